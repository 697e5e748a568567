/**
 * The rundown grid as one list of rows, for windowing (RundownGrid draws only the rows in view): for each
 * block its header, its stories (or an "empty" row) and, except in the standby block, its break. Pure
 * functions over the rundown; the virtualizer (@tanstack/react-virtual) works on indexes into this list.
 */
import type { Block, Rundown, Story, StoryId } from '@newsroom/api';

export type GridRow =
  | { kind: 'header'; key: string; block: Block; canMoveUp: boolean; canMoveDown: boolean }
  | { kind: 'story'; key: string; block: Block; story: Story; canMoveUp: boolean; canMoveDown: boolean }
  | { kind: 'empty'; key: string; block: Block }
  | { kind: 'break'; key: string; block: Block };

/** Every row of the grid in order; `canMove*` as the buttons need them. */
export function gridRows(rundown: Pick<Rundown, 'blocks'>): GridRow[] {
  const normalIds = rundown.blocks.filter((b) => !b.standBy).map((b) => b.id);
  const rows: GridRow[] = [];
  rundown.blocks.forEach((block, b) => {
    const index = normalIds.indexOf(block.id);
    const first = b === 0;
    const last = b === rundown.blocks.length - 1;
    rows.push({ kind: 'header', key: `h${block.id}`, block, canMoveUp: index > 0, canMoveDown: index >= 0 && index < normalIds.length - 1 });
    block.stories.forEach((story, s) =>
      rows.push({ kind: 'story', key: `s${story.id}`, block, story, canMoveUp: !(first && s === 0), canMoveDown: !(last && s === block.stories.length - 1) }),
    );
    if (block.stories.length === 0) rows.push({ kind: 'empty', key: `e${block.id}`, block });
    if (!block.standBy) rows.push({ kind: 'break', key: `b${block.id}`, block });
  });
  return rows;
}

/** The index of story `id`'s row, or -1. */
export function rowOfStory(rows: readonly GridRow[], id: StoryId | null): number {
  return id === null ? -1 : rows.findIndex((r) => r.kind === 'story' && r.story.id === id);
}

/** A first guess of a row's height in px, before it is measured. */
export function estimateRowHeight(row: GridRow | undefined): number {
  return row?.kind === 'header' ? 36 : row?.kind === 'break' ? 24 : 28;
}

/** The rows of one block that are drawn, in one `<tbody>`. */
export interface BlockSlice {
  block: Block;
  items: { index: number; row: GridRow }[];
}

/** The drawn rows (indexes in order, contiguous) grouped by block. */
export function sliceByBlock(rows: readonly GridRow[], indexes: readonly number[]): BlockSlice[] {
  const slices: BlockSlice[] = [];
  for (const index of indexes) {
    const row = rows[index];
    if (!row) continue;
    const last = slices[slices.length - 1];
    if (last && last.block.id === row.block.id) last.items.push({ index, row });
    else slices.push({ block: row.block, items: [{ index, row }] });
  }
  return slices;
}
