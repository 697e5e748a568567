/**
 * The prompter's keys (prompterState.ts, `keyAction`), on the whole page. Keys typed into a field, and
 * Space/Enter on a focused button or link, are left alone; so are keys with Ctrl, Alt or Meta (browser
 * zoom, tab switching).
 */
import { useEffect, useRef } from 'react';
import { keyAction, type PrompterCommand, type PrompterState } from './prompterState';

export interface ScreenActions {
  fullscreen: () => void;
  leave: () => void;
  controls: () => void;
}

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

const activates = (target: EventTarget | null, key: string) =>
  (key === ' ' || key === 'Enter') && target instanceof HTMLElement && (target.tagName === 'BUTTON' || target.tagName === 'A');

export function usePrompterKeys(state: PrompterState, apply: (cmd: PrompterCommand) => void, actions: ScreenActions) {
  const latest = useRef({ state, apply, actions });
  useEffect(() => {
    latest.current = { state, apply, actions };
  });

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.ctrlKey || e.altKey || e.metaKey || isTyping(e.target) || activates(e.target, e.key)) return;
      const { state: s, apply: run, actions: act } = latest.current;
      const what = keyAction(e.key, s);
      if (!what) return;
      e.preventDefault();
      if ('command' in what) run(what);
      else act[what.action]();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
