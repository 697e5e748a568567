/**
 * The on-air keys of the rundown screen (shortcuts.ts says which key does what): one keydown listener on
 * the document while the screen is shown. It reads the latest state through a ref, so it is added once.
 */
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { Rundown, StoryId } from '@newsroom/api';
import { overlayClosed, overlayToggled, selectOverlay, selectSelectedStory, storySelected } from './rundownUiSlice';
import { commandFor, planCommand } from './shortcuts';
import type { RundownActions } from './useRundownActions';

/** What V does: whether the clipboard holds stories, and pasting them below a story. */
export interface PasteKey {
  hasClip: boolean;
  pasteBelow: (id: StoryId) => void;
}

export function useRundownShortcuts(rundown: Rundown, canEdit: boolean, actions: RundownActions, paste: PasteKey) {
  const dispatch = useAppDispatch();
  const selected = useAppSelector(selectSelectedStory);
  const overlay = useAppSelector(selectOverlay);
  const hasClip = paste.hasClip;
  const latest = useRef({ rundown, canEdit, actions, selected, overlay, hasClip, paste });
  useLayoutEffect(() => {
    latest.current = { rundown, canEdit, actions, selected, overlay, hasClip, paste };
  });

  useEffect(() => {
    const onKeyDown = (e: KeyboardEvent) => {
      if (e.defaultPrevented) return;
      const command = commandFor(e);
      const state = latest.current;
      const plan = command && planCommand(command, state);
      if (!plan) return;
      // A held key walks the rows; it never takes item after item to air.
      if (e.repeat && plan.type !== 'select') return void e.preventDefault();
      e.preventDefault();
      switch (plan.type) {
        case 'select':
          dispatch(storySelected(plan.id));
          break;
        case 'display':
          if (plan.select) dispatch(storySelected(plan.id));
          state.actions.storyDisplay(plan.id, plan.status);
          break;
        case 'paste':
          state.paste.pasteBelow(plan.below);
          break;
        case 'toggle':
          dispatch(overlayToggled(plan.overlay));
          break;
        case 'close':
          dispatch(overlayClosed());
          break;
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dispatch]);
}
