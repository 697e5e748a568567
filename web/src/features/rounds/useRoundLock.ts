/** The edit lock of the round open on its edit page: a document's lock (useDocumentLock) followed on `/topic/rounds`. */
import type { DocumentId } from '@newsroom/api';
import { isRoundEvent } from '@newsroom/stomp';
import { useDocumentLock, type DocumentTopic } from '../story/useDocumentLock';
import type { StoryLockControl } from '../story/useStoryLock';

const ROUNDS_TOPIC: DocumentTopic = { destination: '/topic/rounds', isEvent: isRoundEvent };

/** `id` null: a new round, or a user who may not write rounds (read only, no lock asked for). */
export function useRoundLock(id: DocumentId | null): StoryLockControl {
  return useDocumentLock(id, ROUNDS_TOPIC);
}
