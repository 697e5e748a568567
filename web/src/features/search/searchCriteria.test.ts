/** The search in the address and in the API's query: what is kept, what is left out, what cannot be read. */
import { describe, expect, it } from 'vitest';
import type { ProgramId } from '@newsroom/api';
import { apiParamsOf, criteriaOfUrl, EMPTY_CRITERIA, urlOfCriteria, type SearchCriteria } from './searchCriteria';
import { hitPath, readableKinds } from './kinds';

const full: SearchCriteria = { q: 'reportajem ação', mode: 'FUZZY', kinds: ['ASSIGNMENT', 'STORY'], programId: 2 as ProgramId, state: 'COVERING', from: '2026-01-01', to: '2026-12-31', page: 3 };

describe('the address of a search', () => {
  it('round-trips every condition', () => {
    const url = urlOfCriteria(full);
    expect(url).toEqual({ q: 'reportajem ação', mode: 'FUZZY', kinds: 'ASSIGNMENT,STORY', programId: '2', state: 'COVERING', from: '2026-01-01', to: '2026-12-31', page: '3' });
    expect(criteriaOfUrl(new URLSearchParams(url))).toEqual(full);
  });

  it('leaves out what is no condition: blank words, the default mode, the first page', () => {
    expect(urlOfCriteria({ ...EMPTY_CRITERIA, q: '   ' })).toEqual({});
    expect(urlOfCriteria({ ...EMPTY_CRITERIA, q: 'fire' })).toEqual({ q: 'fire' });
  });

  it('reads an address it cannot understand as the defaults, keeping the known kinds in order', () => {
    const read = criteriaOfUrl(new URLSearchParams('q=x&mode=LOUD&kinds=STORY,nope,,ASSIGNMENT&programId=abc&page=-2'));
    expect(read).toEqual({ ...EMPTY_CRITERIA, q: 'x', kinds: ['ASSIGNMENT', 'STORY'] });
    expect(criteriaOfUrl(new URLSearchParams('page=1.5')).page).toBe(0);
    expect(criteriaOfUrl(new URLSearchParams(''))).toEqual(EMPTY_CRITERIA);
  });
});

describe('the query of GET /api/search', () => {
  it('has every condition, and the page as offset and size', () => {
    expect(apiParamsOf(full)).toEqual({ q: 'reportajem ação', mode: 'FUZZY', kinds: 'ASSIGNMENT,STORY', programId: 2, state: 'COVERING', from: '2026-01-01', to: '2026-12-31', offset: 45, size: 15 });
  });

  it('sends no empty string nor absent id (web.md section 5)', () => {
    const params = apiParamsOf({ ...EMPTY_CRITERIA, q: '  fire  ' });
    expect(params).toEqual({ q: 'fire', mode: 'SHOULD', offset: 0, size: 15 });
    expect(Object.values(params)).not.toContain('');
  });
});

describe('the kinds of document', () => {
  it('offers only the indexed kinds whose area the user may read', () => {
    expect(readableKinds(['ROLE_RUNDOWN_READ', 'ROLE_STORY_READ', 'ROLE_ASSIGNMENT_READ'])).toEqual(['ASSIGNMENT', 'STORY']);
    expect(readableKinds(['ROLE_STORY_READ'])).toEqual(['STORY']);
    expect(readableKinds(['ROLE_NEWS_REPORT_READ'])).toEqual(['REPORTAGE']);
    expect(readableKinds(['ROLE_PRODUCTION_READ', 'ROLE_NEWS_REPORT_READ'])).toEqual(['PRODUCTION', 'REPORTAGE']);
    expect(readableKinds(['ROLE_REPORT_READ', 'ROLE_PRODUCTION_READ'])).toEqual(['PRODUCTION', 'REPORT']);
    expect(readableKinds(['ROLE_ROUND_READ', 'ROLE_REPORT_READ'])).toEqual(['REPORT', 'ROUND']);
    expect(readableKinds(['ROLE_ASSIGNMENT_PROPOSAL_READ'])).toEqual(['PROPOSAL']);
    expect(readableKinds(['ROLE_STORY_READ', 'ROLE_ASSIGNMENT_PROPOSAL_READ', 'ROLE_ROUND_READ', 'ROLE_ASSIGNMENT_READ'])).toEqual(['ASSIGNMENT', 'ROUND', 'PROPOSAL', 'STORY']);
    // Kinds the index does not hold yet are not offered, whoever may read them.
    expect(readableKinds(['ROLE_CHAT_READ'])).toEqual([]);
    expect(readableKinds(undefined)).toEqual([]);
  });

  it('opens an assignment, a reportage, a production, a report, a round, a proposal and a story on their pages', () => {
    expect(hitPath({ kind: 'ASSIGNMENT', id: 1_000_000_000_007 })).toBe('/assignments/assignment/1000000000007');
    expect(hitPath({ kind: 'REPORTAGE', id: 1_000_000_000_008 })).toBe('/reportages/reportageView/1000000000008');
    expect(hitPath({ kind: 'STORY', id: 42 })).toBe('/story/42');
    expect(hitPath({ kind: 'PRODUCTION', id: 1_000_000_000_009 })).toBe('/productions/production/1000000000009');
    expect(hitPath({ kind: 'REPORT', id: 1_000_000_000_010 })).toBe('/reports/report/1000000000010');
    expect(hitPath({ kind: 'ROUND', id: 1_000_000_000_011 })).toBe('/rounds/round/1000000000011');
    expect(hitPath({ kind: 'PROPOSAL', id: 1_000_000_000_012 })).toBe('/proposals/proposal/1000000000012');
  });
});
