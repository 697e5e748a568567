/** When a rundown locks itself: its end on its date (or the next day) plus the interval, in local time. */
import { describe, expect, it } from 'vitest';
import { isOnDate, lockTimeOf } from './lockTime';

describe('lockTimeOf', () => {
  it('adds the interval to the planned end on the rundown date', () => {
    expect(lockTimeOf({ date: '2026-11-25', start: '19:00:00', end: '19:45:00' }, 'PT2H')).toEqual(new Date(2026, 10, 25, 21, 45));
  });

  it('puts an end before the start on the next day', () => {
    const at = lockTimeOf({ date: '2026-11-25', start: '23:30:00', end: '00:30:00' }, 'PT1H15M');
    expect(at).toEqual(new Date(2026, 10, 26, 1, 45));
    expect(isOnDate(at!, '2026-11-25')).toBe(false);
  });

  it('is null when the lock is off', () => {
    expect(lockTimeOf({ date: '2026-11-25', start: '19:00:00', end: '19:45:00' }, null)).toBeNull();
  });
});
