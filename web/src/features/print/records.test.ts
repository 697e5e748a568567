import { describe, expect, it } from 'vitest';
import type { Block, BlockId, Rundown } from '@newsroom/api';
import { block, sampleRundown, story } from '../rundown/fixtures';
import { GRID_RECORD_LIMIT } from './printOptions';
import { countRecords, gridRows, scriptStories, selectBlocks } from './records';

const all = { fromBlock: null, toBlock: null, standby: true };
const ids = (blocks: Block[]) => blocks.map((b) => b.id);

/** `blocks` blocks of `stories` stories each, then an empty standby block. */
function bigRundown(blocks: number, stories: number): Pick<Rundown, 'blocks'> {
  const normal = Array.from({ length: blocks }, (_, b) =>
    block(b + 1, b, Array.from({ length: stories }, (_, s) => story((b + 1) * 1000 + s, b + 1, s))),
  );
  return { blocks: [...normal, block(999, blocks, [], { standBy: true })] };
}

describe('which blocks print', () => {
  it('is every block, the standby block last, unless it is left out', () => {
    expect(ids(selectBlocks(sampleRundown(), all))).toEqual([10, 20, 99]);
    expect(ids(selectBlocks(sampleRundown(), { ...all, standby: false }))).toEqual([10, 20]);
  });

  it('is a range of blocks, ends included, whichever way round', () => {
    const rundown = bigRundown(4, 1);
    expect(ids(selectBlocks(rundown, { fromBlock: 2 as BlockId, toBlock: 3 as BlockId, standby: false }))).toEqual([2, 3]);
    expect(ids(selectBlocks(rundown, { fromBlock: 3 as BlockId, toBlock: 2 as BlockId, standby: true }))).toEqual([2, 3, 999]);
    expect(ids(selectBlocks(rundown, { fromBlock: 3 as BlockId, toBlock: null, standby: false }))).toEqual([3, 4]);
  });

  it('reads an end that is no block of the rundown (deleted since) as the first or last block', () => {
    expect(ids(selectBlocks(bigRundown(3, 1), { fromBlock: 77 as BlockId, toBlock: 2 as BlockId, standby: false }))).toEqual([1, 2]);
    expect(ids(selectBlocks(bigRundown(3, 1), { fromBlock: 999 as BlockId, toBlock: null, standby: false }))).toEqual([1, 2, 3]);
  });
});

describe('grid records (stories and break rows; web.md section 9)', () => {
  it('counts each story and the break row of each non-standby block, never block headers', () => {
    // 3 stories + 2 breaks + 1 standby story (the standby block has no break).
    expect(countRecords(selectBlocks(sampleRundown(), all))).toBe(6);
    expect(countRecords(selectBlocks(sampleRundown(), { ...all, standby: false }))).toBe(5);
    expect(countRecords([block(1, 0)])).toBe(1);
    expect(countRecords([])).toBe(0);
  });

  it('prints every row in order when under the limit', () => {
    const { rows, printed, total } = gridRows(selectBlocks(sampleRundown(), all));
    expect(rows.map((r) => (r.kind === 'story' ? `s${r.story.id}` : `${r.kind[0]}${r.block.id}`))).toEqual([
      'b10', 's100', 's101', 'b10', 'b20', 's200', 'b20', 'b99', 's900',
    ]);
    expect(rows.map((r) => r.kind)).toEqual(['block', 'story', 'story', 'break', 'block', 'story', 'break', 'block', 'story']);
    expect({ printed, total }).toEqual({ printed: 6, total: 6 });
  });

  it(`stops at ${GRID_RECORD_LIMIT} records, mid-block if need be`, () => {
    // 5 blocks of 30 stories: 155 records.
    const blocks = selectBlocks(bigRundown(5, 30), all);
    expect(countRecords(blocks)).toBe(155);
    const { rows, printed, total } = gridRows(blocks);
    expect({ printed, total }).toEqual({ printed: 100, total: 155 });
    expect(rows.filter((r) => r.kind !== 'block')).toHaveLength(100);
    // Blocks 1-3 whole (3 x 31 = 93), then block 4's header and its first 7 stories, no break.
    const last = rows[rows.length - 1];
    expect(last.kind === 'story' && last.story.id).toBe(4006);
    expect(rows.filter((r) => r.kind === 'block').map((r) => r.block.id)).toEqual([1, 2, 3, 4]);
  });

  it('prints exactly the limit when the records fit, the last break included', () => {
    // 4 blocks of 24 stories: 100 records.
    const { rows, printed, total } = gridRows(selectBlocks(bigRundown(4, 24), all));
    expect({ printed, total }).toEqual({ printed: 100, total: 100 });
    expect(rows[rows.length - 2]).toMatchObject({ kind: 'break' });
    // The empty standby block still shows its header (no record).
    expect(rows[rows.length - 1]).toMatchObject({ kind: 'block' });
  });

  it('lists the stories of the scripts in running order with their block', () => {
    expect(scriptStories(selectBlocks(sampleRundown(), all)).map(({ block: b, story: s }) => `${b.id}/${s.id}`)).toEqual(['10/100', '10/101', '20/200', '99/900']);
  });
});
