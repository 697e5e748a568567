/**
 * The rundown of a program on a day, if it has one: `GET /api/rundowns/exists` first, then the rundown
 * itself (followed live while in use) only when it exists, so a day without one is told apart from a
 * failure. Nothing is created here.
 */
import { skipToken } from '@reduxjs/toolkit/query';
import type { CallError, Rundown } from '@newsroom/api';
import { useRundownExistsQuery, useRundownQuery, type RundownKey } from './rundownApi';

export type RundownOfDay =
  | { status: 'loading' }
  | { status: 'none' }
  | { status: 'failed'; error: CallError }
  | { status: 'found'; rundown: Rundown };

/** `key` null: nothing asked yet (no program, or no valid day), `loading`. */
export function useRundownOfDay(key: RundownKey | null): RundownOfDay {
  // `currentData`: the answer for this key, never the one of the day chosen before.
  const exists = useRundownExistsQuery(key ?? skipToken, { refetchOnMountOrArgChange: true });
  const found = exists.currentData?.status === 'EXIST';
  const rundown = useRundownQuery(key !== null && found ? key : skipToken);
  const failed = (query: { isError: boolean; isFetching: boolean; error?: CallError }): RundownOfDay => (query.isError && !query.isFetching ? { status: 'failed', error: query.error } : { status: 'loading' });
  if (!exists.currentData) return failed(exists);
  if (!found) return { status: 'none' };
  return rundown.currentData ? { status: 'found', rundown: rundown.currentData } : failed(rundown);
}
