/**
 * When a rundown locks itself (docs/api-design.md, "Rundown settings"): its planned end on its date (an
 * end before the start is on the next day) plus the lock interval, read as the browser's local time.
 */
import type { Rundown } from '@newsroom/api';
import { parseIsoDuration } from '@newsroom/time';

const secondsOfDay = (time: string) => {
  const [h = 0, m = 0, s = 0] = time.split(':').map(Number);
  return h * 3600 + m * 60 + s;
};

/** The instant the rundown locks itself, or null when the lock is off (or the rundown's times are unreadable). */
export function lockTimeOf(rundown: Pick<Rundown, 'date' | 'start' | 'end'>, lockAfterEnd: string | null | undefined): Date | null {
  const after = parseIsoDuration(lockAfterEnd);
  if (after === null) return null;
  const [y, mo, d] = rundown.date.split('-').map(Number);
  const end = secondsOfDay(rundown.end);
  const nextDay = end < secondsOfDay(rundown.start) ? 1 : 0;
  const at = new Date(y, mo - 1, d + nextDay, 0, 0, end + after);
  return Number.isNaN(at.getTime()) ? null : at;
}

/** Whether `at` falls on the rundown's own date (then the time alone says when). */
export function isOnDate(at: Date, date: string): boolean {
  const [y, mo, d] = date.split('-').map(Number);
  return at.getFullYear() === y && at.getMonth() === mo - 1 && at.getDate() === d;
}
