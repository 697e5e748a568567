/**
 * The day /productions lists, kept in its address (`?date=&programId=&onlyNotDone=true`): the documents'
 * day (documents/day.ts), and `onlyNotDone` only when on. Pure.
 */
import { dayOfUrl as documentDayOfUrl, urlOfDay as urlOfDocumentDay } from '../documents/day';
import type { ProductionDay } from './productionsApi';

export function dayOfUrl(params: URLSearchParams, today?: string): ProductionDay {
  return { ...documentDayOfUrl(params, today), onlyNotDone: params.get('onlyNotDone') === 'true' };
}

export function urlOfDay({ onlyNotDone, ...day }: ProductionDay): Record<string, string> {
  return { ...urlOfDocumentDay(day), ...(onlyNotDone ? { onlyNotDone: 'true' } : {}) };
}
