/**
 * The rundown a screen opens when its address names none (the /rundown picker's first choice, /scripts):
 * today's, of the first program the caller may see (`GET /api/programs` lists only those, in order).
 */
import type { Program } from '@newsroom/api';
import { todayIso } from '@newsroom/time';
import type { RundownKey } from './rundownApi';

/** The first program of the caller's list, or null when they may see none. */
export const defaultProgramId = (programs: readonly Pick<Program, 'id'>[] | undefined): number | null => programs?.[0]?.id ?? null;

/** Today's rundown of the first program, or null when the caller may see no program. */
export function defaultRundownKey(programs: readonly Pick<Program, 'id'>[] | undefined): RundownKey | null {
  const programId = defaultProgramId(programs);
  return programId === null ? null : { date: todayIso(), programId };
}
