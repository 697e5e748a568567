import { describe, expect, it } from 'vitest';
import type { BlockId } from '../../shared/api/types';
import { movedOrder, nextBlockName } from './useRundownActions';

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
