/**
 * The keyboard of the rundown screen (manual on-air control, web.md section 4: "manual control shortcuts
 * exist"): which key does what, read from a keydown event, what it then does, and the list the help
 * overlay shows.
 */
import type { DisplayStatus, Rundown, StoryId } from '@newsroom/api';
import { airStoryIds, nextToTake, stepSelection } from './onAir';
import type { Overlay } from './rundownUiSlice';

export type Command =
  | 'next'
  | 'previous'
  | 'play'
  | 'stop'
  | 'blank'
  | 'takeNext'
  | 'moveUp'
  | 'moveDown'
  | 'paste'
  | 'log'
  | 'help'
  | 'close';

/** The help overlay's list, in the order a control room reads it; `keys` are shown as typed. */
export const SHORTCUTS: readonly { command: Command; keys: readonly string[]; writes: boolean }[] = [
  { command: 'takeNext', keys: ['N'], writes: true },
  { command: 'play', keys: ['Space', 'Enter'], writes: true },
  { command: 'stop', keys: ['S'], writes: true },
  { command: 'blank', keys: ['B'], writes: true },
  { command: 'next', keys: ['J', '↓'], writes: false },
  { command: 'previous', keys: ['K', '↑'], writes: false },
  { command: 'moveUp', keys: ['Alt+↑'], writes: true },
  { command: 'moveDown', keys: ['Alt+↓'], writes: true },
  { command: 'paste', keys: ['V'], writes: true },
  { command: 'log', keys: ['L'], writes: false },
  { command: 'help', keys: ['?'], writes: false },
  { command: 'close', keys: ['Esc'], writes: false },
];

const BY_KEY: Record<string, Command> = {
  j: 'next',
  ArrowDown: 'next',
  k: 'previous',
  ArrowUp: 'previous',
  ' ': 'play',
  Enter: 'play',
  s: 'stop',
  b: 'blank',
  n: 'takeNext',
  v: 'paste',
  l: 'log',
  '?': 'help',
  Escape: 'close',
};

export interface KeyInput {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  target: EventTarget | null;
}

/** A place where keys are text: an input, a text area, a select, an editable element. */
export function isTyping(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  const el = target as HTMLElement;
  if (el.isContentEditable) return true;
  return Boolean(el.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]'));
}

/** A control that Space and Enter already press (a button, a link, a checkbox). */
function pressable(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).closest !== 'function') return false;
  return Boolean((target as Element).closest('button, a[href], [role=button], summary'));
}

/**
 * The command of a keydown, or null when the key is not a shortcut here: never while typing, never with
 * Ctrl/Meta/Alt (Alt+ArrowUp/Down are the story moves of the row itself), and Space/Enter are left to a
 * focused button. Letters count in either case (Caps Lock, Shift).
 */
export function commandFor(e: KeyInput): Command | null {
  if (e.ctrlKey || e.metaKey || e.altKey || isTyping(e.target)) return null;
  if ((e.key === ' ' || e.key === 'Enter') && pressable(e.target)) return null;
  const key = e.key.length === 1 ? e.key.toLowerCase() : e.key;
  return BY_KEY[key] ?? null;
}

/** What a command does, decided from the state of the screen (pure, so it is tested without a DOM). */
export type Plan =
  | { type: 'select'; id: StoryId | null }
  | { type: 'display'; id: StoryId; status: DisplayStatus; select: boolean }
  | { type: 'paste'; below: StoryId }
  | { type: 'toggle'; overlay: 'help' | 'log' }
  | { type: 'close' };

export interface ScreenState {
  rundown: Pick<Rundown, 'blocks'>;
  /** May change the rundown: the write role, and the rundown is not displayed. */
  canEdit: boolean;
  selected: StoryId | null;
  overlay: Overlay;
  /** The clipboard holds stories to paste. */
  hasClip?: boolean;
}

const STATUS_OF = { play: 'PLAY', stop: 'STOP', blank: 'BLANK' } as const;

/**
 * The plan of a command, or null when it does nothing here (the key is then left to the browser). The
 * help overlay is modal: only `?` and Escape act while it is open. PLAY/STOP/BLANK act on the selected
 * story (one that can go on air); "take next" plays the story after the one on air and selects it; V
 * pastes the clipboard below the selected story.
 */
export function planCommand(command: Command, state: ScreenState): Plan | null {
  const { rundown, canEdit, selected, overlay } = state;
  if (overlay === 'help' && command !== 'help' && command !== 'close') return null;
  switch (command) {
    case 'help':
    case 'log':
      return { type: 'toggle', overlay: command };
    case 'close':
      if (overlay) return { type: 'close' };
      return selected === null ? null : { type: 'select', id: null };
    case 'next':
    case 'previous': {
      const id = stepSelection(rundown, selected, command === 'next' ? 1 : -1);
      return id === null ? null : { type: 'select', id };
    }
    case 'play':
    case 'stop':
    case 'blank':
      if (!canEdit || selected === null || !airStoryIds(rundown).includes(selected)) return null;
      return { type: 'display', id: selected, status: STATUS_OF[command], select: false };
    case 'paste':
      return canEdit && selected !== null && state.hasClip ? { type: 'paste', below: selected } : null;
    case 'takeNext': {
      const id = canEdit ? nextToTake(rundown) : null;
      return id === null ? null : { type: 'display', id, status: 'PLAY', select: true };
    }
    default:
      return null;
  }
}
