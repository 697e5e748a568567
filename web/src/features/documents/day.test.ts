/** The query and the address of a day of documents. */
import { describe, expect, it } from 'vitest';
import type { ProgramId } from '@newsroom/api';
import { dayOfUrl, dayParams, urlOfDay } from './day';

describe('dayParams', () => {
  it('asks for one program, or for all the caller may see', () => {
    expect(dayParams({ date: '2026-11-22', programId: 2 as ProgramId })).toEqual({ date: '2026-11-22', programId: 2 });
    expect(dayParams({ date: '2026-11-22', programId: null })).toEqual({ date: '2026-11-22', allPrograms: true });
  });
});

describe("a list's day in its address", () => {
  it('reads today without a good date, all programs without one', () => {
    expect(dayOfUrl(new URLSearchParams(''), '2026-11-28')).toEqual({ date: '2026-11-28', programId: null });
    expect(dayOfUrl(new URLSearchParams('date=2026-02-30&programId=0'), '2026-11-28')).toEqual({ date: '2026-11-28', programId: null });
    expect(dayOfUrl(new URLSearchParams('date=2026-12-01&programId=2'), '2026-11-28')).toEqual({ date: '2026-12-01', programId: 2 });
  });

  it('writes it back without empty values', () => {
    expect(urlOfDay({ date: '2026-12-01', programId: null })).toEqual({ date: '2026-12-01' });
    expect(urlOfDay({ date: '2026-12-01', programId: 2 as ProgramId })).toEqual({ date: '2026-12-01', programId: '2' });
  });
});
