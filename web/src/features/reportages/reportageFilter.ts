/**
 * The reportage filter (web.md section 3: "slug, content, reporterId, programId, allPrograms"; section 5:
 * its rules and paging) as the list keeps it in its address, and as `GET /api/reportages/pageFilter`
 * takes it. Pure.
 */
import { isIsoDate } from '@newsroom/time';
import { parseId, type ProgramId, type UserId } from '@newsroom/api';

/** Reportages per page of the list and of the trash (web.md section 9). */
export const REPORTAGES_PAGE_SIZE = 15;

export interface ReportageFilter {
  /** Slug containing this; blank: any. */
  slug: string;
  /** Text of a section containing this; blank: any. */
  content: string;
  reporterId: UserId | null;
  /** null: every program the user may see. */
  programId: ProgramId | null;
  /** YYYY-MM-DD, or '' for any day. */
  date: string;
  /** From 0. */
  page: number;
}

export const EMPTY_FILTER: ReportageFilter = { slug: '', content: '', reporterId: null, programId: null, date: '', page: 0 };

const positive = (id: number | null): id is number => id !== null && id > 0;

/**
 * The query of `GET /api/reportages/pageFilter`: a blank slug or content is left out, an id of 0 or less
 * is no filter, and with no program chosen every program counts (`allPrograms=true`), web.md section 5.
 */
export function filterParams({ slug, content, reporterId, programId, date, page }: ReportageFilter): Record<string, string | number | boolean> {
  const params: Record<string, string | number | boolean> = {};
  if (slug.trim()) params.slug = slug.trim();
  if (content.trim()) params.content = content.trim();
  if (positive(reporterId)) params.reporterId = reporterId;
  if (positive(programId)) params.programId = programId;
  else params.allPrograms = true;
  if (isIsoDate(date)) params.date = date;
  params.offset = Math.max(0, page) * REPORTAGES_PAGE_SIZE;
  params.size = REPORTAGES_PAGE_SIZE;
  return params;
}

/** The filter a list address says (`/reportages?slug=&content=&reporterId=&programId=&date=&page=`); what it cannot read is left out. */
export function filterOfUrl(params: URLSearchParams): ReportageFilter {
  const page = Number(params.get('page') ?? '');
  const date = params.get('date') ?? '';
  return {
    slug: params.get('slug') ?? '',
    content: params.get('content') ?? '',
    reporterId: parseId<UserId>(params.get('reporterId')),
    programId: parseId<ProgramId>(params.get('programId')),
    date: isIsoDate(date) ? date : '',
    page: Number.isInteger(page) && page > 0 ? page : 0,
  };
}

/** The address of a filter: only its conditions (blank texts, no id, any day and the first page left out). */
export function urlOfFilter(filter: ReportageFilter): Record<string, string> {
  const url: Record<string, string> = {};
  if (filter.slug) url.slug = filter.slug;
  if (filter.content) url.content = filter.content;
  if (positive(filter.reporterId)) url.reporterId = String(filter.reporterId);
  if (positive(filter.programId)) url.programId = String(filter.programId);
  if (filter.date) url.date = filter.date;
  if (filter.page > 0) url.page = String(filter.page);
  return url;
}
