/**
 * Keeps what the production screens show in step with `/topic/productions` (docs/asyncapi.yaml,
 * `ProductionEvent`): another user's change (created, updated, a task ticked, trashed, restored, no
 * longer visible) reloads the lists and the open production (useTopicReload: once per burst, and after a
 * reconnect). Lock events change nothing shown; the open editor follows them itself (useProductionLock).
 */
import { isProductionEvent } from '@newsroom/stomp';
import { useTopicReload } from '../../shared/stomp/useTopicReload';

const LOCK_EVENTS: readonly string[] = ['lock', 'take_over', 'unlock'];

const matters = (body: unknown) => isProductionEvent(body) && !LOCK_EVENTS.includes(body.event);

export function useProductionsLive(enabled: boolean) {
  useTopicReload(enabled, '/topic/productions', matters, 'Productions');
}
