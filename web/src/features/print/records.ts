/**
 * What the chosen options print of a rundown: which blocks (a range of blocks, the standby block or not),
 * how many grid records that is (each story and each break row is one record; block headers are not),
 * and the grid's rows cut at the limit of 100 records (web.md section 9).
 */
import type { Block, Rundown, Story } from '@newsroom/api';
import { GRID_RECORD_LIMIT, type PrintOptions } from './printOptions';

/** A row of the printed grid. */
export type GridRow =
  | { kind: 'block'; block: Block }
  | { kind: 'story'; block: Block; story: Story }
  | { kind: 'break'; block: Block };

/**
 * The blocks in print order: the non-standby blocks from `fromBlock` to `toBlock` (an end that is not a
 * block of the rundown any more is the first / last block; ends given the wrong way round are swapped),
 * then the standby block when asked for.
 */
export function selectBlocks(rundown: Pick<Rundown, 'blocks'>, options: Pick<PrintOptions, 'fromBlock' | 'toBlock' | 'standby'>): Block[] {
  const normal = rundown.blocks.filter((b) => !b.standBy);
  const at = (id: PrintOptions['fromBlock'], fallback: number) => {
    const index = id == null ? -1 : normal.findIndex((b) => b.id === id);
    return index < 0 ? fallback : index;
  };
  const a = at(options.fromBlock, 0);
  const b = at(options.toBlock, normal.length - 1);
  const chosen = normal.slice(Math.min(a, b), Math.max(a, b) + 1);
  const standby = options.standby ? rundown.blocks.filter((block) => block.standBy) : [];
  return [...chosen, ...standby];
}

/** Grid records of the blocks: their stories, and the break row of each non-standby block. */
export function countRecords(blocks: readonly Block[]): number {
  return blocks.reduce((n, block) => n + block.stories.length + (block.standBy ? 0 : 1), 0);
}

export interface GridRows {
  rows: GridRow[];
  /** Records printed (at most the limit) and records the blocks hold. */
  printed: number;
  total: number;
}

/**
 * The rows of the printed grid, in order, stopped once `limit` records are in: a header opens each block
 * that has a record printed (or has none), its stories follow, then its break row.
 */
export function gridRows(blocks: readonly Block[], limit = GRID_RECORD_LIMIT): GridRows {
  const rows: GridRow[] = [];
  let printed = 0;
  for (const block of blocks) {
    // Past the limit nothing more prints; an empty standby block (no record) still shows it is empty.
    if (printed >= limit && (block.stories.length > 0 || !block.standBy)) break;
    rows.push({ kind: 'block', block });
    for (const story of block.stories) {
      if (printed >= limit) break;
      rows.push({ kind: 'story', block, story });
      printed += 1;
    }
    if (!block.standBy && printed < limit) {
      rows.push({ kind: 'break', block });
      printed += 1;
    }
  }
  return { rows, printed, total: countRecords(blocks) };
}

/** The stories whose scripts are printed, in running order, with their block. */
export function scriptStories(blocks: readonly Block[]): { block: Block; story: Story }[] {
  return blocks.flatMap((block) => block.stories.map((story) => ({ block, story })));
}
