/**
 * Keeps what the assignment screens show in step with `/topic/assignments` (docs/asyncapi.yaml,
 * `AssignmentEvent`): another user's change reloads the lists and the open assignment (useTopicReload:
 * once per burst, and after a reconnect). Lock events change nothing shown in the lists; the open editor
 * follows them itself (useAssignmentLock).
 */
import { isAssignmentEvent } from '@newsroom/stomp';
import { useTopicReload } from '../../shared/stomp/useTopicReload';

const LOCK_EVENTS: readonly string[] = ['lock', 'take_over', 'unlock'];

const matters = (body: unknown) => isAssignmentEvent(body) && !LOCK_EVENTS.includes(body.event);

export function useAssignmentsLive(enabled: boolean) {
  useTopicReload(enabled, '/topic/assignments', matters, 'Assignments');
}
