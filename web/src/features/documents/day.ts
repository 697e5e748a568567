/**
 * A day of documents as the API asks for it (`DayRequest`: the assignments of a day, the day's counter of
 * assignments and of reportages): of one program, or of every program the caller may see. Pure.
 */
import type { ProgramId } from '@newsroom/api';

export interface DocumentDay {
  /** YYYY-MM-DD. */
  date: string;
  /** null: every program the caller may see. */
  programId: ProgramId | null;
}

/** The query of `GET /api/assignments`, `/api/assignments/counter`, `/api/reportages/counter`. */
export function dayParams({ date, programId }: DocumentDay): Record<string, string | number | boolean> {
  return programId === null ? { date, allPrograms: true } : { date, programId };
}
