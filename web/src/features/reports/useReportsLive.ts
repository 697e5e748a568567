/**
 * Keeps what the report screens show in step with `/topic/reports` (docs/asyncapi.yaml, `ReportEvent`):
 * another user's change (created, updated, trashed, restored, no longer visible) reloads the lists and the
 * open report (useTopicReload: once per burst, and after a reconnect). Lock events change nothing shown;
 * the open editor follows them itself (useReportLock).
 */
import { isReportEvent } from '@newsroom/stomp';
import { useTopicReload } from '../../shared/stomp/useTopicReload';

const LOCK_EVENTS: readonly string[] = ['lock', 'take_over', 'unlock'];

const matters = (body: unknown) => isReportEvent(body) && !LOCK_EVENTS.includes(body.event);

export function useReportsLive(enabled: boolean) {
  useTopicReload(enabled, '/topic/reports', matters, 'Reports');
}
