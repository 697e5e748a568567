/**
 * When the crew leaves and is back, as people read it (pure): each time as `formatTimeOnDay` shows a time
 * of the production's day (the browser's time zone, the UI language, dated when on another day); the two
 * together as `departure – arrival`, a missing one as `—`.
 */
import { formatTimeOnDay } from '@newsroom/time';

export const UNSET = '—';

/** `08:30 – 17:00`; empty when neither is set. */
export function crewSpan(p: { date: string; departure?: string | null; arrival?: string | null }, language: string): string {
  if (!p.departure && !p.arrival) return '';
  const side = (instant: string | null | undefined) => (instant ? formatTimeOnDay(instant, p.date, language) : UNSET);
  return `${side(p.departure)} – ${side(p.arrival)}`;
}
