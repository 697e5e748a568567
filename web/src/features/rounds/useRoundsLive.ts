/**
 * Keeps what the round screens show in step with `/topic/rounds` (docs/asyncapi.yaml, `RoundEvent`):
 * another user's change (a call noted on a phone, news made into assignments, a round created, trashed,
 * restored, no longer visible) reloads the lists and the open round (useTopicReload: once per burst, and
 * after a reconnect). Lock events change nothing shown; the open editor follows them itself (useRoundLock).
 */
import { isRoundEvent } from '@newsroom/stomp';
import { useTopicReload } from '../../shared/stomp/useTopicReload';

const LOCK_EVENTS: readonly string[] = ['lock', 'take_over', 'unlock'];

const matters = (body: unknown) => isRoundEvent(body) && !LOCK_EVENTS.includes(body.event);

export function useRoundsLive(enabled: boolean) {
  useTopicReload(enabled, '/topic/rounds', matters, 'Rounds');
}
