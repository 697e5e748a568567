/**
 * The header's date, start, end and production of a rundown as a form, and the field patches
 * (`PATCH /api/rundowns/{id}`, one field each) that bring the rundown to it. The date goes last: once it
 * moves, the rundown lives at another address.
 */
import type { Rundown } from '@newsroom/api';
import { formatDuration, isIsoDate, parseIsoDuration, parseUserDuration, toIsoDuration } from '@newsroom/time';
import type { FormFieldProblem } from '../../shared/i18n/fieldMessage';
import { timeOfDay } from '../programs/programForm';

export interface TimesForm {
  date: string;
  start: string;
  end: string;
  /** Typed as M:SS, H:MM:SS or seconds; blank: none. */
  production: string;
}

export type TimesField = keyof TimesForm;

export interface RundownPatch {
  field: TimesField;
  value: string | null;
}

export type TimesResult = { ok: true; patches: RundownPatch[] } | { ok: false; errors: Partial<Record<TimesField, FormFieldProblem>> };

export function timesFormOf(rundown: Pick<Rundown, TimesField>): TimesForm {
  return { date: rundown.date, start: rundown.start, end: rundown.end, production: rundown.production ? formatDuration(rundown.production) : '' };
}

/**
 * The patches that differ from the rundown, in the order to send them, or what cannot be read. An earlier
 * date is left to the server, which refuses it (`date_earlier`).
 */
export function timesPatches(rundown: Pick<Rundown, TimesField>, form: TimesForm): TimesResult {
  const errors: Partial<Record<TimesField, FormFieldProblem>> = {};
  const patches: RundownPatch[] = [];
  for (const field of ['start', 'end'] as const) {
    const value = timeOfDay(form[field]);
    if (value == null) errors[field] = { code: form[field].trim() ? 'time_of_day' : 'required' };
    else if (value !== rundown[field]) patches.push({ field, value });
  }
  const typed = form.production.trim();
  const seconds = typed === '' ? null : parseUserDuration(typed);
  if (typed !== '' && (seconds == null || seconds < 0)) errors.production = { code: 'duration' };
  else if (seconds !== parseIsoDuration(rundown.production)) patches.push({ field: 'production', value: seconds == null ? null : toIsoDuration(seconds) });
  if (!isIsoDate(form.date)) errors.date = { code: 'date' };
  else if (form.date !== rundown.date) patches.push({ field: 'date', value: form.date });
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, patches };
}

/**
 * Where a page of a rundown is once the rundown moved from date `from` to date `to`: its address names
 * the date once, as a segment (`/rundown/{date}/...`, `/scripts/{date}/...`).
 */
export function movedPath(pathname: string, from: string, to: string): string {
  return pathname.replace(`/${from}/`, `/${to}/`);
}
