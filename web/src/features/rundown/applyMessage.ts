/**
 * Applying the live messages of `/topic/rundowns/{id}` (docs/api-design.md, "Websocket") to a cached
 * rundown. Pure functions: they return a new rundown and never touch their input, so the RTK Query cache
 * (frozen by immer) can be patched with their result.
 */
import type { Block, BlockId, Rundown, Story, StoryId } from '@newsroom/api';
import { isStoryLockEvent, type RundownMessage, type RundownTopicMessage, type TimingSnapshot } from '@newsroom/stomp';

/**
 * What to do with a message: apply it, drop it (already seen), reload because some were missed, or leave
 * it to others (`outside`: a story lock event, which changes nothing in the rundown and is outside its
 * revision sequence; the lock list applies it).
 */
export type Outcome = 'applied' | 'stale' | 'gap' | 'outside';

export function verdictFor(cachedRevision: number, messageRevision: number): Exclude<Outcome, 'outside'> {
  if (messageRevision === cachedRevision + 1) return 'applied';
  return messageRevision <= cachedRevision ? 'stale' : 'gap';
}

const withPositions = <T extends { position: number }>(items: T[]): T[] =>
  items.map((item, position) => (item.position === position ? item : { ...item, position }));

const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, n));

/** Inserts a block before the standby block (a standby block goes last), at `position` when given. */
function insertBlock(blocks: Block[], block: Block): Block[] {
  const rest = blocks.filter((b) => b.id !== block.id);
  if (block.standBy) return withPositions([...rest, block]);
  const normal = rest.filter((b) => !b.standBy);
  const standby = rest.filter((b) => b.standBy);
  const at = clamp(Number.isInteger(block.position) ? block.position : normal.length, 0, normal.length);
  return withPositions([...normal.slice(0, at), block, ...normal.slice(at), ...standby]);
}

function removeStory(blocks: Block[], id: StoryId): Block[] {
  return blocks.map((b) =>
    b.stories.some((s) => s.id === id) ? { ...b, stories: withPositions(b.stories.filter((s) => s.id !== id)) } : b,
  );
}

/** Puts a story into its block at its `position` (an index; past the end: last), wherever it was before. */
function placeStory(blocks: Block[], story: Story): Block[] {
  const without = removeStory(blocks, story.id);
  return without.map((b) => {
    if (b.id !== story.blockId) return b;
    const at = clamp(Number.isInteger(story.position) ? story.position : b.stories.length, 0, b.stories.length);
    return { ...b, stories: withPositions([...b.stories.slice(0, at), story, ...b.stories.slice(at)]) };
  });
}

/**
 * The optimistic side of a move (`POST /api/stories/{id}/move`), for an immer draft: changes the rundown in
 * place, as `placeStory` would for the `moved` message, so its undo touches only the blocks involved.
 */
export function moveStoryIn(draft: Rundown, id: StoryId, blockId: BlockId, position: number): void {
  const from = draft.blocks.find((b) => b.stories.some((s) => s.id === id));
  const to = draft.blocks.find((b) => b.id === blockId);
  if (!from || !to) return;
  const [story] = from.stories.splice(from.stories.findIndex((s) => s.id === id), 1);
  story.blockId = blockId;
  to.stories.splice(clamp(position, 0, to.stories.length), 0, story);
  for (const block of from === to ? [to] : [from, to]) block.stories.forEach((s, i) => (s.position = i));
}

function replaceStory(blocks: Block[], story: Story): Block[] {
  const current = blocks.find((b) => b.stories.some((s) => s.id === story.id));
  if (!current || current.id !== story.blockId) return placeStory(blocks, story);
  return blocks.map((b) =>
    b.id === story.blockId ? { ...b, stories: b.stories.map((s) => (s.id === story.id ? story : s)) } : b,
  );
}

/**
 * Orders the blocks as listed; blocks not listed keep their order after them; the standby block stays last
 * whether it is listed or not.
 */
function reorderBlocks(blocks: Block[], ids: readonly BlockId[]): Block[] {
  const byId = new Map(blocks.map((b) => [b.id, b]));
  const listed = ids.map((id) => byId.get(id)).filter((b): b is Block => Boolean(b));
  const rest = blocks.filter((b) => !ids.includes(b.id));
  const ordered = [...listed, ...rest];
  return withPositions([...ordered.filter((b) => !b.standBy), ...ordered.filter((b) => b.standBy)]);
}

