import { describe, expect, it } from 'vitest';
import type { Block, Rundown, StoryId } from '@newsroom/api';
import { gridRows, rowOfStory, sliceByBlock } from './gridRows';

const block = (id: number, stories: number[], standBy = false) =>
  ({ id, standBy, stories: stories.map((s) => ({ id: s as StoryId })) }) as unknown as Block;
const rundown = { blocks: [block(1, [10, 11]), block(2, []), block(9, [90], true)] } as Pick<Rundown, 'blocks'>;

describe('gridRows', () => {
  it('lists header, stories (or empty) and break per block; the standby block has no break', () => {
    expect(gridRows(rundown).map((r) => r.key)).toEqual(['h1', 's10', 's11', 'b1', 'h2', 'e2', 'b2', 'h9', 's90']);
  });
  it('says where stories and blocks may move', () => {
    const rows = gridRows(rundown);
    const story = (id: number) => rows[rowOfStory(rows, id as StoryId)] as Extract<(typeof rows)[number], { kind: 'story' }>;
    expect([story(10).canMoveUp, story(10).canMoveDown]).toEqual([false, true]);
    expect([story(90).canMoveUp, story(90).canMoveDown]).toEqual([true, false]);
    const header = (i: number) => rows[i] as Extract<(typeof rows)[number], { kind: 'header' }>;
    expect([header(0).canMoveUp, header(0).canMoveDown]).toEqual([false, true]);
    expect([header(4).canMoveUp, header(4).canMoveDown]).toEqual([true, false]);
    expect([header(7).canMoveUp, header(7).canMoveDown]).toEqual([false, false]);
  });
  it('finds a story’s row; -1 for none', () => {
    const rows = gridRows(rundown);
    expect(rowOfStory(rows, 11 as StoryId)).toBe(2);
    expect(rowOfStory(rows, 5 as StoryId)).toBe(-1);
    expect(rowOfStory(rows, null)).toBe(-1);
  });
});

describe('sliceByBlock', () => {
  it('groups the drawn rows by block, in order', () => {
    const rows = gridRows(rundown);
    const slices = sliceByBlock(rows, [2, 3, 4, 5]);
    expect(slices.map((s) => [s.block.id, s.items.map((i) => i.row.key)])).toEqual([
      [1, ['s11', 'b1']],
      [2, ['h2', 'e2']],
    ]);
  });
});
