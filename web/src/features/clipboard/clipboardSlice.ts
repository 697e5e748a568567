/**
 * The story clipboard of the rundown screen: the stories ticked in the grid (with the anchor of a
 * shift-click range, selectionRange.ts), the stories cut or copied
 * (kept in sessionStorage, so the clipboard survives opening another rundown and a reload of the tab),
 * and the block that Paste and "Move into rundown" put stories into.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BlockId, StoryId } from '@newsroom/api';
import { clickSelection } from './selectionRange';

export const CLIPBOARD_KEY = 'storyClipboard';

/** Stories cut (they move on paste) or copied (copies are pasted), with their slugs to show. */
export interface Clip {
  ids: StoryId[];
  slugs: string[];
  cut: boolean;
}

export interface ClipboardState {
  selected: StoryId[];
  /** The story last clicked: a shift-click selects from it. */
  anchor: StoryId | null;
  clip: Clip | null;
  targetBlockId: BlockId | null;
}

function isClip(value: unknown): value is Clip {
  const v = value as Partial<Clip> | null;
  return !!v && Array.isArray(v.ids) && Array.isArray(v.slugs) && typeof v.cut === 'boolean' && v.ids.every((i) => typeof i === 'number');
}

function storedClip(): Clip | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(CLIPBOARD_KEY) ?? 'null');
    return isClip(value) ? value : null;
  } catch {
    return null;
  }
}

/** Keeps the clip for this tab (called beside the dispatch); null forgets it. */
export function saveClip(clip: Clip | null) {
  try {
    if (clip) sessionStorage.setItem(CLIPBOARD_KEY, JSON.stringify(clip));
    else sessionStorage.removeItem(CLIPBOARD_KEY);
  } catch {
    /* keep it for this page only */
  }
}

const initialState = (): ClipboardState => ({ selected: [], anchor: null, clip: storedClip(), targetBlockId: null });

export const clipboardSlice = createSlice({
  name: 'clipboard',
  initialState,
  reducers: {
    /** A click on a story's tick box; with shift, the range from the last one clicked, in grid `order`. */
    storyClicked(state, action: PayloadAction<{ id: StoryId; shift: boolean; order: readonly StoryId[] }>) {
      const { id, shift, order } = action.payload;
      const next = clickSelection(state, id, shift, order);
      state.selected = next.selected;
      state.anchor = next.anchor;
    },
    selectionCleared(state) {
      state.selected = [];
      state.anchor = null;
    },
    clipped(state, action: PayloadAction<Clip>) {
      state.clip = action.payload;
      state.selected = [];
      state.anchor = null;
    },
    clipCleared(state) {
      state.clip = null;
    },
    targetChosen(state, action: PayloadAction<BlockId | null>) {
      state.targetBlockId = action.payload;
    },
  },
  selectors: {
    selectSelected: (s) => s.selected,
    selectClip: (s) => s.clip,
    selectTargetBlock: (s) => s.targetBlockId,
  },
});

export const { storyClicked, selectionCleared, clipped, clipCleared, targetChosen } = clipboardSlice.actions;
export const { selectSelected, selectClip, selectTargetBlock } = clipboardSlice.selectors;
