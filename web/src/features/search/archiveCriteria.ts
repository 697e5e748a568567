/**
 * The archive's search (docs/adr/0004-search.md, "The archive"): the general search held to the days
 * before today. Its address is the search's (`/archive?q=&kinds=&programId=&from=&to=&page=`); a
 * missing `to`, or one from today on, is yesterday, so the archive never shows the day's work.
 * Without words it lists every document of the period, newest day first.
 */
import { shiftDate, todayIso } from '@newsroom/time';
import { criteriaOfUrl, type SearchCriteria } from './searchCriteria';

/** The last day the archive holds: yesterday, in the browser's day. */
export const lastArchivedDay = (today: string = todayIso()): string => shiftDate(today, -1);

/** The archive's criteria an address asks for, its days ending yesterday at the latest. */
export function archiveCriteriaOf(params: URLSearchParams, today: string = todayIso()): SearchCriteria {
  const criteria = criteriaOfUrl(params);
  const last = lastArchivedDay(today);
  const to = criteria.to && criteria.to <= last ? criteria.to : last;
  return { ...criteria, to, from: criteria.from && criteria.from > to ? to : criteria.from };
}
