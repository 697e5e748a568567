/**
 * The prompter's state and the commands that change it (docs/api-design.md, "Websocket", teleprompter
 * remote control). The same commands come from the keyboard and the control bar of the prompter itself
 * and, relayed by the server on `/topic/prompter/{rundownId}`, from a remote control:
 *
 * | command  | value                                   | effect                                        |
 * |----------|-----------------------------------------|-----------------------------------------------|
 * | play     | -                                       | starts scrolling                              |
 * | pause    | -                                       | stops scrolling                               |
 * | speed    | number, -5..10 (negative: backwards)    | the scrolling speed (absolute)                |
 * | font     | number, text size in px, 24..160        | the text size (absolute)                      |
 * | mirror   | boolean (absent: toggles)               | horizontal flip, for beam-splitter glass      |
 * | scroll   | number of lines, -50..50                | moves the text by that much, now              |
 * | goto     | "first" / "previous" / "next" / "last"  | to the start of that story                    |
 * | story    | a story id                              | to the start of that story                    |
 *
 * Values out of range are clamped; a command that makes no sense (unknown, wrong type) changes nothing.
 * Pure functions, no React and no DOM: moves (`scroll`, `goto`, `story`) become a `jump` request that the
 * screen carries out against its layout.
 */
import type { StoryId } from '@newsroom/api';

export const SPEED_MIN = -5;
export const SPEED_MAX = 10;
export const FONT_MIN = 24;
export const FONT_MAX = 160;
export const FONT_STEP = 8;
export const DEFAULT_FONT = 64;
export const DEFAULT_SPEED = 3;
const SCROLL_MAX_LINES = 50;

export type GotoTarget = 'first' | 'previous' | 'next' | 'last';
const GOTO_TARGETS: readonly GotoTarget[] = ['first', 'previous', 'next', 'last'];

export type PrompterCommand =
  | { command: 'play' }
  | { command: 'pause' }
  | { command: 'speed'; value: number }
  | { command: 'font'; value: number }
  | { command: 'mirror'; value?: boolean }
  | { command: 'scroll'; value: number }
  | { command: 'goto'; value: GotoTarget }
  | { command: 'story'; value: StoryId };

/** A move the screen has to make; `seq` grows with each one, so the same move twice is two moves. */
export type Jump = { seq: number } & ({ kind: 'lines'; lines: number } | { kind: 'goto'; target: GotoTarget } | { kind: 'story'; id: StoryId });

export interface PrompterState {
  playing: boolean;
  /** -5..10: 0 stands still, negative scrolls back. */
  speed: number;
  /** Text size in px. */
  fontSize: number;
  mirror: boolean;
  jump: Jump | null;
}

export const initialPrompterState: PrompterState = {
  playing: false,
  speed: DEFAULT_SPEED,
  fontSize: DEFAULT_FONT,
  mirror: false,
  jump: null,
};

const clamp = (n: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, n));
export const clampSpeed = (n: number) => clamp(Math.round(n), SPEED_MIN, SPEED_MAX) || 0;
export const clampFont = (n: number) => clamp(Math.round(n), FONT_MIN, FONT_MAX);

/**
 * How fast the text moves, in px per second: proportional to the speed and to the text size, so a speed
 * reads the same number of lines a second at any size (speed 3 at 64 px: about 0.75 line a second).
 */
export function pixelsPerSecond(speed: number, fontSize: number): number {
  return clampSpeed(speed) * clampFont(fontSize) * 0.35;
}

const isNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * A command received as JSON (a MESSAGE body: `{command, value, from}`), checked; null when it is not one
 * this prompter understands. `value` may be a numeric string for the numeric commands.
 */
