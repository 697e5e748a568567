import { describe, expect, it } from 'vitest';
import { formatDate, isIsoDate, todayIso } from './date';

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
  it('formats a date for people', () => {
    expect(formatDate('2026-11-22', 'en')).toContain('2026');
    expect(formatDate('nope', 'en')).toBe('nope');
  });
});
