/**
 * The edit lock of the assignment open in the edit dialog (issue 13, "The document base"): the rules and
 * calls of story locks (`/api/locks/{id}`; ids from 10^12 are documents), the same states (editLock.ts)
 * and the same banner. Taken when the dialog opens, renewed at a third of its `ttl` (only extending it),
 * released when the dialog closes or the page goes away; a save carries this tab's uuid (`lockUuid`).
 *
 * The lock events of `/topic/assignments` (`lock`, `take_over`, `unlock`) move it at once: a tab taken
 * over is told as it happens, one waiting for a freed lock asks for it when it is released. Should an
 * event be missed, a refused renewal or a save answering `lock_lost` tells the same, and while another
 * editor holds it, the tab asks again every {@link BUSY_RETRY_MS}. The form keeps what was typed either way.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { DocumentId, StoryId, StoryLock } from '@newsroom/api';
import { useAppDispatch } from '../../app/hooks';
import { canEdit, editLockReducer, holderOf, initialEditLock, renewalPeriodMs, type EditLock } from '../story/editLock';
import { answerTake, renewHeld, serial, UNTRACKED, useTakeOver } from '../story/editLockCalls';
import { editorUuid, ownHolder } from '../story/editorInstance';
import { isAssignmentEvent } from '@newsroom/stomp';
import { browserHub } from '../../shared/stomp/browserHub';
import { releaseLockOnUnload, storyApi, type LockKey } from '../story/storyApi';
import type { StoryLockControl } from '../story/useStoryLock';
import { assignmentsApi } from './assignmentsApi';

/** While another editor holds the lock (or the server could not be reached): how often to ask again. */
export const BUSY_RETRY_MS = 10_000;

export function useAssignmentLock(id: DocumentId | null): StoryLockControl {
  const dispatch = useAppDispatch();
  // One id space for stories and documents: the lock calls take either.
  const key = (id ?? 0) as unknown as StoryId;
  const reducer = useMemo(() => editLockReducer(key), [key]);
  const [state, send] = useReducer(reducer, id !== null, initialEditLock);
  const [settled, setSettled] = useState(id === null);
  const [listed, setListed] = useState<StoryLock | null>(null);
  const stateRef = useRef<EditLock>(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  });
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const put = useCallback(
    (renew: boolean) => serial(key, () => dispatch(storyApi.endpoints.renewLock.initiate({ id: key, uuid: editorUuid(), renew }, UNTRACKED)).unwrap()),
    [dispatch, key],
  );

  /** Who holds it, from the lock list (null when this user may not read it). */
  const findHolder = useCallback(() => {
    dispatch(assignmentsApi.endpoints.locks.initiate(undefined, { forceRefetch: true, subscribe: false }))
      .unwrap()
      .then((all) => mounted.current && setListed(all.find((l) => l.storyId === key) ?? null))
      .catch(() => mounted.current && setListed(null));
  }, [dispatch, key]);

  // Asking for it: when the dialog opens, and again while someone else holds it.
  useEffect(() => {
    if (state.status !== 'opening' || id === null) return;
    let cancelled = false;
    answerTake(put(false), { send, refused: findHolder, cancelled: () => cancelled, settled: () => setSettled(true) });
    return () => {
      cancelled = true;
    };
  }, [state.status, id, put, findHolder]);

  // Renewing while held (only extending: a free lock is taken back by this open dialog; someone else's
  // means it was taken over); asking again while busy, lost or failed.
  // A renewal timer does nothing once the lock is no longer held (it may fire after the state changed and
  // before this effect's cleanup ran); the retry timer of busy, lost and failed asks again.
  const every = state.status === 'held' ? renewalPeriodMs(state.lock) : state.status === 'busy' || state.status === 'lost' || state.status === 'failed' ? BUSY_RETRY_MS : undefined;
  const renewing = state.status === 'held';
  useEffect(() => {
    if (!every) return;
    const timer = setInterval(() => {
      const held = stateRef.current.status === 'held';
      if (held !== renewing) return;
      if (!held) {
        send({ type: 'open' });
        return;
      }
      renewHeld(put, () => mounted.current && stateRef.current.status === 'held', { send, refused: findHolder });
    }, every);
    return () => clearInterval(timer);
  }, [renewing, every, put, findHolder]);

  // Released when the dialog closes, and when the page goes away.
  useEffect(() => {
    if (id === null) return;
    const lockKey: LockKey = { id: key, uuid: editorUuid() };
    const onPageHide = () => releaseLockOnUnload(lockKey);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      serial(key, () => dispatch(storyApi.endpoints.releaseLock.initiate(lockKey, UNTRACKED)).unwrap()).catch(() => {});
    };
  }, [id, key, dispatch]);

  // Its lock events, as they happen; after a reconnect (events may have been missed), ask again.
  useEffect(() => {
    if (id === null) return;
    return browserHub().subscribe('/topic/assignments', {
      onMessage(body) {
        if (!isAssignmentEvent(body) || body.id !== id || body.lock === null) return;
        if (body.event !== 'lock' && body.event !== 'take_over' && body.event !== 'unlock') return;
        send({ type: 'event', event: { event: body.event, data: body.lock }, own: ownHolder() });
      },
      onSubscribed(again) {
        if (!again) return;
        if (stateRef.current.status === 'held') renewHeld(put, () => mounted.current && stateRef.current.status === 'held', { send, refused: findHolder });
        else send({ type: 'open' });
      },
    });
  }, [id, put, findHolder]);

  const { takeOver, takingOver, takeOverError } = useTakeOver(key, send);

  return {
    state,
    settled,
    canEdit: canEdit(state),
    holder: canEdit(state) ? null : (holderOf(state) ?? listed),
    uuid: editorUuid(),
    takeOver,
    takingOver,
    takeOverError,
    retry: useCallback(() => send({ type: 'open' }), []),
    revoked: useCallback(() => {
      send({ type: 'revoked' });
      findHolder();
    }, [findHolder]),
  };
}
