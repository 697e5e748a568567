/**
 * A rundown moved to another date (`PATCH /api/rundowns/{id}` `date`, by anyone: the `rundown updated`
 * message brings the new date to the cached rundown) now lives at another address: the page follows it,
 * in the same document. The rundown is put in the cache under its new address first, so the page never
 * goes blank; the old address is asked again (it can now hold a new rundown).
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { Rundown } from '@newsroom/api';
import { useAppDispatch } from '../../app/hooks';
import { keyId, rundownApi, type RundownKey } from './rundownApi';
import { movedPath } from './rundownTimes';

export function useFollowDate(key: RundownKey, rundown: Rundown | undefined) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const moved = rundown && rundown.programId === key.programId && rundown.date !== key.date ? rundown : null;

  useEffect(() => {
    if (!moved) return;
    const next: RundownKey = { date: moved.date, programId: key.programId };
    void dispatch(rundownApi.util.upsertQueryData('rundownExists', next, { status: 'EXIST' }));
    void dispatch(rundownApi.util.upsertQueryData('rundown', next, moved));
    dispatch(rundownApi.util.invalidateTags([{ type: 'RundownExists', id: keyId(key) }]));
    void navigate({ pathname: movedPath(pathname, key.date, moved.date), search }, { replace: true });
  }, [dispatch, navigate, moved, key, pathname, search]);
}
