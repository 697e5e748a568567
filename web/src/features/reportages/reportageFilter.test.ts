/** The reportage filter in the list's address and in `GET /api/reportages/pageFilter` (web.md section 5). */
import { describe, expect, it } from 'vitest';
import type { ProgramId, UserId } from '@newsroom/api';
import { EMPTY_FILTER, filterOfUrl, filterParams, urlOfFilter, type ReportageFilter } from './reportageFilter';

const full: ReportageFilter = { slug: 'flood', content: 'river', reporterId: 4 as UserId, programId: 2 as ProgramId, date: '2026-11-22', page: 2 };

describe('the query of GET /api/reportages/pageFilter', () => {
  it('sends every condition, and the page as offset and size 15', () => {
    expect(filterParams(full)).toEqual({ slug: 'flood', content: 'river', reporterId: 4, programId: 2, date: '2026-11-22', offset: 30, size: 15 });
  });

  it('drops an empty or blank slug and content, and trims the others', () => {
    const params = filterParams({ ...EMPTY_FILTER, slug: '   ', content: '', programId: 1 as ProgramId });
    expect(params).toEqual({ programId: 1, offset: 0, size: 15 });
    expect(Object.values(params)).not.toContain('');
    expect(filterParams({ ...EMPTY_FILTER, slug: '  river flood ', content: ' mayor ' })).toMatchObject({ slug: 'river flood', content: 'mayor' });
  });

  it('takes a reporter or program id of 0 or less as no filter', () => {
    for (const id of [0, -3]) {
      const params = filterParams({ ...EMPTY_FILTER, reporterId: id as UserId, programId: id as ProgramId });
      expect(params).not.toHaveProperty('reporterId');
      expect(params).not.toHaveProperty('programId');
      expect(params.allPrograms).toBe(true);
    }
  });

  it('asks for all programs when no program is chosen, and only then', () => {
    expect(filterParams(EMPTY_FILTER)).toEqual({ allPrograms: true, offset: 0, size: 15 });
    expect(filterParams({ ...EMPTY_FILTER, programId: 3 as ProgramId })).not.toHaveProperty('allPrograms');
  });

  it('leaves out a day that is not one', () => {
    expect(filterParams({ ...EMPTY_FILTER, date: '22/11/2026' })).not.toHaveProperty('date');
  });
});

describe('the address of the list', () => {
  it('round-trips every condition', () => {
    const url = urlOfFilter(full);
    expect(url).toEqual({ slug: 'flood', content: 'river', reporterId: '4', programId: '2', date: '2026-11-22', page: '2' });
    expect(filterOfUrl(new URLSearchParams(url))).toEqual(full);
  });

  it('leaves out what is no condition, and reads what it cannot understand as none', () => {
    expect(urlOfFilter(EMPTY_FILTER)).toEqual({});
    expect(filterOfUrl(new URLSearchParams('reporterId=0&programId=abc&date=tomorrow&page=-1'))).toEqual(EMPTY_FILTER);
    expect(filterOfUrl(new URLSearchParams('page=1.5')).page).toBe(0);
  });
});
