/**
 * Keeping the keyboard focus on a story row that moves (Alt+ArrowUp/Down or its move buttons): a row that
 * changes block is a new row for React, and a row moved inside its block may be taken out of the DOM and
 * put back; either way the focused cell loses the focus. The row remembers which cell had it before the
 * move and puts it back once the row is drawn in its new place.
 */
import { useLayoutEffect, type RefObject } from 'react';
import type { StoryId } from '@newsroom/api';

let pending: { storyId: StoryId; testId: string } | null = null;

/** The cell with that test id in the row; for a move button that got disabled (an end reached), the other. */
function cellIn(row: Element | null | undefined, testId: string): HTMLElement | null {
  const el = row?.querySelector<HTMLElement>(`[data-testid="${CSS.escape(testId)}"]`) ?? null;
  if (el instanceof HTMLButtonElement && el.disabled) return row?.querySelector<HTMLElement>('button.move-btn:not(:disabled)') ?? null;
  return el;
}

function refocus(el: HTMLElement | null) {
  if (el && document.activeElement !== el) el.focus();
}

/**
 * Call just before moving the story: remembers the focused cell of the row (by its test id) and blurs it,
 * so a cell being edited commits what was typed, as it does on Enter.
 */
export function keepFocusThroughMove(storyId: StoryId, row: HTMLElement | null) {
  const el = document.activeElement;
  if (!(el instanceof HTMLElement) || !row?.contains(el) || !el.dataset.testid) return;
  const testId = el.dataset.testid;
  pending = { storyId, testId };
  el.blur();
  // The move is drawn at once (optimistic); if it was not (nothing moved), give the focus back where it was.
  requestAnimationFrame(() => {
    if (pending?.storyId !== storyId) return;
    pending = null;
    refocus(cellIn(document.querySelector(`[data-testid="story-row-${storyId}"]`), testId));
  });
}

/** In the row: puts the remembered cell back in focus when the row shows up in a new place. */
export function useFocusAfterMove(storyId: StoryId, row: RefObject<HTMLElement | null>, place: string) {
  useLayoutEffect(() => {
    if (pending?.storyId !== storyId) return;
    const el = cellIn(row.current, pending.testId);
    pending = null;
    refocus(el);
  }, [storyId, row, place]);
}
