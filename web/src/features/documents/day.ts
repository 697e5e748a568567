/**
 * A day of documents as the API asks for it (`DayRequest`: the assignments, productions or reports of a
 * day, the day's counter of assignments and of reportages): of one program, or of every program the caller
 * may see; and as a list keeps it in its address (`?date=&programId=`), so that a link or a reload shows
 * the same list. Pure.
 */
import { parseId, type ProgramId } from '@newsroom/api';
import { isIsoDate, todayIso } from '@newsroom/time';

export interface DocumentDay {
  /** YYYY-MM-DD. */
  date: string;
  /** null: every program the caller may see. */
  programId: ProgramId | null;
}

/** The query of `GET /api/assignments`, `/api/productions`, `/api/reports`, `/api/assignments/counter`, `/api/reportages/counter`. */
export function dayParams({ date, programId }: DocumentDay): Record<string, string | number | boolean> {
  return programId === null ? { date, allPrograms: true } : { date, programId };
}

/** The day of a list's address: a missing or wrong date is today, no program (or one of 0 or less) every program. */
export function dayOfUrl(params: URLSearchParams, today: string = todayIso()): DocumentDay {
  const date = params.get('date') ?? '';
  return { date: isIsoDate(date) ? date : today, programId: parseId<ProgramId>(params.get('programId')) };
}

/** The address of a day, without empty values. */
export function urlOfDay({ date, programId }: DocumentDay): Record<string, string> {
  return { date, ...(programId === null ? {} : { programId: String(programId) }) };
}
