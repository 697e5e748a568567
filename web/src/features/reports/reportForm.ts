/**
 * The report form (create and edit) and the body it sends (pure). An event's time is typed as `HH:MM` of
 * the browser's clock on the report's day, or on the day before or after it (`day`: an event past midnight
 * of a night shift), and sent as a UTC instant (the server's own, seconds and all, while the row still
 * says its minute); a time not typed is sent empty (the server says `invalid` on `events`). The server checks every field (422 with a code per field; a bad event is keyed by `events`)
 * and keeps the events in time order; the form puts them in that order when asked, and when one is added.
 * `private` and `allowedUserIds` are the owner's to change: a form of someone else's report sends them back
 * as they were, which the server accepts. `attachmentIds` are always sent: an update without them would
 * take every attachment off.
 */
import type { DocumentId, ProgramId, Report, ReportEvent, ReportIn, UserId } from '@newsroom/api';
import { instantOfLocalInput, localInputOfInstant, shiftDate, todayIso } from '@newsroom/time';

/** An event as typed. */
export interface EventRow {
  /** `HH:MM` of the browser's clock; '' while not typed. */
  time: string;
  /** Which day: days after the report's (0 its own day, 1 the night after, -1 the evening before). */
  day: number;
  /** A report category (`/api/reports/categories`); null: none. */
  categoryId: number | null;
  place: string;
  text: string;
  sources: string;
  /** The instant as the server had it (to the second or finer): sent back as it was while the row says the same minute. */
  at?: string;
}

export interface ReportForm {
  slug: string;
  /** YYYY-MM-DD: the day it accounts for. */
  date: string;
  programIds: ProgramId[];
  private: boolean;
  allowedUserIds: UserId[];
  /** The assignment it accounts for, kept as it is. */
  assignmentId: DocumentId | null;
  summary: string;
  events: EventRow[];
  /** Files attached (`/api/files`), in order. */
  attachmentIds: number[];
}

export type ReportField = keyof ReportForm;

/** Every field the form has a place for (a 422's other fields are listed under its message). */
export const REPORT_FIELDS: readonly ReportField[] = ['slug', 'date', 'programIds', 'private', 'allowedUserIds', 'assignmentId', 'summary', 'events', 'attachmentIds'];

/** Whole days from `from` to `to` (both YYYY-MM-DD). */
function daysBetween(from: string, to: string): number {
  const utc = (iso: string) => Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10)));
  return Math.round((utc(to) - utc(from)) / 86_400_000);
}

/** A new report of `date`, for `programId` when one is given. */
export function newReportForm(date: string, programId: ProgramId | null = null): ReportForm {
  return { slug: '', date, programIds: programId === null ? [] : [programId], private: false, allowedUserIds: [], assignmentId: null, summary: '', events: [], attachmentIds: [] };
}

/** An event of the report of `date` as the form shows it. */
export function rowOfEvent(event: ReportEvent, date: string): EventRow {
  const local = localInputOfInstant(event.time);
  const [day, time] = local ? local.split('T') : [date, ''];
  return { time, day: daysBetween(date, day), categoryId: event.categoryId ?? null, place: event.place ?? '', text: event.text, sources: event.sources ?? '', ...(local ? { at: event.time } : {}) };
}

/** A row of the report of `date` as the API takes it. */
export function eventOfRow(row: EventRow, date: string): ReportEvent {
  const typed = `${shiftDate(date, row.day)}T${row.time}`;
  const time = row.at && localInputOfInstant(row.at) === typed ? row.at : (instantOfLocalInput(typed) ?? '');
  return { time, categoryId: row.categoryId, place: row.place, text: row.text, sources: row.sources };
}

/** Minutes from the start of the report's day; a row without a time goes last. */
const minuteOf = (row: EventRow) => (/^\d{2}:\d{2}$/.test(row.time) ? row.day * 1440 + Number(row.time.slice(0, 2)) * 60 + Number(row.time.slice(3)) : Number.POSITIVE_INFINITY);

/** The rows in time order (rows at the same time keep their order). */
export function inTimeOrder(rows: readonly EventRow[]): EventRow[] {
  return rows
    .map((row, i) => ({ row, i }))
    .sort((a, b) => minuteOf(a.row) - minuteOf(b.row) || a.i - b.i)
    .map(({ row }) => row);
}

export function isInTimeOrder(rows: readonly EventRow[]): boolean {
  return rows.every((row, i) => i === 0 || minuteOf(rows[i - 1]) <= minuteOf(row));
}

/**
 * Add's result: the rows in time order, then a new event stamped now when now is on the report's day or
 * the day before or after it; else at the time of the last one (none: a time to type).
 */
export function withNewEvent(rows: readonly EventRow[], date: string, now: Date = new Date()): EventRow[] {
  const sorted = inTimeOrder(rows);
  const day = daysBetween(date, todayIso(now));
  const last = sorted.at(-1);
  const when = Math.abs(day) <= 1 ? { time: `${String(now.getHours()).padStart(2, '0')}:${String(now.getMinutes()).padStart(2, '0')}`, day } : last ? { time: last.time, day: last.day } : { time: '', day: 0 };
  return [...sorted, { ...when, categoryId: null, place: '', text: '', sources: '' }];
}

export function formOfReport(r: Report): ReportForm {
  return {
    slug: r.slug,
    date: r.date,
    programIds: [...r.programIds],
    private: r.private,
    allowedUserIds: [...r.allowedUserIds],
    assignmentId: r.assignmentId ?? null,
    summary: r.summary,
    events: r.events.map((e) => rowOfEvent(e, r.date)),
    attachmentIds: [...r.attachmentIds],
  };
}

/** True when two forms would send the same fields. */
export function sameForm(a: ReportForm, b: ReportForm): boolean {
  return JSON.stringify({ ...a, slug: a.slug.trim() }) === JSON.stringify({ ...b, slug: b.slug.trim() });
}

/**
 * The body of `POST /api/reports`, or of `PUT /api/reports/{id}` with the `revision` it is based on and
 * the editor instance's `lockUuid`. Each event's day follows the report's: a report moved to another day
 * keeps its events at the same hours.
 */
export function reportInputOf(form: ReportForm, update?: { revision: number; lockUuid: string }): ReportIn {
  return {
    slug: form.slug.trim(),
    date: form.date,
    programIds: form.programIds,
    private: form.private,
    allowedUserIds: form.allowedUserIds,
    assignmentId: form.assignmentId,
    summary: form.summary,
    events: form.events.map((row) => eventOfRow(row, form.date)),
    attachmentIds: form.attachmentIds,
    ...update,
  };
}
