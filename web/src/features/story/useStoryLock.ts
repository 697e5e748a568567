/**
 * The edit lock of the story an editor has open (editLock.ts has the states): opening the story takes it
 * (`GET /api/stories/{id}?lock=true&uuid=`), it is renewed at a third of the `ttl` the server gives with it
 * (it expires `ttl` after the last renewal; a renewal only extends it, so one still on the wire when the tab
 * closed takes nothing) and released when the editor closes or the page goes away. The
 * lock events of the rundown's topic tell at once when it changes hands; while another editor holds it, it
 * is asked for again as soon as it is freed or expires (the server sends `unlock` then too), and every
 * minute in case an event was missed.
 *
 * Requests about one story's lock go out one after the other (`serial`): a release sent as an editor
 * closes must reach the server before the lock is asked for again by the next one (the same story opened
 * alone after beside the rundown, or React's development double mount), or it would free the new lock.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useAppDispatch } from '../../app/hooks';
import type { ApiErrorCode, RundownId, StoryId, StoryLock } from '@newsroom/api';
import { isStoryLockEvent } from '@newsroom/stomp';
import { browserHub } from '../../shared/stomp/browserHub';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { canEdit, editLockReducer, holderOf, initialEditLock, renewalPeriodMs, type EditLock } from './editLock';
import { answerTake, renewHeld, serial, UNTRACKED, useTakeOver } from './editLockCalls';
import { editorUuid, ownHolder } from './editorInstance';
import { lockOf } from './lockList';
import { releaseLockOnUnload, storyApi, useStoryLocksQuery } from './storyApi';

/** While another editor holds the lock: how often to ask again (an expiry is announced; this is a safety net). */
export const RETRY_MS = 60_000;
/** After a failure to reach the server. */
const FAILED_RETRY_MS = 15_000;

/** How often to act in `state`: renew while held (a third of the lock's TTL), ask again otherwise. */
function periodOf(state: EditLock): number | undefined {
  switch (state.status) {
    case 'held':
      return renewalPeriodMs(state.lock);
    case 'busy':
    case 'lost':
      return RETRY_MS;
    case 'failed':
      return FAILED_RETRY_MS;
    default:
      return undefined;
  }
}

export interface StoryLockControl {
  state: EditLock;
  /** False until the first answer about the lock: the editor waits for it before it is drawn. */
  settled: boolean;
  canEdit: boolean;
  /** Whoever else holds the lock (from the lock state, else the lock list), or null. */
  holder: StoryLock | null;
  /** This tab's editor instance. */
  uuid: string;
  takeOver: () => Promise<void>;
  takingOver: boolean;
  takeOverError: ApiErrorCode | null;
  /** Asks for the lock again (after a failure). */
  retry: () => void;
  /** A save answered `lock_lost`. */
  revoked: () => void;
}

