/**
 * The day /productions lists, kept in its address (`?date=&programId=&onlyNotDone=true`) so that a link
 * or a reload shows the same list: a missing or wrong date is today, no program is every program the
 * caller may see, `onlyNotDone` only when on. Pure.
 */
import { parseId, type ProgramId } from '@newsroom/api';
import { isIsoDate, todayIso } from '@newsroom/time';
import type { ProductionDay } from './productionsApi';

export function dayOfUrl(params: URLSearchParams, today: string = todayIso()): ProductionDay {
  const date = params.get('date') ?? '';
  return { date: isIsoDate(date) ? date : today, programId: parseId<ProgramId>(params.get('programId')), onlyNotDone: params.get('onlyNotDone') === 'true' };
}

export function urlOfDay({ date, programId, onlyNotDone }: ProductionDay): Record<string, string> {
  return { date, ...(programId === null ? {} : { programId: String(programId) }), ...(onlyNotDone ? { onlyNotDone: 'true' } : {}) };
}
