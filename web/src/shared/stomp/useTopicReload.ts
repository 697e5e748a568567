/**
 * Keeps lists in step with a topic of changes (`/topic/assignments`, `/topic/reportages`, docs/asyncapi.yaml):
 * a message that `matters` (a change another user made: created, updated, trashed, restored, no longer
 * visible) invalidates `tag`, once per burst (a copy of fifty is one reload); after a reconnect,
 * everything shown is reloaded, since messages may have been missed.
 */
import { useEffect } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { api } from '../api/baseApi';
import { browserHub } from './browserHub';

/** Messages arriving within this time cause one reload. */
export const RELOAD_COALESCE_MS = 150;

type Tag = Parameters<typeof api.util.invalidateTags>[0][number];

/** `matters` must keep its identity (a module function): a new one subscribes again. */
export function useTopicReload(enabled: boolean, destination: string, matters: (body: unknown) => boolean, tag: Tag) {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (!enabled) return;
    let timer: ReturnType<typeof setTimeout> | null = null;
    const reload = () => {
      if (timer !== null) return;
      timer = setTimeout(() => {
        timer = null;
        dispatch(api.util.invalidateTags([tag]));
      }, RELOAD_COALESCE_MS);
    };
    const unsubscribe = browserHub().subscribe(destination, {
      onMessage(body) {
        if (matters(body)) reload();
      },
      onSubscribed(again) {
        if (again) reload();
      },
    });
    return () => {
      if (timer !== null) clearTimeout(timer);
      unsubscribe();
    };
  }, [enabled, destination, matters, tag, dispatch]);
}