export function useStoryLock(storyId: StoryId, rundownId: RundownId | undefined, mayWrite: boolean): StoryLockControl {
  const dispatch = useAppDispatch();
  const { data: me } = useMeQuery();
  const reducer = useMemo(() => editLockReducer(storyId), [storyId]);
  const [state, send] = useReducer(reducer, mayWrite, initialEditLock);
  const [settled, setSettled] = useState(!mayWrite);
  const stateRef = useRef(state);
  useLayoutEffect(() => {
    stateRef.current = state;
  });
  const opened = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const { data: locks } = useStoryLocksQuery(rundownId as RundownId, {
    skip: rundownId === undefined || !hasRole(me?.roles, ROLES.storyRead),
    pollingInterval: RETRY_MS,
  });
  const refreshLocks = useCallback(() => {
    if (rundownId !== undefined) void dispatch(storyApi.endpoints.storyLocks.initiate(rundownId, { forceRefetch: true, subscribe: false }));
  }, [dispatch, rundownId]);

  const renew = useCallback(() => {
    const uuid = editorUuid();
    const put = (renew: boolean) => serial(storyId, () => dispatch(storyApi.endpoints.renewLock.initiate({ id: storyId, uuid, renew }, UNTRACKED)).unwrap());
    // A renewal answered after the editor closed takes nothing back.
    renewHeld(put, () => mounted.current && stateRef.current.status === 'held', { send, refused: refreshLocks });
  }, [dispatch, storyId, refreshLocks]);
  // The effects below call the latest `renew` without depending on it: the lock must not be released and
  // taken again because the rundown id became known.
  const renewLatest = useRef(renew);
  useLayoutEffect(() => {
    renewLatest.current = renew;
  });

  // Asking for the lock: the first time with the document, then alone.
  useEffect(() => {
    if (state.status !== 'opening') return;
    let cancelled = false;
    const uuid = editorUuid();
    const ask = opened.current
      ? () => dispatch(storyApi.endpoints.renewLock.initiate({ id: storyId, uuid }, UNTRACKED)).unwrap()
      : () =>
          dispatch(storyApi.endpoints.openStoryForEdit.initiate({ id: storyId, uuid }, UNTRACKED))
            .unwrap()
            .then((doc) => doc.lock ?? Promise.reject(new Error('no lock in the answer')));
    answerTake(serial(storyId, ask), {
      send,
      refused: refreshLocks,
      cancelled: () => cancelled,
      settled: () => {
        opened.current = true;
        setSettled(true);
      },
    });
    return () => {
      cancelled = true;
    };
  }, [state.status, dispatch, storyId, refreshLocks]);

  // Renewing while held; asking again while someone else holds it (or the server could not be reached).
  // A timer belongs to the state it was set for: one that fires after the state changed but before this
  // effect's cleanup ran (passive effects run after paint) does nothing; the new state has its own.
  const every = periodOf(state);
  const status = state.status;
  useEffect(() => {
    if (!every) return;
    const timer = setInterval(() => {
      if (stateRef.current.status !== status) return;
      if (status === 'held') renewLatest.current();
      else send({ type: 'open' });
    }, every);
    return () => clearInterval(timer);
  }, [status, every]);

  // The lock events of the rundown's topic; after a reconnect (events may have been missed), ask again.
  const follows = mayWrite && rundownId !== undefined && hasRole(me?.roles, ROLES.rundownRead);
  useEffect(() => {
    if (!follows) return;
    return browserHub().subscribe(`/topic/rundowns/${rundownId}`, {
      onMessage(body) {
        if (!isStoryLockEvent(body) || body.data.storyId !== storyId) return;
        const own = ownHolder();
        // This tab's lock freed by someone else's hand (a logout of this session elsewhere): take it back.
        if (body.event === 'unlock' && body.data.holder === own && stateRef.current.status === 'held') renewLatest.current();
        send({ type: 'event', event: body, own });
      },
      onSubscribed(again) {
        if (!again) return;
        if (stateRef.current.status === 'held') renewLatest.current();
        else send({ type: 'open' });
      },
    });
  }, [follows, rundownId, storyId]);

  // Released when the editor closes, and when the page goes away (back from the page cache: taken again).
  useEffect(() => {
    if (!mayWrite) return;
    const onPageHide = () => releaseLockOnUnload({ id: storyId, uuid: editorUuid() });
    const onPageShow = (e: PageTransitionEvent) => {
      if (!e.persisted) return;
      if (stateRef.current.status === 'held') renewLatest.current();
      else send({ type: 'open' });
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      const uuid = editorUuid();
      serial(storyId, () => dispatch(storyApi.endpoints.releaseLock.initiate({ id: storyId, uuid }, UNTRACKED)).unwrap()).catch(() => {});
    };
  }, [mayWrite, storyId, dispatch]);

  const { takeOver, takingOver, takeOverError } = useTakeOver(storyId, send);

  const uuid = editorUuid();
  const listed = rundownId === undefined ? null : lockOf(locks, storyId);
  const holder = canEdit(state) ? null : (holderOf(state) ?? (listed && listed.holder !== ownHolder() ? listed : null));

  return {
    state,
    settled,
    canEdit: canEdit(state),
    holder,
    uuid,
    takeOver,
    takingOver,
    takeOverError,
    retry: useCallback(() => send({ type: 'open' }), []),
    revoked: useCallback(() => {
      send({ type: 'revoked' });
      refreshLocks();
    }, [refreshLocks]),
  };
}
