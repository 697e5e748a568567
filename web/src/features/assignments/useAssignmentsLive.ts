/**
 * Keeps what the assignment screens show in step with `/topic/assignments` (docs/asyncapi.yaml,
 * `AssignmentEvent`): a change another user makes (created, updated, trashed, restored, no longer
 * visible) reloads the lists and the open assignment, once per burst (a copy of fifty is one reload);
 * after a reconnect, everything shown is reloaded, since events may have been missed. Lock events change
 * nothing shown in the lists; the open editor follows them itself (useAssignmentLock).
 */
import { useEffect } from 'react';
import { isAssignmentEvent } from '@newsroom/stomp';
import { useAppDispatch } from '../../app/hooks';
import { browserHub } from '../../shared/stomp/browserHub';
import { assignmentsApi } from './assignmentsApi';

/** Events arriving within this time cause one reload. */
export const RELOAD_COALESCE_MS = 150;

const LOCK_EVENTS: readonly string[] = ['lock', 'take_over', 'unlock'];

export function useAssignmentsLive(enabled: boolean) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const reload = () => {
      if (timer !== null) return;
      timer = setTimeout(() => {
        timer = null;
        dispatch(assignmentsApi.util.invalidateTags(['Assignments']));
      }, RELOAD_COALESCE_MS);
    };
    const unsubscribe = browserHub().subscribe('/topic/assignments', {
      onMessage(body) {
        if (isAssignmentEvent(body) && !LOCK_EVENTS.includes(body.event)) reload();
      },
      onSubscribed(again) {
        if (again) reload();
      },
    });
    return () => {
      if (timer !== null) clearTimeout(timer);
      unsubscribe();
    };
  }, [enabled, dispatch]);
}
