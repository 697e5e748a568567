import { describe, expect, it } from 'vitest';
import { clockOf, crewSpan } from './times';

/** An instant of the local wall clock, whatever zone the tests run in. */
const local = (y: number, mo: number, d: number, h: number, mi: number) => new Date(y, mo - 1, d, h, mi).toISOString();

describe('the crew times', () => {
  it("shows a time of the production's day alone, one of another day with its date", () => {
    expect(clockOf(local(2026, 11, 28, 8, 30), '2026-11-28', 'pt-BR')).toBe('08:30');
    expect(clockOf(local(2026, 11, 29, 1, 5), '2026-11-28', 'pt-BR')).toBe('29/11/2026 01:05');
    expect(clockOf('later', '2026-11-28', 'en')).toBe('later');
  });

  it('joins departure and arrival, a missing one as a dash, nothing when neither is set', () => {
    const date = '2026-11-28';
    expect(crewSpan({ date, departure: local(2026, 11, 28, 8, 30), arrival: local(2026, 11, 28, 17, 0) }, 'pt-BR')).toBe('08:30 – 17:00');
    expect(crewSpan({ date, departure: local(2026, 11, 28, 8, 30), arrival: null }, 'pt-BR')).toBe('08:30 – —');
    expect(crewSpan({ date, departure: null, arrival: null }, 'pt-BR')).toBe('');
  });
});
