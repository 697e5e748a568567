/**
 * Where a paste puts the clipboard's stories in a block, as the API counts it (`POST /api/stories/paste`
 * `position`: the index in the block once cut stories are taken out; null is the end).
 */
import type { Block, StoryId } from '@newsroom/api';
import type { Clip } from './clipboardSlice';

/**
 * The position just below story `after` of `block`: one past the number of stories at or above it that
 * stay where they are (a cut story leaves its block first; a story below which one pastes its own cut
 * self goes where it was). Null when `after` is not in the block: the end.
 */
export function positionBelow(block: Pick<Block, 'stories'>, after: StoryId, clip: Pick<Clip, 'ids' | 'cut'>): number | null {
  const index = block.stories.findIndex((s) => s.id === after);
  if (index < 0) return null;
  const leaving = (id: StoryId) => clip.cut && clip.ids.includes(id);
  return block.stories.slice(0, index + 1).filter((s) => !leaving(s.id)).length;
}
