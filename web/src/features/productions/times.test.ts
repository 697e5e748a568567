import { describe, expect, it } from 'vitest';
import { crewSpan } from './times';

/** An instant of the local wall clock, whatever zone the tests run in. */
const local = (y: number, mo: number, d: number, h: number, mi: number) => new Date(y, mo - 1, d, h, mi).toISOString();

describe('the crew times', () => {
  it('joins departure and arrival, a missing one as a dash, nothing when neither is set, a time of another day dated', () => {
    const date = '2026-11-28';
    expect(crewSpan({ date, departure: local(2026, 11, 28, 8, 30), arrival: local(2026, 11, 28, 17, 0) }, 'pt-BR')).toBe('08:30 – 17:00');
    expect(crewSpan({ date, departure: local(2026, 11, 28, 8, 30), arrival: null }, 'pt-BR')).toBe('08:30 – —');
    expect(crewSpan({ date, departure: local(2026, 11, 28, 22, 0), arrival: local(2026, 11, 29, 1, 5) }, 'pt-BR')).toBe('22:00 – 29/11/2026 01:05');
    expect(crewSpan({ date, departure: null, arrival: null }, 'pt-BR')).toBe('');
  });
});
