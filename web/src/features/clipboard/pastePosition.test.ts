import { describe, expect, it } from 'vitest';
import type { StoryId } from '@newsroom/api';
import { positionBelow } from './pastePosition';

const block = (...ids: number[]) => ({ stories: ids.map((id) => ({ id: id as StoryId })) }) as never;
const clip = (cut: boolean, ...ids: number[]) => ({ cut, ids: ids.map((i) => i as StoryId) });

describe('positionBelow', () => {
  it('copies go right below the story', () => {
    expect(positionBelow(block(1, 2, 3), 1 as StoryId, clip(false, 9))).toBe(1);
    expect(positionBelow(block(1, 2, 3), 3 as StoryId, clip(false, 2))).toBe(3);
  });
  it('cut stories above the target leave first, so the position counts only those that stay', () => {
    // Cut 1 and 2, paste below 3: the block is then [3, 4], and they go after 3.
    expect(positionBelow(block(1, 2, 3, 4), 3 as StoryId, clip(true, 1, 2))).toBe(1);
    // Cut from another block: nothing leaves this one.
    expect(positionBelow(block(1, 2, 3), 2 as StoryId, clip(true, 8))).toBe(2);
  });
  it('below a story that is itself cut: where it was', () => {
    expect(positionBelow(block(1, 2, 3), 2 as StoryId, clip(true, 2))).toBe(1);
  });
  it('a story not in the block: the end', () => {
    expect(positionBelow(block(1, 2), 7 as StoryId, clip(false, 9))).toBeNull();
  });
});
