/**
 * What the rundown screen keeps beside the cached rundown: the chosen timing mode (a preference kept in
 * localStorage as JSON), the state of each rundown's live subscription, and the last failed action.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ApiErrorCode } from '../../shared/api/errors';
import { isTimingMode, type TimingMode } from './timingMode';

export const PREFERENCES_KEY = 'rundownPreferences';

export type LiveState = 'connecting' | 'live' | 'offline';

export interface RundownUiState {
  timingMode: TimingMode;
  live: Record<number, LiveState>;
  error: ApiErrorCode | 'invalidDuration' | null;
}

function storedMode(): TimingMode {
  try {
    const prefs = JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '{}') as { timingMode?: unknown };
    if (isTimingMode(prefs.timingMode)) return prefs.timingMode;
  } catch {
    /* no storage or bad JSON: the default */
  }
  return 'progressive';
}

/** Remembers the mode for the next visit (called by the selector, beside the dispatch). */
export function saveTimingMode(mode: TimingMode) {
  try {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ timingMode: mode }));
  } catch {
    /* keep it for this page only */
  }
}

const initialState = (): RundownUiState => ({ timingMode: storedMode(), live: {}, error: null });

export const rundownUiSlice = createSlice({
  name: 'rundownUi',
  initialState,
  reducers: {
    timingModeChosen(state, action: PayloadAction<TimingMode>) {
      state.timingMode = action.payload;
    },
    liveChanged(state, action: PayloadAction<{ rundownId: number; state: LiveState | null }>) {
      const { rundownId, state: live } = action.payload;
      if (live) state.live[rundownId] = live;
      else delete state.live[rundownId];
    },
    actionFailed(state, action: PayloadAction<RundownUiState['error']>) {
      state.error = action.payload;
    },
    errorDismissed(state) {
      state.error = null;
    },
  },
  selectors: {
    selectTimingMode: (s) => s.timingMode,
    selectLive: (s, rundownId: number): LiveState => s.live[rundownId] ?? 'connecting',
    selectError: (s) => s.error,
  },
});

export const { timingModeChosen, liveChanged, actionFailed, errorDismissed } = rundownUiSlice.actions;
export const { selectTimingMode, selectLive, selectError } = rundownUiSlice.selectors;
