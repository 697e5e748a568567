/**
 * The rundown settings form and the body it sends (pure). The lock interval is typed as hours and
 * minutes (or off), never as ISO text: the API's `lockAfterEnd` (`PT2H30M`, at most `P7D`) is made here.
 */
import type { RundownConfig } from '@newsroom/api';
import { parseIsoDuration, toIsoDuration } from '@newsroom/time';
import type { FormFieldProblem } from '../../shared/i18n/fieldMessage';

/** The longest lock interval the API takes: 7 days. */
export const LOCK_MAX_HOURS = 168;
/** The longest retention the API takes, in days. */
export const RETENTION_MAX_DAYS = 3650;
/** The retentions, in days, in the order the page shows them. */
export const RETENTION_FIELDS = ['trashRetentionDays', 'logRetentionDays', 'versionRetentionDays'] as const;
export type RetentionField = (typeof RETENTION_FIELDS)[number];

export interface RundownSettingsForm {
  /** Whether a rundown locks itself after its end (`lockAfterEnd` not null). */
  lockOn: boolean;
  /** As typed. */
  lockHours: string;
  lockMinutes: string;
  trashRetentionDays: string;
  logRetentionDays: string;
  versionRetentionDays: string;
}

/** The settings as saved; with the lock off the interval starts at 2 hours, ready to be switched on. */
export function formOfRundownConfig(config: RundownConfig): RundownSettingsForm {
  const seconds = parseIsoDuration(config.lockAfterEnd);
  const on = config.lockAfterEnd !== null && seconds !== null;
  return {
    lockOn: on,
    lockHours: on ? String(Math.floor(seconds / 3600)) : '2',
    lockMinutes: on ? String(Math.floor((seconds % 3600) / 60)) : '0',
    trashRetentionDays: String(config.trashRetentionDays),
    logRetentionDays: String(config.logRetentionDays),
    versionRetentionDays: String(config.versionRetentionDays),
  };
}

/** A whole number from 0 to `max` as typed (an empty field is 0), or null. */
function wholeOf(typed: string, max: number): number | null {
  const text = typed.trim() === '' ? '0' : typed.trim();
  if (!/^\d{1,5}$/.test(text)) return null;
  const n = Number(text);
  return n <= max ? n : null;
}

/** The lock interval in seconds, or null when the hours and minutes are not a time from 0 to 7 days. */
export function lockSecondsOf(form: Pick<RundownSettingsForm, 'lockHours' | 'lockMinutes'>): number | null {
  const hours = wholeOf(form.lockHours, LOCK_MAX_HOURS);
  const minutes = wholeOf(form.lockMinutes, 59);
  if (hours === null || minutes === null) return null;
  const seconds = hours * 3600 + minutes * 60;
  return seconds <= LOCK_MAX_HOURS * 3600 ? seconds : null;
}

/** What the form finds wrong before sending, with the server's codes and fields. */
export function settingsProblemsOf(form: RundownSettingsForm): Record<string, FormFieldProblem> {
  const problems: Record<string, FormFieldProblem> = {};
  if (form.lockOn && lockSecondsOf(form) === null) problems.lockAfterEnd = { code: 'range', params: { min: 0, max: LOCK_MAX_HOURS } };
  for (const field of RETENTION_FIELDS) {
    if (form[field].trim() === '' || wholeOf(form[field], RETENTION_MAX_DAYS) === null) problems[field] = { code: 'range', params: { min: 0, max: RETENTION_MAX_DAYS } };
  }
  return problems;
}

/** The body of `PUT /api/rundowns/config`; call it once `settingsProblemsOf` finds nothing. */
export function settingsInputOf(form: RundownSettingsForm): RundownConfig {
  return {
    lockAfterEnd: form.lockOn ? toIsoDuration(lockSecondsOf(form) ?? 0) : null,
    trashRetentionDays: Number(form.trashRetentionDays.trim()),
    logRetentionDays: Number(form.logRetentionDays.trim()),
    versionRetentionDays: Number(form.versionRetentionDays.trim()),
  };
}
