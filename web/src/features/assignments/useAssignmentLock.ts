/**
 * The edit lock of the assignment open in the edit dialog: a document's lock (useDocumentLock) followed
 * on `/topic/assignments`.
 */
import type { DocumentId } from '@newsroom/api';
import { isAssignmentEvent } from '@newsroom/stomp';
import { useDocumentLock, type DocumentTopic } from '../story/useDocumentLock';
import type { StoryLockControl } from '../story/useStoryLock';

const ASSIGNMENTS_TOPIC: DocumentTopic = { destination: '/topic/assignments', isEvent: isAssignmentEvent };

export function useAssignmentLock(id: DocumentId | null): StoryLockControl {
  return useDocumentLock(id, ASSIGNMENTS_TOPIC);
}
