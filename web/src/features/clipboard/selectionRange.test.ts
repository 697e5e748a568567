import { describe, expect, it } from 'vitest';
import type { StoryId } from '@newsroom/api';
import { clickSelection, storyRange, type Selection } from './selectionRange';

const ids = (...n: number[]) => n.map((i) => i as StoryId);
// Block A: 1 2 3, block B: 4 5, standby: 6 (grid order).
const ORDER = ids(1, 2, 3, 4, 5, 6);
const none = { selected: [] as StoryId[], anchor: null };

describe('storyRange', () => {
  it('is every story between two, both included, either way round, across blocks', () => {
    expect(storyRange(ORDER, 2 as StoryId, 5 as StoryId)).toEqual(ids(2, 3, 4, 5));
    expect(storyRange(ORDER, 5 as StoryId, 2 as StoryId)).toEqual(ids(2, 3, 4, 5));
    expect(storyRange(ORDER, 3 as StoryId, 3 as StoryId)).toEqual(ids(3));
  });
  it('is null when a story is not in the grid', () => {
    expect(storyRange(ORDER, 9 as StoryId, 2 as StoryId)).toBeNull();
  });
});

describe('clickSelection', () => {
  it('a click ticks one story and anchors there; a shift-click ticks the range from the anchor', () => {
    let s = clickSelection(none, 2 as StoryId, false, ORDER);
    expect(s).toEqual({ selected: ids(2), anchor: 2 });
    s = clickSelection(s, 5 as StoryId, true, ORDER);
    expect(s.selected).toEqual(ids(2, 3, 4, 5));
    expect(s.anchor).toBe(5);
  });
  it('keeps the stories ticked outside the range, without duplicates', () => {
    let s = clickSelection(none, 6 as StoryId, false, ORDER);
    s = clickSelection(s, 3 as StoryId, false, ORDER);
    s = clickSelection(s, 1 as StoryId, true, ORDER);
    expect([...s.selected].sort()).toEqual(ids(1, 2, 3, 6));
  });
  it('a shift-click on a ticked story unticks the range', () => {
    let s: Selection = { selected: ids(1, 2, 3, 4, 5), anchor: 1 as StoryId };
    s = clickSelection(s, 2 as StoryId, false, ORDER);
    expect(s.selected).toEqual(ids(1, 3, 4, 5));
    s = clickSelection(s, 4 as StoryId, true, ORDER);
    expect(s.selected).toEqual(ids(1, 5));
  });
  it('a shift-click without an anchor in the grid is a plain click', () => {
    expect(clickSelection(none, 4 as StoryId, true, ORDER)).toEqual({ selected: ids(4), anchor: 4 });
    expect(clickSelection({ selected: [], anchor: 99 as StoryId }, 4 as StoryId, true, ORDER).selected).toEqual(ids(4));
  });
});
