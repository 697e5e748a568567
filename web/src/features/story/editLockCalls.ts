/**
 * The lock calls every editor shares (stories: useStoryLock; documents: useDocumentLock), over the
 * one `/api/locks/{id}` surface: what a take's answer means for the lock state, a renewal that only
 * extends the lock (and takes back one that ran out while the editor is still open), and Take over.
 * Requests about one id go out one after the other (`serial`).
 */
import { useCallback, useState, type Dispatch } from 'react';
import { errorCodeOf, type ApiErrorCode, type StoryId, type StoryLock } from '@newsroom/api';
import { useAppDispatch } from '../../app/hooks';
import type { EditLockAction } from './editLock';
import { editorUuid, noteOwnHolder } from './editorInstance';
import { storyApi } from './storyApi';

/** Lock calls keep no mutation entry in the store (a renewal every 40 s would pile them up). */
export const UNTRACKED = { track: false } as const;

const queues = new Map<StoryId, Promise<unknown>>();

/** Runs `task` after every earlier lock request about the same story (or document) has finished. */
export function serial<T>(id: StoryId, task: () => Promise<T>): Promise<T> {
  const run = (queues.get(id) ?? Promise.resolve()).then(task, task);
  const tail = run.catch(() => undefined);
  queues.set(id, tail);
  void tail.then(() => queues.get(id) === tail && queues.delete(id));
  return run;
}

interface Handlers {
  send: Dispatch<EditLockAction>;
  /** Someone else holds it: find out who. */
  refused: () => void;
}

/**
 * Applies the answer to asking for the lock: granted, refused (409 `locked`: someone else holds it) or
 * failed (the network); nothing once `cancelled()`. `settled` runs after either answer.
 */
export function answerTake(ask: Promise<StoryLock>, { send, refused, cancelled, settled }: Handlers & { cancelled: () => boolean; settled: () => void }): void {
  ask.then(
    (lock) => {
      if (cancelled()) return;
      noteOwnHolder(lock);
      send({ type: 'granted', lock });
      settled();
    },
    (error) => {
      if (cancelled()) return;
      if (errorCodeOf(error) === 'locked') {
        send({ type: 'refused' });
        refused();
      } else send({ type: 'failed' });
      settled();
    },
  );
}

/**
 * Renews a held lock, only extending it (`put(true)`): when it ran out and is free (409 `lock_lost`, say
 * after the laptop slept) and the editor `stillHeld()` it, takes it back; when someone else has it
 * (409 `locked`), revokes it. A network failure is left to the next renewal.
 */
export function renewHeld(put: (renew: boolean) => Promise<StoryLock>, stillHeld: () => boolean, { send, refused }: Handlers): void {
  put(true)
    .catch((error) => (errorCodeOf(error) === 'lock_lost' && stillHeld() ? put(false) : Promise.reject(error)))
    .then(noteOwnHolder, (error) => {
      if (errorCodeOf(error) === 'locked') {
        send({ type: 'revoked' });
        refused();
      }
    });
}

/** Take over: the lock moves to this tab, whose holder is told (at once with events, else at its next renewal). */
export function useTakeOver(id: StoryId, send: Dispatch<EditLockAction>) {
  const dispatch = useAppDispatch();
  const [takingOver, setTakingOver] = useState(false);
  const [takeOverError, setTakeOverError] = useState<ApiErrorCode | null>(null);
  const takeOver = useCallback(async () => {
    setTakingOver(true);
    setTakeOverError(null);
    try {
      const lock = await serial(id, () => dispatch(storyApi.endpoints.takeOverLock.initiate({ id, uuid: editorUuid() }, UNTRACKED)).unwrap());
      noteOwnHolder(lock);
      send({ type: 'granted', lock });
    } catch (error) {
      setTakeOverError(errorCodeOf(error as Parameters<typeof errorCodeOf>[0]));
    } finally {
      setTakingOver(false);
    }
  }, [dispatch, id, send]);
  return { takeOver, takingOver, takeOverError };
}
