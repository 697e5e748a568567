/**
 * The story clipboard of the rundown screen: the stories ticked in the grid, the stories cut or copied
 * (kept in sessionStorage, so the clipboard survives opening another rundown and a reload of the tab),
 * and the block that Paste and "Move into rundown" put stories into.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { BlockId, StoryId } from '../../shared/api/types';

export const CLIPBOARD_KEY = 'storyClipboard';

/** Stories cut (they move on paste) or copied (copies are pasted), with their slugs to show. */
export interface Clip {
  ids: StoryId[];
  slugs: string[];
  cut: boolean;
}

export interface ClipboardState {
  selected: StoryId[];
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

const initialState = (): ClipboardState => ({ selected: [], clip: storedClip(), targetBlockId: null });

export const clipboardSlice = createSlice({
  name: 'clipboard',
  initialState,
  reducers: {
    /** Ticks or unticks a story. */
    storyToggled(state, action: PayloadAction<StoryId>) {
      const i = state.selected.indexOf(action.payload);
      if (i >= 0) state.selected.splice(i, 1);
      else state.selected.push(action.payload);
    },
    selectionCleared(state) {
      state.selected = [];
    },
    clipped(state, action: PayloadAction<Clip>) {
      state.clip = action.payload;
      state.selected = [];
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

export const { storyToggled, selectionCleared, clipped, clipCleared, targetChosen } = clipboardSlice.actions;
export const { selectSelected, selectClip, selectTargetBlock } = clipboardSlice.selectors;
