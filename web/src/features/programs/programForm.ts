/**
 * The program form of the administration and what it sends (pure): the program itself (`ProgramIn`:
 * name, start and end `HH:mm:ss`, planned production, active, legacy mode, drawer, editors, image editors,
 * announcers, allowed groups), its presenters (`PUT /api/programs/{id}/presenters`: names unique, 1-100
 * characters, 80-300 words a minute, at most 30) and its CG device (`PUT /api/programs/{id}/cg`). Times
 * may be typed `H:mm` or `HH:mm:ss`; the production as `H:MM:SS`, `M:SS`, seconds or ISO-8601, empty for
 * none. Problems carry the API's field codes, so they read like a 422's.
 */
import type { DeviceId, GroupId, Presenter, Program, ProgramIn, UserId } from '@newsroom/api';
import { formatSeconds, parseIsoDuration, parseUserDuration, toIsoDuration } from '@newsroom/time';
import type { FormFieldProblem } from '../../shared/i18n/fieldMessage';

/** A presenter row as typed. */
export interface PresenterRow {
  name: string;
  /** As typed: a whole number from 80 to 300. */
  wordsPerMinute: string;
}

export interface ProgramForm {
  name: string;
  start: string;
  end: string;
  /** As typed; empty: no planned production. */
  production: string;
  active: boolean;
  legacyMode: boolean;
  drawer: boolean;
  editors: UserId[];
  imageEditors: UserId[];
  announcers: UserId[];
  /** Empty: every group may see the program (web.md section 6). */
  allowedGroups: GroupId[];
  presenters: PresenterRow[];
  cgDeviceId: DeviceId | null;
}

export type ProgramField = keyof ProgramForm;

/** The presenter limits of the API. */
export const PRESENTERS_MAX = 30;
export const PRESENTER_NAME_MAX = 100;
export const WPM_MIN = 80;
export const WPM_MAX = 300;
/** The reading rate a new presenter row starts with. */
export const WPM_DEFAULT = 160;

export function newProgramForm(): ProgramForm {
  return { name: '', start: '', end: '', production: '', active: true, legacyMode: false, drawer: true, editors: [], imageEditors: [], announcers: [], allowedGroups: [], presenters: [], cgDeviceId: null };
}

export function newPresenterRow(): PresenterRow {
  return { name: '', wordsPerMinute: String(WPM_DEFAULT) };
}

/** The form of a program and its presenters. */
export function formOfProgram(program: Program, presenters: readonly Presenter[]): ProgramForm {
  const production = parseIsoDuration(program.production);
  return {
    name: program.name,
    start: program.start,
    end: program.end,
    production: production == null ? '' : formatSeconds(production),
    active: program.active,
    legacyMode: program.legacyMode,
    drawer: program.drawer,
    editors: [...program.editors],
    imageEditors: [...program.imageEditors],
    announcers: [...program.announcers],
    allowedGroups: [...program.allowedGroups],
    presenters: presenters.map((p) => ({ name: p.name, wordsPerMinute: String(p.wordsPerMinute) })),
    cgDeviceId: program.cgDeviceId,
  };
}

/** The body that saves a program as it is, but for `changes` (disabling or enabling from the list). */
export function programInOf(program: Program, changes: Partial<ProgramIn> = {}): ProgramIn {
  return {
    name: program.name,
    start: program.start,
    end: program.end,
    production: program.production,
    active: program.active,
    legacyMode: program.legacyMode,
    drawer: program.drawer,
    editors: program.editors,
    imageEditors: program.imageEditors,
    announcers: program.announcers,
    allowedGroups: program.allowedGroups,
    ...changes,
  };
}

/** `HH:mm:ss` of a time typed `H:mm`, `HH:mm` or `HH:mm:ss`, or null when it is not a time of day. */
export function timeOfDay(text: string): string | null {
  const m = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!m) return null;
  const [h, min, s] = [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
  if (h > 23 || min > 59 || s > 59) return null;
  return [h, min, s].map((n) => String(n).padStart(2, '0')).join(':');
}

export interface ProgramSave {
  input: ProgramIn;
  presenters: Presenter[];
  cgDeviceId: DeviceId | null;
}

export type ProgramInputResult = { ok: true; save: ProgramSave } | { ok: false; errors: Record<string, FormFieldProblem> };

/** The key of a presenter row's problem: `presenters.2.name`. */
export const presenterField = (index: number, field: keyof PresenterRow) => `presenters.${index}.${field}`;

function presenterProblems(rows: readonly PresenterRow[], errors: Record<string, FormFieldProblem>): Presenter[] {
  if (rows.length > PRESENTERS_MAX) errors.presenters = { code: 'too_many', params: { max: PRESENTERS_MAX } };
  const seen = new Set<string>();
  return rows.map((row, i) => {
    const name = row.name.trim();
    if (name === '') errors[presenterField(i, 'name')] = { code: 'required' };
    else if ([...name].length > PRESENTER_NAME_MAX) errors[presenterField(i, 'name')] = { code: 'too_long', params: { max: PRESENTER_NAME_MAX } };
    else if (seen.has(name.toLowerCase())) errors[presenterField(i, 'name')] = { code: 'duplicate', params: { value: name } };
    seen.add(name.toLowerCase());
    const rate = row.wordsPerMinute.trim();
    const wordsPerMinute = Number(rate);
    if (!/^\d+$/.test(rate) || wordsPerMinute < WPM_MIN || wordsPerMinute > WPM_MAX) errors[presenterField(i, 'wordsPerMinute')] = { code: 'range', params: { min: WPM_MIN, max: WPM_MAX } };
    return { name, wordsPerMinute };
  });
}

/**
 * What the form saves, or what it finds wrong before sending: times and production that cannot be read,
 * presenter rows out of the API's limits. The name is left to the server (required, unique, 120
 * characters), which answers with the same codes.
 */
export function programInputOf(form: ProgramForm): ProgramInputResult {
  const errors: Record<string, FormFieldProblem> = {};
  const time = (field: 'start' | 'end') => {
    if (form[field].trim() === '') errors[field] = { code: 'required' };
    else if (timeOfDay(form[field]) == null) errors[field] = { code: 'time_of_day' };
    return timeOfDay(form[field]) ?? form[field];
  };
  const [start, end] = [time('start'), time('end')];
  const typed = form.production.trim();
  const seconds = typed === '' ? null : parseUserDuration(typed);
  if (typed !== '' && (seconds == null || seconds < 0)) errors.production = { code: 'duration' };
  const presenters = presenterProblems(form.presenters, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const input: ProgramIn = {
    name: form.name.trim(),
    start,
    end,
    production: seconds == null || seconds === 0 ? null : toIsoDuration(seconds),
    active: form.active,
    legacyMode: form.legacyMode,
    drawer: form.drawer,
    editors: form.editors,
    imageEditors: form.imageEditors,
    announcers: form.announcers,
    allowedGroups: form.allowedGroups,
  };
  return { ok: true, save: { input, presenters, cgDeviceId: form.cgDeviceId } };
}

/** Whether two presenter lists say the same (same names and rates, in order). */
export function samePresenters(a: readonly Presenter[], b: readonly Presenter[]): boolean {
  return a.length === b.length && a.every((p, i) => p.name === b[i].name && p.wordsPerMinute === b[i].wordsPerMinute);
}

/** Adds or removes an id, keeping the order of the others. */
export function toggleId<T>(ids: readonly T[], id: T, on: boolean): T[] {
  return on ? (ids.includes(id) ? [...ids] : [...ids, id]) : ids.filter((x) => x !== id);
}
