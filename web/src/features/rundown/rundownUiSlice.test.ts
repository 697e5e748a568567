import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoryId } from '@newsroom/api';
import {
  actionFailed,
  errorDismissed,
  overlayClosed,
  overlayToggled,
  PREFERENCES_KEY,
  rundownUiSlice,
  savePreferences,
  saveTimingMode,
  storySelected,
  updatePreviousChosen,
} from './rundownUiSlice';

const { reducer } = rundownUiSlice;
const fresh = () => reducer(undefined, { type: 'init' });

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe('rundown UI slice', () => {
  beforeEach(() => vi.stubGlobal('localStorage', memoryStorage()));
  afterEach(() => vi.unstubAllGlobals());

  it('starts with front time, without "update previous", nothing selected or open', () => {
    expect(fresh()).toMatchObject({ timingMode: 'progressive', updatePrevious: false, selectedStoryId: null, overlay: null, error: null, errorFields: {} });
  });

  it('keeps "update previous" beside the timing mode in the stored preferences', () => {
    saveTimingMode('regressive');
    savePreferences({ updatePrevious: true });
    expect(JSON.parse(localStorage.getItem(PREFERENCES_KEY) ?? '')).toEqual({ timingMode: 'regressive', updatePrevious: true });
    expect(fresh()).toMatchObject({ timingMode: 'regressive', updatePrevious: true });
    saveTimingMode('accumulated');
    expect(fresh().updatePrevious).toBe(true);
  });

  it('ignores stored preferences of the wrong type', () => {
    localStorage.setItem(PREFERENCES_KEY, JSON.stringify({ timingMode: 'sideways', updatePrevious: 'yes' }));
    expect(fresh()).toMatchObject({ timingMode: 'progressive', updatePrevious: false });
    localStorage.setItem(PREFERENCES_KEY, '{not json');
    expect(fresh().timingMode).toBe('progressive');
  });

  it('switches "update previous"', () => {
    expect(reducer(fresh(), updatePreviousChosen(true)).updatePrevious).toBe(true);
  });

  it('selects a story row and clears the selection', () => {
    const s = reducer(fresh(), storySelected(7 as StoryId));
    expect(s.selectedStoryId).toBe(7);
    expect(reducer(s, storySelected(null)).selectedStoryId).toBeNull();
  });

  it('opens one overlay at a time; toggling the open one closes it', () => {
    const help = reducer(fresh(), overlayToggled('help'));
    expect(help.overlay).toBe('help');
    expect(reducer(help, overlayToggled('log')).overlay).toBe('log');
    expect(reducer(help, overlayToggled('help')).overlay).toBeNull();
    expect(reducer(help, overlayClosed()).overlay).toBeNull();
  });

  it('keeps the code and the field messages of a failed action until dismissed', () => {
    const failed = reducer(fresh(), actionFailed('validation', { private: { code: 'approved_private' } }));
    expect(failed).toMatchObject({ error: 'validation', errorFields: { private: { code: 'approved_private' } } });
    const displayed = reducer(failed, actionFailed('rundown_displayed'));
    expect(displayed).toMatchObject({ error: 'rundown_displayed', errorFields: {} });
    expect(reducer(displayed, errorDismissed())).toMatchObject({ error: null, errorFields: {} });
  });
});
