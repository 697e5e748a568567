/** The archive's days: never today's work, whatever the address says. */
import { describe, expect, it } from 'vitest';
import { archiveCriteriaOf, lastArchivedDay } from './archiveCriteria';
import { EMPTY_CRITERIA } from './searchCriteria';

const today = '2026-11-28';

describe('the archive', () => {
  it('ends yesterday when the address names no last day', () => {
    expect(lastArchivedDay(today)).toBe('2026-11-27');
    expect(archiveCriteriaOf(new URLSearchParams(''), today)).toEqual({ ...EMPTY_CRITERIA, to: '2026-11-27' });
    expect(lastArchivedDay('2026-03-01')).toBe('2026-02-28');
  });

  it('keeps a period of the past and its words, kinds and page', () => {
    const read = archiveCriteriaOf(new URLSearchParams('q=enchente&kinds=STORY&from=2026-10-01&to=2026-10-31&page=2'), today);
    expect(read).toEqual({ ...EMPTY_CRITERIA, q: 'enchente', kinds: ['STORY'], from: '2026-10-01', to: '2026-10-31', page: 2 });
  });

  it('holds a period that reaches today or later to yesterday', () => {
    expect(archiveCriteriaOf(new URLSearchParams('from=2026-11-20&to=2026-12-05'), today)).toMatchObject({ from: '2026-11-20', to: '2026-11-27' });
    expect(archiveCriteriaOf(new URLSearchParams('from=2026-12-01&to=2026-12-05'), today)).toMatchObject({ from: '2026-11-27', to: '2026-11-27' });
    expect(archiveCriteriaOf(new URLSearchParams('to=2026-11-28'), today).to).toBe('2026-11-27');
  });
});
