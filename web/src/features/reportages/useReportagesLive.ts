/**
 * Keeps what the reportage screens show in step with `/topic/reportages` (docs/asyncapi.yaml,
 * `ReportageEvent`): another user's change (created, updated, approved, trashed, restored, no longer
 * visible) reloads the lists and the open reportage (useTopicReload: once per burst, and after a
 * reconnect). Lock events change nothing shown; the open editor follows them itself (useReportageLock).
 */
import { isReportageEvent } from '@newsroom/stomp';
import { useTopicReload } from '../../shared/stomp/useTopicReload';

const LOCK_EVENTS: readonly string[] = ['lock', 'take_over', 'unlock'];

const matters = (body: unknown) => isReportageEvent(body) && !LOCK_EVENTS.includes(body.event);

export function useReportagesLive(enabled: boolean) {
  useTopicReload(enabled, '/topic/reportages', matters, 'Reportages');
}