const isBlockOrder = (data: unknown): data is { blocksIds: BlockId[] } =>
  typeof data === 'object' && data !== null && Array.isArray((data as { blocksIds?: unknown }).blocksIds);

/** Applies the entity change of a message (no revision check, no timing). */
export function applyChange(rundown: Rundown, msg: RundownMessage): Rundown {
  const { blocks } = rundown;
  // A new block order comes as a block `moved` with `{blocksIds}` (every block, the standby last).
  if (msg.event === 'moved' && isBlockOrder(msg.data)) return { ...rundown, blocks: reorderBlocks(blocks, msg.data.blocksIds) };
  switch (msg.entity) {
    case 'rundown': {
      if (msg.event !== 'updated' && msg.event !== 'approved' && msg.event !== 'disapproved') return rundown;
      // Changes of many items at once (display status, approvals) carry the whole rundown.
      const whole = msg.data as Rundown;
      if (Array.isArray(whole.blocks) && whole.blocks.length > 0) return { ...rundown, ...whole };
      const { blocks: _ignored, ...header } = whole;
      return { ...rundown, ...header, blocks };
    }
    case 'block':
      switch (msg.event) {
        case 'created':
          return { ...rundown, blocks: insertBlock(blocks, { ...msg.data, stories: msg.data.stories ?? [] }) };
        case 'updated': {
          if (!blocks.some((b) => b.id === msg.data.id)) return { ...rundown, blocks: insertBlock(blocks, { ...msg.data, stories: msg.data.stories ?? [] }) };
          return {
            ...rundown,
            blocks: blocks.map((b) =>
              b.id === msg.data.id ? { ...b, ...msg.data, stories: msg.data.stories ?? b.stories, position: b.position } : b,
            ),
          };
        }
        case 'deleted':
          return { ...rundown, blocks: withPositions(blocks.filter((b) => b.id !== msg.data.id)) };
      }
      return rundown;
    case 'story':
      switch (msg.event) {
        case 'created':
        case 'moved':
          return { ...rundown, blocks: placeStory(blocks, msg.data) };
        case 'updated':
        case 'approved':
        case 'disapproved':
          return { ...rundown, blocks: replaceStory(blocks, msg.data) };
        case 'deleted':
          // A `story deleted` names the story (Deleted.id is a story's id here, a block's for `block deleted`).
          return { ...rundown, blocks: removeStory(blocks, msg.data.id as StoryId) };
      }
      return rundown;
  }
  return rundown;
}

/** Puts the figures of a timing snapshot on the rundown and on every block and story it names. */
export function applyTiming(rundown: Rundown, timing: TimingSnapshot | undefined): Rundown {
  if (!timing) return rundown;
  const blockTiming = timing.blocks ?? {};
  const storyTiming = timing.stories ?? {};
  const blocks = rundown.blocks.map((b) => {
    const stories = b.stories.map((s) => {
      const t = storyTiming[String(s.id)];
      return t ? { ...s, timing: t } : s;
    });
    const t = blockTiming[String(b.id)];
    const storiesChanged = stories.some((s, i) => s !== b.stories[i]);
    if (!t && !storiesChanged) return b;
    return { ...b, timing: t ?? b.timing, stories: storiesChanged ? stories : b.stories };
  });
  const blocksChanged = blocks.some((b, i) => b !== rundown.blocks[i]);
  return { ...rundown, timing: timing.rundown ?? rundown.timing, blocks: blocksChanged ? blocks : rundown.blocks };
}

/**
 * The whole rule: a message of revision cached+1 is applied (change, then timing, then the new revision);
 * an older one is dropped; a newer one means messages were missed and the caller reloads over REST. A lock
 * event is none of these: it carries the rundown's current revision, so it must neither take the place
 * of the change of that revision nor look like a gap.
 */
export function reduceRundownMessage(rundown: Rundown, msg: RundownTopicMessage): { outcome: Outcome; rundown: Rundown } {
  if (isStoryLockEvent(msg)) return { outcome: 'outside', rundown };
  if (msg.rundownId !== undefined && msg.rundownId !== rundown.id) return { outcome: 'stale', rundown };
  const outcome = verdictFor(rundown.revision, msg.revision);
  if (outcome !== 'applied') return { outcome, rundown };
  const next = applyTiming(applyChange(rundown, msg), msg.timing);
  return { outcome, rundown: { ...next, revision: msg.revision } };
}
