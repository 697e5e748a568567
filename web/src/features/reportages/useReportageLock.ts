/** The edit lock of the reportage open on its edit page: a document's lock (useDocumentLock) followed on `/topic/reportages`. */
import type { DocumentId } from '@newsroom/api';
import { isReportageEvent } from '@newsroom/stomp';
import { useDocumentLock, type DocumentTopic } from '../story/useDocumentLock';
import type { StoryLockControl } from '../story/useStoryLock';

const REPORTAGES_TOPIC: DocumentTopic = { destination: '/topic/reportages', isEvent: isReportageEvent };

/** `id` null: a new reportage, or a user who may not write reportages (read only, no lock asked for). */
export function useReportageLock(id: DocumentId | null): StoryLockControl {
  return useDocumentLock(id, REPORTAGES_TOPIC);
}
