/**
 * The edit lock of a document open in its editor (issue 13, "The document base"): assignments in their
 * dialog (useAssignmentLock), reportages on their edit page (useReportageLock). The rules and calls of
 * story locks (`/api/locks/{id}`; ids from 10^12 are documents), the same states (editLock.ts) and the
 * same banner (LockBanner). Taken when the editor opens, renewed at a third of its `ttl` (only extending
 * it), released when the editor closes or the page goes away; a save carries this tab's uuid (`lockUuid`).
 *
 * The lock events of the kind's topic (`lock`, `take_over`, `unlock` of `/topic/assignments`,
 * `/topic/reportages`) move it at once: a tab taken over is told as it happens, one waiting for a freed
 * lock asks for it when it is released. Should an event be missed, a refused renewal or a save answering
 * `lock_lost` tells the same, and while another editor holds it, the tab asks again every
 * {@link BUSY_RETRY_MS}. The editor keeps what was typed either way.
 */
import { useCallback, useEffect, useLayoutEffect, useMemo, useReducer, useRef, useState } from 'react';
import type { DocumentId, StoryId, StoryLock } from '@newsroom/api';
import { useAppDispatch } from '../../app/hooks';
import { browserHub } from '../../shared/stomp/browserHub';
import { canEdit, editLockReducer, holderOf, initialEditLock, renewalPeriodMs, type EditLock } from './editLock';
import { answerTake, renewHeld, serial, UNTRACKED, useTakeOver } from './editLockCalls';
import { editorUuid, ownHolder } from './editorInstance';
import { releaseLockOnUnload, storyApi, type LockKey } from './storyApi';
import type { StoryLockControl } from './useStoryLock';

/** While another editor holds the lock (or the server could not be reached): how often to ask again. */
export const BUSY_RETRY_MS = 10_000;

/** What a document topic says about one document's edit lock (`AssignmentEvent`, `ReportageEvent`). */
export interface DocumentLockMessage {
  event: 'created' | 'updated' | 'deleted' | 'restored' | 'lock' | 'take_over' | 'unlock' | 'hidden';
  id: DocumentId;
  lock: StoryLock | null;
}

/** The topic of a kind of document: where its events come, and how to recognise one. A module constant. */
export interface DocumentTopic {
  destination: string;
  isEvent: (body: unknown) => body is DocumentLockMessage;
}

/** `id` null: no document, or one the user may not edit (read only, no lock asked for). */
export function useDocumentLock(id: DocumentId | null, topic: DocumentTopic): StoryLockControl {
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
    dispatch(storyApi.endpoints.allLocks.initiate(undefined, { forceRefetch: true, subscribe: false }))
      .unwrap()
      .then((all) => mounted.current && setListed(all.find((l) => l.storyId === key) ?? null))
      .catch(() => mounted.current && setListed(null));
  }, [dispatch, key]);

  // Asking for it: when the editor opens, and again while someone else holds it.
  useEffect(() => {
    if (state.status !== 'opening' || id === null) return;
    let cancelled = false;
    answerTake(put(false), { send, refused: findHolder, cancelled: () => cancelled, settled: () => setSettled(true) });
    return () => {
      cancelled = true;
    };
  }, [state.status, id, put, findHolder]);

  // Renewing while held (only extending: a free lock is taken back by this open editor; someone else's
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

  // Released when the editor closes, and when the page goes away.
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
  const { destination, isEvent } = topic;
  useEffect(() => {
    if (id === null) return;
    return browserHub().subscribe(destination, {
      onMessage(body) {
        if (!isEvent(body) || body.id !== id || body.lock === null) return;
        if (body.event !== 'lock' && body.event !== 'take_over' && body.event !== 'unlock') return;
        send({ type: 'event', event: { event: body.event, data: body.lock }, own: ownHolder() });
      },
      onSubscribed(again) {
        if (!again) return;
        if (stateRef.current.status === 'held') renewHeld(put, () => mounted.current && stateRef.current.status === 'held', { send, refused: findHolder });
        else send({ type: 'open' });
      },
    });
  }, [id, destination, isEvent, put, findHolder]);

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
