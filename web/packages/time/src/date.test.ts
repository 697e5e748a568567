import { describe, expect, it } from 'vitest';
import { formatDate, formatInstant, formatTimeOnDay, instantOfLocalInput, isIsoDate, localInputOfInstant, shiftDate, todayIso } from './date';

describe('dates', () => {
  it('writes today as YYYY-MM-DD', () => {
    expect(todayIso(new Date(2026, 10, 22, 23, 59))).toBe('2026-11-22');
    expect(todayIso(new Date(2026, 0, 5))).toBe('2026-01-05');
  });
  it('accepts only real dates', () => {
    expect(isIsoDate('2026-11-22')).toBe(true);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2026-02-29')).toBe(false);
    expect(isIsoDate('2026-13-01')).toBe(false);
    expect(isIsoDate('22-11-2026')).toBe(false);
    expect(isIsoDate(undefined)).toBe(false);
  });
  it('moves a date by whole days across months, years and leap days', () => {
    expect(shiftDate('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDate('2027-01-01', -1)).toBe('2026-12-31');
    expect(shiftDate('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftDate('2026-03-29', 1)).toBe('2026-03-30');
  });
  it('formats a date for people', () => {
    expect(formatDate('2026-11-22', 'en')).toContain('2026');
    expect(formatDate('nope', 'en')).toBe('nope');
  });
  it('formats an instant in the language and time zone', () => {
    const at = '2026-11-22T20:50:03Z';
    expect(formatInstant(at, 'pt-BR', 'UTC')).toEqual({ time: '20:50:03', date: '22/11/2026' });
    expect(formatInstant(at, 'en-US', 'UTC').time).toMatch(/^8:50:03\sPM$/);
    expect(formatInstant(at, 'en-US', 'UTC').date).toBe('11/22/26');
    expect(formatInstant(at, 'es', 'America/Sao_Paulo')).toEqual({ time: '17:50:03', date: '22/11/26' });
    expect(formatInstant('later', 'en')).toEqual({ time: 'later', date: '' });
  });
  it("shows a time of the day alone, and one of another day with its date", () => {
    // The local wall-clock time, whatever the zone the tests run in.
    const local = (d: number, h: number, mi: number) => new Date(2026, 10, d, h, mi).toISOString();
    expect(formatTimeOnDay(local(28, 8, 30), '2026-11-28', 'pt-BR')).toBe('08:30');
    expect(formatTimeOnDay(local(29, 1, 5), '2026-11-28', 'pt-BR')).toBe('29/11/2026 01:05');
    expect(formatTimeOnDay('later', '2026-11-28', 'en')).toBe('later');
  });
  it('reads a datetime-local input as an instant in UTC, in the browser\'s time zone, and writes one back', () => {
    // The local wall-clock time, whatever the zone the tests run in.
    const local = new Date(2026, 10, 28, 8, 30);
    expect(instantOfLocalInput('2026-11-28T08:30')).toBe(local.toISOString().replace('.000Z', 'Z'));
    expect(instantOfLocalInput('2026-11-28T08:30:15')).toBe(new Date(2026, 10, 28, 8, 30, 15).toISOString().replace('.000Z', 'Z'));
    expect(localInputOfInstant(local.toISOString())).toBe('2026-11-28T08:30');
    expect(localInputOfInstant(instantOfLocalInput('2027-01-01T00:05'))).toBe('2027-01-01T00:05');
  });
  it('takes an empty or unreadable time as none', () => {
    expect(instantOfLocalInput('')).toBeNull();
    expect(instantOfLocalInput('2026-11-28')).toBeNull();
    expect(instantOfLocalInput('2026-13-45T99:99')).toBeNull();
    expect(localInputOfInstant(null)).toBe('');
    expect(localInputOfInstant(undefined)).toBe('');
    expect(localInputOfInstant('soon')).toBe('');
  });
});
