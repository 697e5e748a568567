/**
 * The messages of the gateway's websocket as the clients use them. The shapes are generated from
 * docs/asyncapi.yaml (src/generated/messages.ts); this file names them for the topics and tells a
 * rundown's changes from its lock events.
 */
import type { AssignmentEvent, ProductionEvent, ProposalEvent, ReferenceEvent, ReportageEvent, ReportEvent, RoundEvent, RundownEvent, StoryLockEvent, TeamEvent } from './generated/messages';

export type {
  AssignmentEvent,
  BlocksOrder,
  Deleted,
  MessageFrameHeaders,
  ProductionEvent,
  PrompterCommand as PrompterCommandMessage,
  ReferenceEvent,
  RelayedPrompterCommand,
  ReportageEvent,
  // `ReportEvent` is also the API's name of one event of a report (@newsroom/api): the topic's message is named apart.
  ReportEvent as ReportTopicEvent,
  RoundEvent,
  ProposalEvent,
  RundownEvent,
  RundownHeader,
  SendFrameHeaders,
  StoryLockEvent,
  TeamEvent,
  TimingSnapshot,
} from './generated/messages';

/** One change of a rundown on `/topic/rundowns/{id}` (`RundownEvent`), in revision order. */
export type RundownMessage = RundownEvent;

/** Whatever comes on a rundown's topic: a change of the rundown, or a story's lock changing hands. */
export type RundownTopicMessage = RundownEvent | StoryLockEvent;

const LOCK_EVENTS: readonly string[] = ['lock', 'unlock', 'take_over'];

/** A lock event (`lock`, `unlock`, `take_over`): outside the rundown's revision sequence. */
export function isStoryLockEvent(msg: unknown): msg is StoryLockEvent {
  const m = msg as Partial<StoryLockEvent> | null;
  return typeof m === 'object' && m !== null && m.entity === 'story' && LOCK_EVENTS.includes(m.event as string) && typeof m.data === 'object' && m.data !== null;
}

/** The events of a document topic (`/topic/assignments`, `/topic/reportages`, `/topic/productions`, `/topic/reports`): the same for every kind of document. */
const DOCUMENT_EVENTS: readonly string[] = ['created', 'updated', 'deleted', 'restored', 'lock', 'take_over', 'unlock', 'hidden'];

/** The guard of a document topic's messages: a change, an edit-lock event, or `hidden` (no longer the subscriber's to see), of `entity` only. */
function documentEventOf<M>(entity: string): (msg: unknown) => msg is M {
  return (msg: unknown): msg is M => {
    const m = msg as { entity?: unknown; event?: unknown; id?: unknown } | null;
    return typeof m === 'object' && m !== null && m.entity === entity && DOCUMENT_EVENTS.includes(m.event as string) && typeof m.id === 'number';
  };
}

/** A message of `/topic/assignments`. */
export const isAssignmentEvent = documentEventOf<AssignmentEvent>('assignment');

/** A message of `/topic/reportages`. */
export const isReportageEvent = documentEventOf<ReportageEvent>('reportage');

/** A message of `/topic/productions`. */
export const isProductionEvent = documentEventOf<ProductionEvent>('production');

/** A message of `/topic/reports`. */
export const isReportEvent = documentEventOf<ReportEvent>('report');

/** A message of `/topic/rounds`. */
export const isRoundEvent = documentEventOf<RoundEvent>('round');

/** Whether `msg` is a change of an assignment proposal (`/topic/proposals`). */
export const isProposalEvent = documentEventOf<ProposalEvent>('proposal');

const REFERENCE_EVENTS: readonly string[] = ['created', 'updated', 'deleted'];

/** A message of `/topic/references`: a value of reference data added, renamed or deleted. */
export function isReferenceEvent(msg: unknown): msg is ReferenceEvent {
  const m = msg as { entity?: unknown; event?: unknown; kind?: unknown; id?: unknown } | null;
  return typeof m === 'object' && m !== null && m.entity === 'reference' && REFERENCE_EVENTS.includes(m.event as string) && typeof m.kind === 'string' && typeof m.id === 'number';
}

const TEAM_EVENTS: readonly string[] = ['created', 'updated', 'deleted'];

/** A message of `/topic/teams`: a team created, changed (renamed, a day's or a forward change) or deleted from a day; `id` only, the lists read it again. */
export function isTeamEvent(msg: unknown): msg is TeamEvent {
  const m = msg as { entity?: unknown; event?: unknown; id?: unknown } | null;
  return typeof m === 'object' && m !== null && m.entity === 'team' && TEAM_EVENTS.includes(m.event as string) && typeof m.id === 'number';
}
