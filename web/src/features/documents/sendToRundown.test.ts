import { describe, expect, it } from 'vitest';
import type { BlockId } from '@newsroom/api';
import { blockToSend, firstBlock, firstProgram } from './sendToRundown';

const programs = [{ id: 1 }, { id: 2 }, { id: 3 }];
const blocks = (...standBy: boolean[]) => standBy.map((s, i) => ({ id: (i + 1) as BlockId, standBy: s }));

describe('what Send to rundown offers first', () => {
  it("offers the document's first program the caller may see, else the first program", () => {
    expect(firstProgram(programs, [2, 3])).toBe(2);
    expect(firstProgram(programs, [9, 3])).toBe(3);
    expect(firstProgram(programs, [9])).toBe(1);
    expect(firstProgram(programs, [])).toBe(1);
    expect(firstProgram([], [2])).toBeNull();
  });

  it('offers the first block that airs, never the standby block unless chosen', () => {
    expect(firstBlock(blocks(false, false, true))).toBe(1);
    expect(firstBlock(blocks(true))).toBeNull();
    expect(firstBlock([])).toBeNull();
    expect(blockToSend(blocks(false, false, true), 3 as BlockId)).toBe(3);
    expect(blockToSend(blocks(false, false, true), 2 as BlockId)).toBe(2);
    // A block chosen in another rundown (the day or program changed): the first one of this rundown.
    expect(blockToSend(blocks(false, true), 7 as BlockId)).toBe(1);
    expect(blockToSend(blocks(true), null)).toBeNull();
  });
});
