/** The scripts screen's running order: the blocks in order, each block's stories in order, standby last. */
import { describe, expect, it } from 'vitest';
import { block, sampleRundown, story } from '../rundown/fixtures';
import { runningOrder } from './runningOrder';

const ids = (rundown: Parameters<typeof runningOrder>[0]) => runningOrder(rundown).map(({ block, story }) => [block.id, story.id]);

describe('runningOrder', () => {
  it('lists every story with its block, the standby block last', () => {
    expect(ids(sampleRundown())).toEqual([
      [10, 100],
      [10, 101],
      [20, 200],
      [99, 900],
    ]);
  });

  it('puts the standby block last wherever the rundown lists it, and skips empty blocks', () => {
    const { blocks } = sampleRundown();
    const standby = blocks[2];
    const rundown = { blocks: [standby, blocks[0], block(30, 2, []), blocks[1]] };
    expect(ids(rundown)).toEqual([
      [10, 100],
      [10, 101],
      [20, 200],
      [99, 900],
    ]);
  });

  it('has nothing for a rundown without stories', () => {
    expect(runningOrder({ blocks: [block(10, 0, []), block(99, 1, [], { standBy: true })] })).toEqual([]);
    expect(ids({ blocks: [block(99, 1, [story(900, 99, 0)], { standBy: true })] })).toEqual([[99, 900]]);
  });
});
