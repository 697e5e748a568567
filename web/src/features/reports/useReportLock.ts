/** The edit lock of the report open on its edit page: a document's lock (useDocumentLock) followed on `/topic/reports`. */
import type { DocumentId } from '@newsroom/api';
import { isReportEvent } from '@newsroom/stomp';
import { useDocumentLock, type DocumentTopic } from '../story/useDocumentLock';
import type { StoryLockControl } from '../story/useStoryLock';

const REPORTS_TOPIC: DocumentTopic = { destination: '/topic/reports', isEvent: isReportEvent };

/** `id` null: a new report, or a user who may not write reports (read only, no lock asked for). */
export function useReportLock(id: DocumentId | null): StoryLockControl {
  return useDocumentLock(id, REPORTS_TOPIC);
}
