import { describe, expect, it } from 'vitest';
import { dayOfUrl, urlOfDay } from './productionDay';
import { productionDayParams } from './productionsApi';

describe('the day of /productions', () => {
  it('reads the address: today without a good date, all programs without one, onlyNotDone only when on', () => {
    expect(dayOfUrl(new URLSearchParams(''), '2026-11-28')).toEqual({ date: '2026-11-28', programId: null, onlyNotDone: false });
    expect(dayOfUrl(new URLSearchParams('date=2026-02-30&programId=0'), '2026-11-28')).toEqual({ date: '2026-11-28', programId: null, onlyNotDone: false });
    expect(dayOfUrl(new URLSearchParams('date=2026-12-01&programId=2&onlyNotDone=true'), '2026-11-28')).toEqual({ date: '2026-12-01', programId: 2, onlyNotDone: true });
  });

  it('writes it back without empty values', () => {
    expect(urlOfDay({ date: '2026-12-01', programId: null, onlyNotDone: false })).toEqual({ date: '2026-12-01' });
    expect(urlOfDay({ date: '2026-12-01', programId: 2 as never, onlyNotDone: true })).toEqual({ date: '2026-12-01', programId: '2', onlyNotDone: 'true' });
  });

  it('asks the API for all programs without one, and for onlyNotDone only when on', () => {
    expect(productionDayParams({ date: '2026-12-01', programId: null, onlyNotDone: false })).toEqual({ date: '2026-12-01', allPrograms: true });
    expect(productionDayParams({ date: '2026-12-01', programId: 2 as never, onlyNotDone: true })).toEqual({ date: '2026-12-01', programId: 2, onlyNotDone: true });
  });
});
