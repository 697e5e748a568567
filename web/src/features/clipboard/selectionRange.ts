/**
 * Shift-click range selection of the grid's story tick boxes, as pure functions: a click ticks or unticks
 * one story and makes it the anchor; a shift-click gives every story between the anchor and the clicked
 * one (both included, in grid order, across blocks) the state the clicked story takes, like a mail client's
 * list. Without an anchor in the grid (first click, or the anchor left the rundown) a shift-click is a click.
 */
import type { StoryId } from '@newsroom/api';

/** The stories of the grid from `a` to `b` (either way round), both included; null when one is missing. */
export function storyRange(order: readonly StoryId[], a: StoryId, b: StoryId): StoryId[] | null {
  const i = order.indexOf(a);
  const j = order.indexOf(b);
  if (i < 0 || j < 0) return null;
  return order.slice(Math.min(i, j), Math.max(i, j) + 1);
}

export interface Selection {
  selected: StoryId[];
  anchor: StoryId | null;
}

/** A click on story `id`'s tick box (`shift` held or not), with the grid's stories in `order`. */
export function clickSelection(state: Selection, id: StoryId, shift: boolean, order: readonly StoryId[]): Selection {
  const ticking = !state.selected.includes(id);
  const range = shift && state.anchor !== null ? storyRange(order, state.anchor, id) : null;
  const touched = range ?? [id];
  const selected = ticking
    ? [...state.selected, ...touched.filter((s) => !state.selected.includes(s))]
    : state.selected.filter((s) => !touched.includes(s));
  return { selected, anchor: id };
}
