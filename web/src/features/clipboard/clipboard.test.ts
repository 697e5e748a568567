import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlockId, StoryId } from '@newsroom/api';
import { CLIPBOARD_KEY, clipboardSlice, clipped, saveClip, storyClicked } from './clipboardSlice';
import { selectedIn, targetBlock } from './useClipboardActions';

const sid = (n: number) => n as StoryId;
const bid = (n: number) => n as BlockId;

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe('clipboard', () => {
  beforeEach(() => vi.stubGlobal('sessionStorage', memoryStorage()));

  it('ticks and unticks stories; a clip takes the selection', () => {
    const reduce = clipboardSlice.reducer;
    const click = (id: number, shift = false) => storyClicked({ id: sid(id), shift, order: [3, 4, 5].map(sid) });
    let s = reduce(undefined, click(3));
    s = reduce(s, click(5));
    s = reduce(s, click(3));
    expect(s.selected).toEqual([5]);
    s = reduce(s, click(4, true));
    expect(s.selected).toEqual([5, 3, 4]);
    s = reduce(s, clipped({ ids: [sid(5)], slugs: ['FIRE'], cut: true }));
    expect(s.selected).toEqual([]);
    expect(s.clip).toEqual({ ids: [5], slugs: ['FIRE'], cut: true });
  });

  it('survives in sessionStorage, and ignores what is not a clip', () => {
    saveClip({ ids: [sid(7)], slugs: ['RAIN'], cut: false });
    expect(clipboardSlice.getInitialState().clip).toEqual({ ids: [7], slugs: ['RAIN'], cut: false });
    sessionStorage.setItem(CLIPBOARD_KEY, '{"ids": "x"}');
    expect(clipboardSlice.getInitialState().clip).toBeNull();
    saveClip(null);
    expect(sessionStorage.getItem(CLIPBOARD_KEY)).toBeNull();
  });

  it('pastes into the chosen block of this rundown, else the first non-standby block', () => {
    const blocks = [
      { id: bid(1), standBy: false },
      { id: bid(2), standBy: false },
      { id: bid(9), standBy: true },
    ];
    expect(targetBlock(blocks, bid(2))).toBe(2);
    expect(targetBlock(blocks, bid(40))).toBe(1);
    expect(targetBlock(blocks, null)).toBe(1);
    expect(targetBlock([], null)).toBeNull();
  });

  it('acts on the ticked stories of this rundown, in air order', () => {
    const rundown = { blocks: [{ stories: [{ id: sid(1) }, { id: sid(2) }] }, { stories: [{ id: sid(3) }] }] };
    expect(selectedIn(rundown as never, [sid(3), sid(1), sid(99)]).map((s) => s.id)).toEqual([1, 3]);
  });
});
