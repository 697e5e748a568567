/**
 * What the rundown screen keeps beside the cached rundown: the preferences (timing mode and the on-air
 * "update previous" setting, kept in localStorage as JSON), the state of each rundown's live subscription,
 * the story row the keyboard acts on, which overlay is open, and the last failed action.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FieldProblems, StoryId } from '@newsroom/api';
import type { ShownErrorCode } from '../../shared/ui/ErrorMessage';
import { isTimingMode, type TimingMode } from './timingMode';

export const PREFERENCES_KEY = 'rundownPreferences';

export type LiveState = 'connecting' | 'live' | 'offline';

/** The side panel or dialog shown over the grid: the rundown log, the keyboard help, the drawer, or none. */
export type Overlay = 'log' | 'help' | 'drawer' | null;

export interface RundownUiState {
  timingMode: TimingMode;
  /** PLAY and STOP also stop every earlier item still BLANK or PLAY. */
  updatePrevious: boolean;
  live: Record<number, LiveState>;
  /** The story row the on-air shortcuts act on. */
  selectedStoryId: StoryId | null;
  overlay: Overlay;
  error: ShownErrorCode | null;
  /** The field messages of the last 422, if any. */
  errorFields: FieldProblems;
}

interface Preferences {
  timingMode: TimingMode;
  updatePrevious: boolean;
}

function storedPreferences(): Preferences {
  const prefs: Preferences = { timingMode: 'progressive', updatePrevious: false };
  try {
    const stored = JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}') as Record<string, unknown>;
    if (isTimingMode(stored.timingMode)) prefs.timingMode = stored.timingMode;
    if (typeof stored.updatePrevious === 'boolean') prefs.updatePrevious = stored.updatePrevious;
  } catch {
    /* no storage or bad JSON: the defaults */
  }
  return prefs;
}

/** Remembers preferences for the next visit (called beside the dispatch), keeping the ones not given. */
export function savePreferences(changes: Partial<Preferences>) {
  try {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ ...storedPreferences(), ...changes }));
  } catch {
    /* keep it for this page only */
  }
}

export const saveTimingMode = (timingMode: TimingMode) => savePreferences({ timingMode });

const initialState = (): RundownUiState => ({
  ...storedPreferences(),
  live: {},
  selectedStoryId: null,
  overlay: null,
  error: null,
  errorFields: {},
});

export const rundownUiSlice = createSlice({
  name: 'rundownUi',
  initialState,
  reducers: {
    timingModeChosen(state, action: PayloadAction<TimingMode>) {
      state.timingMode = action.payload;
    },
    updatePreviousChosen(state, action: PayloadAction<boolean>) {
      state.updatePrevious = action.payload;
    },
    liveChanged(state, action: PayloadAction<{ rundownId: number; state: LiveState | null }>) {
      const { rundownId, state: live } = action.payload;
      if (live) state.live[rundownId] = live;
      else delete state.live[rundownId];
    },
    storySelected(state, action: PayloadAction<StoryId | null>) {
      state.selectedStoryId = action.payload;
    },
    /** Opens an overlay; opening the one that is open closes it. */
    overlayToggled(state, action: PayloadAction<Exclude<Overlay, null>>) {
      state.overlay = state.overlay === action.payload ? null : action.payload;
    },
    overlayClosed(state) {
      state.overlay = null;
    },
    actionFailed: {
      reducer(state, action: PayloadAction<{ code: NonNullable<RundownUiState['error']>; fields: FieldProblems }>) {
        state.error = action.payload.code;
        state.errorFields = action.payload.fields;
      },
      prepare: (code: NonNullable<RundownUiState['error']>, fields: FieldProblems = {}) => ({ payload: { code, fields } }),
    },
    errorDismissed(state) {
      state.error = null;
      state.errorFields = {};
    },
  },
  selectors: {
    selectTimingMode: (s) => s.timingMode,
    selectUpdatePrevious: (s) => s.updatePrevious,
    selectLive: (s, rundownId: number): LiveState => s.live[rundownId] ?? 'connecting',
    selectSelectedStory: (s) => s.selectedStoryId,
    selectOverlay: (s) => s.overlay,
    selectError: (s) => s.error,
    selectErrorFields: (s) => s.errorFields,
  },
});

export const {
  timingModeChosen,
  updatePreviousChosen,
  liveChanged,
  storySelected,
  overlayToggled,
  overlayClosed,
  actionFailed,
  errorDismissed,
} = rundownUiSlice.actions;
export const {
  selectTimingMode,
  selectUpdatePrevious,
  selectLive,
  selectSelectedStory,
  selectOverlay,
  selectError,
  selectErrorFields,
} = rundownUiSlice.selectors;
