/**
 * A search as the page holds it, and its two written forms: the address (`/search?q=&mode=&kinds=...`,
 * so a search can be bookmarked and Back goes to the previous one) and the query of `GET /api/search`
 * (empty strings and absent ids left out, web.md section 5; the page as `offset` and `size`).
 */
import { documentKindValues, parseId, type DocumentKind, type ProgramId } from '@newsroom/api';

/** How the words combine (mobile.md section 4), in the spec's order; SHOULD is the server's default. */
export const SEARCH_MODES = ['FUZZY', 'MUST', 'PHRASE', 'SHOULD'] as const;
export type SearchMode = (typeof SEARCH_MODES)[number];
export const DEFAULT_MODE: SearchMode = 'SHOULD';

/** Hits per page (web.md section 9's page of documents; the server's default too). */
export const SEARCH_PAGE_SIZE = 15;

export interface SearchCriteria {
  /** The words, as typed. */
  q: string;
  mode: SearchMode;
  /** None: every kind the user may read. */
  kinds: DocumentKind[];
  programId: ProgramId | null;
  /** A document state (PRODUCING, ...); empty: any. */
  state: string;
  /** `YYYY-MM-DD` or empty. */
  from: string;
  to: string;
  /** From 0. */
  page: number;
}

export const EMPTY_CRITERIA: SearchCriteria = { q: '', mode: DEFAULT_MODE, kinds: [], programId: null, state: '', from: '', to: '', page: 0 };

const isMode = (value: string | null): value is SearchMode => (SEARCH_MODES as readonly (string | null)[]).includes(value);
const isKind = (value: string): value is DocumentKind => (documentKindValues as readonly string[]).includes(value);

/** The search an address asks for; what it cannot read (an unknown mode or kind, a bad page) is left at its default. */
export function criteriaOfUrl(params: URLSearchParams): SearchCriteria {
  const mode = params.get('mode');
  const page = Number(params.get('page') ?? '');
  const kinds = (params.get('kinds') ?? '').split(',').map((k) => k.trim()).filter(isKind);
  return {
    q: params.get('q') ?? '',
    mode: isMode(mode) ? mode : DEFAULT_MODE,
    kinds: documentKindValues.filter((k) => kinds.includes(k)),
    programId: parseId<ProgramId>(params.get('programId')),
    state: params.get('state') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: Number.isSafeInteger(page) && page > 0 ? page : 0,
  };
}

/** The address's query of a search: only what differs from no condition (the default mode and the first page are left out). */
export function urlOfCriteria(c: SearchCriteria): Record<string, string> {
  const url: Record<string, string> = {};
  if (c.q.trim()) url.q = c.q;
  if (c.mode !== DEFAULT_MODE) url.mode = c.mode;
  if (c.kinds.length) url.kinds = c.kinds.join(',');
  if (c.programId !== null) url.programId = String(c.programId);
  if (c.state) url.state = c.state;
  if (c.from) url.from = c.from;
  if (c.to) url.to = c.to;
  if (c.page > 0) url.page = String(c.page);
  return url;
}

/** The query of `GET /api/search`: no empty string, no absent id. */
export function apiParamsOf(c: SearchCriteria): Record<string, string | number> {
  const params: Record<string, string | number> = { q: c.q.trim(), mode: c.mode };
  if (c.kinds.length) params.kinds = c.kinds.join(',');
  if (c.programId !== null) params.programId = c.programId;
  if (c.state) params.state = c.state;
  if (c.from) params.from = c.from;
  if (c.to) params.to = c.to;
  params.offset = c.page * SEARCH_PAGE_SIZE;
  params.size = SEARCH_PAGE_SIZE;
  return params;
}
