/** Calendar dates as the API writes them: `YYYY-MM-DD`. */

const pad = (n: number) => String(n).padStart(2, '0');

/** Today's date in the browser's time zone. */
export function todayIso(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isIsoDate(text: string | undefined): text is string {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const [y, m, d] = text.split('-').map(Number);
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** `YYYY-MM-DD` moved by whole days (calendar days, whatever the time zone). */
export function shiftDate(iso: string, days: number): string {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A date for people, in the UI language (`22/11/2026`, `11/22/2026`, ...). */
export function formatDate(iso: string, language: string): string {
  if (!isIsoDate(iso)) return iso;
  const [y, m, d] = iso.split('-').map(Number);
  return new Intl.DateTimeFormat(language, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(Date.UTC(y, m - 1, d)));
}

/**
 * An instant (RFC 3339, e.g. a log line's `at`) for people, in the UI language and the browser's time zone
 * (or `timeZone`): its time to the second and its date, to be shown apart. Anything that is not an
 * instant is given back as the time, with no date.
 */
export function formatInstant(instant: string, language: string, timeZone?: string): { time: string; date: string } {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return { time: instant, date: '' };
  return {
    time: new Intl.DateTimeFormat(language, { timeStyle: 'medium', timeZone }).format(at),
    date: new Intl.DateTimeFormat(language, { dateStyle: 'short', timeZone }).format(at),
  };
}

/**
 * An instant (RFC 3339) as a time of `day` (YYYY-MM-DD) for people: the time in the browser's time zone
 * and the UI language (`08:30`, `8:30 AM`), with the date before it only when it falls on another day (a
 * crew back after midnight, a report's event of the night after). Anything that is not an instant is
 * given back as it is.
 */
export function formatTimeOnDay(instant: string, day: string, language: string): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return instant;
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(at);
  return todayIso(at) === day ? time : `${new Intl.DateTimeFormat(language, { dateStyle: 'short' }).format(at)} ${time}`;
}

/**
 * An instant (RFC 3339) as a `datetime-local` input holds it: `YYYY-MM-DDTHH:mm` in the browser's time
 * zone. Empty for none, or for anything that is not an instant.
 */
export function localInputOfInstant(instant: string | null | undefined): string {
  if (!instant) return '';
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return '';
  return `${todayIso(at)}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
}

/**
 * What a `datetime-local` input holds (`YYYY-MM-DDTHH:mm`, the browser's time zone) as an instant in UTC,
 * to the second (`2026-11-28T11:30:00Z`). Null when empty or not such a time.
 */
export function instantOfLocalInput(text: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text)) return null;
  // A date and time without an offset is read in the local time zone (ECMAScript's date-time form).
  const at = new Date(text);
  return Number.isNaN(at.getTime()) ? null : at.toISOString().replace(/\.\d{3}Z$/, 'Z');
}
