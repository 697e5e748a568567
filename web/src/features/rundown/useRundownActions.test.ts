import { describe, expect, it } from 'vitest';
import type { BlockId, StoryId } from '@newsroom/api';
import { movedOrder, nextBlockName, storyMoveTarget } from './useRundownActions';

const blocks = [
  { id: 1 as BlockId, standBy: false },
  { id: 2 as BlockId, standBy: false },
  { id: 3 as BlockId, standBy: false },
  { id: 9 as BlockId, standBy: true },
];

describe('movedOrder', () => {
  it('swaps a block with its neighbour and never lists the standby block', () => {
    expect(movedOrder(blocks, 2 as BlockId, -1)).toEqual([2, 1, 3]);
    expect(movedOrder(blocks, 2 as BlockId, 1)).toEqual([1, 3, 2]);
  });
  it('cannot move past either end, nor move the standby block', () => {
    expect(movedOrder(blocks, 1 as BlockId, -1)).toBeNull();
    expect(movedOrder(blocks, 3 as BlockId, 1)).toBeNull();
    expect(movedOrder(blocks, 9 as BlockId, -1)).toBeNull();
  });
});

describe('nextBlockName', () => {
  it('names blocks by letter, after the ones there are', () => {
    expect(nextBlockName([{ standBy: true }])).toBe('A');
    expect(nextBlockName(blocks)).toBe('D');
    expect(nextBlockName(Array.from({ length: 26 }, () => ({ standBy: false })))).toBe('27');
  });
});

describe('storyMoveTarget', () => {
  // Block 1: stories 10, 11; block 2: none; block 3: story 30; standby 9: stories 90, 91.
  const grid = [
    { id: 1 as BlockId, stories: [{ id: 10 as StoryId }, { id: 11 as StoryId }] },
    { id: 2 as BlockId, stories: [] },
    { id: 3 as BlockId, stories: [{ id: 30 as StoryId }] },
    { id: 9 as BlockId, stories: [{ id: 90 as StoryId }, { id: 91 as StoryId }] },
  ];
  const target = (story: number, delta: -1 | 1) => storyMoveTarget(grid, story as StoryId, delta);

  it('moves inside the block, the position counted after the story is taken out', () => {
    expect(target(10, 1)).toEqual({ blockId: 1, position: 1 });
    expect(target(11, -1)).toEqual({ blockId: 1, position: 0 });
    expect(target(91, -1)).toEqual({ blockId: 9, position: 0 });
  });
  it('goes down from the last story to the start of the next block, empty or standby', () => {
    expect(target(11, 1)).toEqual({ blockId: 2, position: 0 });
    expect(target(30, 1)).toEqual({ blockId: 9, position: 0 });
  });
  it('goes up from the first story to the end of the previous block, out of standby too', () => {
    expect(target(30, -1)).toEqual({ blockId: 2, position: 0 });
    expect(target(90, -1)).toEqual({ blockId: 3, position: 1 });
  });
  it('cannot move past either end of the rundown, nor a story it does not know', () => {
    expect(target(10, -1)).toBeNull();
    expect(target(91, 1)).toBeNull();
    expect(target(77, 1)).toBeNull();
  });
});
