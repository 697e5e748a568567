/**
 * When the crew leaves and is back, as people read it (pure): the time in the browser's time zone and the
 * UI language (`08:30`, `8:30 AM`), the date before it only when it is not the production's day; the two
 * together as `departure – arrival`, a missing one as `—`.
 */
import { todayIso } from '@newsroom/time';

export const UNSET = '—';

/** `instant` (RFC 3339) as a time of `day` (YYYY-MM-DD), or with its date when on another day. */
export function clockOf(instant: string, day: string, language: string): string {
  const at = new Date(instant);
  if (Number.isNaN(at.getTime())) return instant;
  const time = new Intl.DateTimeFormat(language, { timeStyle: 'short' }).format(at);
  return todayIso(at) === day ? time : `${new Intl.DateTimeFormat(language, { dateStyle: 'short' }).format(at)} ${time}`;
}

/** `08:30 – 17:00`; empty when neither is set. */
export function crewSpan(p: { date: string; departure?: string | null; arrival?: string | null }, language: string): string {
  if (!p.departure && !p.arrival) return '';
  const side = (instant: string | null | undefined) => (instant ? clockOf(instant, p.date, language) : UNSET);
  return `${side(p.departure)} – ${side(p.arrival)}`;
}
