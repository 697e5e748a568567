/** The messages of the gateway's websocket (docs/asyncapi.yaml). */
import type { Block, BlockId, BlockTiming, Rundown, RundownHeaderData, RundownId, RundownTiming, Story, StoryId, StoryLock, StoryTiming } from '@newsroom/api';

export interface TimingSnapshot {
  rundown: RundownTiming;
  blocks: Record<string, BlockTiming>;
  stories: Record<string, StoryTiming>;
}

interface MessageBase {
  rundownId: RundownId;
  revision: number;
  timing: TimingSnapshot;
}

/** One MESSAGE body on `/topic/rundowns/{id}`. */
export type RundownMessage = MessageBase &
  (
    | { entity: 'rundown'; event: 'updated' | 'approved' | 'disapproved'; data: RundownHeaderData | Rundown }
    | { entity: 'rundown' | 'block'; event: 'moved'; data: { blocksIds: BlockId[] } }
    | { entity: 'rundown'; event: 'created' | 'deleted'; data: unknown }
    | { entity: 'block'; event: 'created' | 'updated'; data: Block }
    | { entity: 'block'; event: 'deleted'; data: { id: BlockId; blockId: null } }
    | { entity: 'story'; event: 'created' | 'updated' | 'moved' | 'approved' | 'disapproved'; data: Story }
    | { entity: 'story'; event: 'deleted'; data: { id: StoryId; blockId: BlockId | null } }
  );

/**
 * A lock event on `/topic/rundowns/{id}` (`lock`, `unlock`, `take_over`): it changes nothing in the rundown
 * and comes outside its revision sequence (`revision` is the current one, `timing` null).
 */
export interface StoryLockEvent {
  rundownId: RundownId;
  revision: number;
  event: 'lock' | 'unlock' | 'take_over';
  entity: 'story';
  data: StoryLock;
  timing: null;
}

const LOCK_EVENTS: readonly string[] = ['lock', 'unlock', 'take_over'];

/** Whatever comes on a rundown's topic: a change of the rundown, or a story's lock changing hands. */
export type RundownTopicMessage = RundownMessage | StoryLockEvent;

export function isStoryLockEvent(msg: unknown): msg is StoryLockEvent {
  const m = msg as Partial<StoryLockEvent> | null;
  return typeof m === 'object' && m !== null && m.entity === 'story' && LOCK_EVENTS.includes(m.event as string) && typeof m.data === 'object' && m.data !== null;
}

