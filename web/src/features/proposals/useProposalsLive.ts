/**
 * Keeps what the proposal screens show in step with `/topic/proposals` (docs/asyncapi.yaml,
 * `ProposalEvent`): another user's change (a proposal sent, edited, accepted or declined, trashed,
 * restored, no longer visible) reloads the lists (useTopicReload: once per burst, and after a reconnect).
 * Proposals have no edit lock, so every message matters.
 */
import { isProposalEvent } from '@newsroom/stomp';
import { useTopicReload } from '../../shared/stomp/useTopicReload';

export function useProposalsLive(enabled: boolean) {
  useTopicReload(enabled, '/topic/proposals', isProposalEvent, 'Proposals');
}