export function parseCommand(body: unknown): PrompterCommand | null {
  if (!body || typeof body !== 'object') return null;
  const { command, value } = body as { command?: unknown; value?: unknown };
  const num = isNumber(value) ? value : typeof value === 'string' && value.trim() !== '' && isNumber(Number(value)) ? Number(value) : null;
  switch (command) {
    case 'play':
    case 'pause':
      return { command };
    case 'speed':
    case 'font':
    case 'scroll':
      return num === null ? null : { command, value: num };
    case 'mirror':
      if (value === undefined || value === null) return { command };
      return typeof value === 'boolean' ? { command, value } : null;
    case 'goto':
      return GOTO_TARGETS.includes(value as GotoTarget) ? { command, value: value as GotoTarget } : null;
    case 'story':
      return num !== null && Number.isSafeInteger(num) && num > 0 ? { command, value: num as StoryId } : null;
    default:
      return null;
  }
}

const nextSeq = (state: PrompterState) => (state.jump?.seq ?? 0) + 1;

/** Applies one command. */
export function prompterReducer(state: PrompterState, cmd: PrompterCommand): PrompterState {
  switch (cmd.command) {
    case 'play':
      return state.playing ? state : { ...state, playing: true };
    case 'pause':
      return state.playing ? { ...state, playing: false } : state;
    case 'speed': {
      const speed = clampSpeed(cmd.value);
      return speed === state.speed ? state : { ...state, speed };
    }
    case 'font': {
      const fontSize = clampFont(cmd.value);
      return fontSize === state.fontSize ? state : { ...state, fontSize };
    }
    case 'mirror': {
      const mirror = cmd.value ?? !state.mirror;
      return mirror === state.mirror ? state : { ...state, mirror };
    }
    case 'scroll': {
      const lines = clamp(cmd.value, -SCROLL_MAX_LINES, SCROLL_MAX_LINES);
      return lines === 0 ? state : { ...state, jump: { seq: nextSeq(state), kind: 'lines', lines } };
    }
    case 'goto':
      return { ...state, jump: { seq: nextSeq(state), kind: 'goto', target: cmd.value } };
    case 'story':
      return { ...state, jump: { seq: nextSeq(state), kind: 'story', id: cmd.value } };
  }
}

/** The commands of the keys and buttons that step from the current state. */
export const togglePlay = (state: PrompterState): PrompterCommand => ({ command: state.playing ? 'pause' : 'play' });
export const speedBy = (state: PrompterState, delta: number): PrompterCommand => ({ command: 'speed', value: clampSpeed(state.speed + delta) });
export const fontBy = (state: PrompterState, steps: number): PrompterCommand => ({ command: 'font', value: clampFont(state.fontSize + steps * FONT_STEP) });

/** What a key does on the prompter screen: a command, a screen action, or nothing. */
export type KeyAction = PrompterCommand | { action: 'fullscreen' | 'leave' | 'controls' };

/**
 * The prompter's keys: Space play/pause, ↑/↓ speed, +/- text size, M mirror, PageUp/PageDown previous/
 * next story, Home the first story, F full screen, H the control bar, Esc leave. `key` is
 * KeyboardEvent.key.
 */
export function keyAction(key: string, state: PrompterState): KeyAction | null {
  switch (key) {
    case ' ':
    case 'Spacebar':
      return togglePlay(state);
    case 'ArrowUp':
      return speedBy(state, 1);
    case 'ArrowDown':
      return speedBy(state, -1);
    case '+':
    case '=':
      return fontBy(state, 1);
    case '-':
    case '_':
      return fontBy(state, -1);
    case 'm':
    case 'M':
      return { command: 'mirror', value: !state.mirror };
    case 'PageUp':
      return { command: 'goto', value: 'previous' };
    case 'PageDown':
      return { command: 'goto', value: 'next' };
    case 'Home':
      return { command: 'goto', value: 'first' };
    case 'End':
      return { command: 'goto', value: 'last' };
    case 'f':
    case 'F':
      return { action: 'fullscreen' };
    case 'h':
    case 'H':
      return { action: 'controls' };
    case 'Escape':
      return { action: 'leave' };
    default:
      return null;
  }
}
