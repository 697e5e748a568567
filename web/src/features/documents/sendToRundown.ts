/**
 * What "Send to rundown" offers first (web.md section 7, "create story from assignments, news and
 * reportages"): the document's program and day, and a block of that day's rundown that airs.
 */
import type { Block, BlockId } from '@newsroom/api';

/** The document's first program the caller may see (`programs`), else the first program; null without any. */
export function firstProgram(programs: readonly { id: number }[], documentProgramIds: readonly number[]): number | null {
  return documentProgramIds.find((id) => programs.some((p) => p.id === id)) ?? programs[0]?.id ?? null;
}

/**
 * The block offered first: the rundown's first block that is not the standby one (whose stories never
 * air); null when standby is all there is, so it is only ever chosen on purpose.
 */
export function firstBlock(blocks: readonly Pick<Block, 'id' | 'standBy'>[]): BlockId | null {
  return blocks.find((b) => !b.standBy)?.id ?? null;
}

/** The block `chosen` while the rundown still has it, else the one offered first. */
export function blockToSend(blocks: readonly Pick<Block, 'id' | 'standBy'>[], chosen: BlockId | null): BlockId | null {
  return chosen !== null && blocks.some((b) => b.id === chosen) ? chosen : firstBlock(blocks);
}
