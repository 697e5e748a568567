/**
 * The on-air side of a rundown (api-design.md, "On air and sign-off"), as pure functions: the items in air
 * order, which story row the keyboard goes to, which story "take next" plays, and the optimistic change of
 * a story's display status.
 */
import type { BlockId, DisplayStatus, Rundown, StoryId } from '@newsroom/api';

/** An item that can go on air: a story of a normal block, or the break that closes a block. */
export type AirItem =
  | { kind: 'story'; id: StoryId; status: DisplayStatus }
  | { kind: 'break'; id: BlockId; status: DisplayStatus };

type Shape = Pick<Rundown, 'blocks'>;

/** Every item in the order it airs: each normal block's stories, then its break. Standby never airs. */
export function airItems(rundown: Shape): AirItem[] {
  return rundown.blocks
    .filter((b) => !b.standBy)
    .flatMap((b): AirItem[] => [
      ...b.stories.map((s): AirItem => ({ kind: 'story', id: s.id, status: s.displayStatus })),
      { kind: 'break', id: b.id, status: b.displayStatus },
    ]);
}

/** The stories that can go on air, in air order. */
export const airStoryIds = (rundown: Shape): StoryId[] =>
  airItems(rundown).flatMap((item) => (item.kind === 'story' ? [item.id] : []));

/** The story on air, if the item on air is a story. */
export function storyOnAir(rundown: Shape): StoryId | null {
  const item = airItems(rundown).find((i) => i.status === 'PLAY');
  return item?.kind === 'story' ? item.id : null;
}

/**
 * The story "take next" plays: the first story after the item on air (a story or a break); with nothing
 * on air, the first story after the last item that aired; with nothing aired, the first story. Null when
 * there is none (the show is at its last story).
 */
export function nextToTake(rundown: Shape): StoryId | null {
  const items = airItems(rundown);
  let from = items.findIndex((i) => i.status === 'PLAY');
  if (from < 0) from = items.map((i) => i.status).lastIndexOf('STOP');
  const next = items.slice(from + 1).find((i) => i.kind === 'story');
  return next ? (next.id as StoryId) : null;
}

/**
 * The story row the keyboard goes to from `selected`, one row down (1) or up (-1), over the stories that
 * can go on air. With no selection (or one that is not such a story) it starts where the show is: the story
 * on air, else the next to take, else the first. It stays put at either end.
 */
export function stepSelection(rundown: Shape, selected: StoryId | null, delta: -1 | 1): StoryId | null {
  const ids = airStoryIds(rundown);
  if (!ids.length) return null;
  const at = selected === null ? -1 : ids.indexOf(selected);
  if (at < 0) return storyOnAir(rundown) ?? nextToTake(rundown) ?? ids[0];
  return ids[Math.max(0, Math.min(ids.length - 1, at + delta))];
}

/**
 * The optimistic side of `PUT /api/stories/display_status`, for an immer draft: the stories take the
 * status; PLAY takes any other item off air (STOP), as the server does; BLANK clears the stop time. Stop
 * times and the new timing come with the server's answer, which replaces the whole rundown.
 */
export function setStoriesStatus(draft: Rundown, ids: readonly StoryId[], status: DisplayStatus): void {
  const chosen = new Set(ids);
  const blocks = draft.blocks.filter((b) => !b.standBy);
  // Standby stories never go on air (the server refuses them): nothing to show.
  if (!blocks.some((b) => b.stories.some((s) => chosen.has(s.id)))) return;
  for (const block of blocks) {
    if (status === 'PLAY' && block.displayStatus === 'PLAY') block.displayStatus = 'STOP';
    for (const story of block.stories) {
      if (chosen.has(story.id)) {
        story.displayStatus = status;
        if (status === 'BLANK') story.stopTime = null;
      } else if (status === 'PLAY' && story.displayStatus === 'PLAY') {
        story.displayStatus = 'STOP';
      }
    }
  }
  if (status === 'PLAY' && draft.displayStatus === 'BLANK') draft.displayStatus = 'PLAY';
}
