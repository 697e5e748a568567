/** The queries the assignment desk sends, and the day stepper's arithmetic. */
import { describe, expect, it } from 'vitest';
import type { ProgramId } from '@newsroom/api';
import { dayParams, searchParams } from './assignmentsApi';
import { shiftDate } from './AssignmentsFilters';

describe('the assignment queries', () => {
  it('asks for one program, or for all the caller may see', () => {
    expect(dayParams({ date: '2026-11-22', programId: 2 as ProgramId })).toEqual({ date: '2026-11-22', programId: 2 });
    expect(dayParams({ date: '2026-11-22', programId: null })).toEqual({ date: '2026-11-22', allPrograms: true });
  });
  it('searches one field, trimmed, 15 a page, the program only when one is chosen', () => {
    expect(searchParams({ text: ' fire ', field: 'content', programId: null, page: 2 })).toEqual({ content: 'fire', offset: 30, size: 15 });
    expect(searchParams({ text: 'fire', field: 'slug', programId: 1 as ProgramId, page: 0 })).toEqual({ slug: 'fire', programId: 1, offset: 0, size: 15 });
  });
});

describe('shiftDate', () => {
  it('moves across months, years and leap days', () => {
    expect(shiftDate('2026-11-30', 1)).toBe('2026-12-01');
    expect(shiftDate('2027-01-01', -1)).toBe('2026-12-31');
    expect(shiftDate('2028-02-28', 1)).toBe('2028-02-29');
    expect(shiftDate('2026-03-29', 1)).toBe('2026-03-30');
  });
});
