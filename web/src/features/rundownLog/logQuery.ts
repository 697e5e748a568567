/** The filter and page of the rundown log, and the query string the API wants for it. */
import { logActionValues, type LogAction, type RundownId } from '@newsroom/api';

export const LOG_PAGE_SIZE = 25;

export interface LogQuery {
  rundownId: RundownId;
  /** Text searched in the descriptions; blank: no filter. */
  description: string;
  /** The actions shown; none chosen: every action. */
  actions: readonly LogAction[];
  /** Zero-based. */
  page: number;
  size?: number;
}

/**
 * `description`, `actions` (comma-separated, in the API's order) and paging; an empty description and an
 * empty action list are left out (web.md section 5: an empty filter is dropped before the call).
 */
export function logParams({ description, actions, page, size = LOG_PAGE_SIZE }: LogQuery): Record<string, string | number> {
  const params: Record<string, string | number> = {};
  const text = description.trim();
  if (text) params.description = text;
  const chosen = logActionValues.filter((a) => actions.includes(a));
  if (chosen.length && chosen.length < logActionValues.length) params.actions = chosen.join(',');
  params.page = Math.max(0, Math.floor(page));
  params.size = size;
  return params;
}

/** "26–50" of a page, and how many pages there are (at least one). */
export function pageRange(page: number, total: number, size = LOG_PAGE_SIZE): { from: number; to: number; pages: number } {
  const pages = Math.max(1, Math.ceil(total / size));
  if (total === 0) return { from: 0, to: 0, pages };
  return { from: page * size + 1, to: Math.min(total, (page + 1) * size), pages };
}

/** Adds or removes an action from the filter. */
export const toggleAction = (actions: readonly LogAction[], action: LogAction): LogAction[] =>
  actions.includes(action) ? actions.filter((a) => a !== action) : logActionValues.filter((a) => a === action || actions.includes(a));
