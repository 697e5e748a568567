/** The edit lock of the production open on its edit page: a document's lock (useDocumentLock) followed on `/topic/productions`. */
import type { DocumentId } from '@newsroom/api';
import { isProductionEvent } from '@newsroom/stomp';
import { useDocumentLock, type DocumentTopic } from '../story/useDocumentLock';
import type { StoryLockControl } from '../story/useStoryLock';

const PRODUCTIONS_TOPIC: DocumentTopic = { destination: '/topic/productions', isEvent: isProductionEvent };

/** `id` null: a new production, or a user who may not write productions (read only, no lock asked for). */
export function useProductionLock(id: DocumentId | null): StoryLockControl {
  return useDocumentLock(id, PRODUCTIONS_TOPIC);
}
