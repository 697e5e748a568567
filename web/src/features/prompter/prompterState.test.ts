import { describe, expect, it } from 'vitest';
import type { StoryId } from '@newsroom/api';
import {
  clampFont,
  clampSpeed,
  fontBy,
  initialPrompterState as initial,
  keyAction,
  parseCommand,
  pixelsPerSecond,
  prompterReducer,
  speedBy,
  togglePlay,
  type PrompterCommand,
  type PrompterState,
} from './prompterState';

const run = (state: PrompterState, ...cmds: PrompterCommand[]) => cmds.reduce(prompterReducer, state);

describe('parseCommand', () => {
  it('takes the commands of the contract, with the sender added by the server', () => {
    expect(parseCommand({ command: 'play', from: 'producer' })).toEqual({ command: 'play' });
    expect(parseCommand({ command: 'pause', value: null })).toEqual({ command: 'pause' });
    expect(parseCommand({ command: 'speed', value: 4, from: 'tp' })).toEqual({ command: 'speed', value: 4 });
    expect(parseCommand({ command: 'speed', value: -2 })).toEqual({ command: 'speed', value: -2 });
    expect(parseCommand({ command: 'font', value: '80' })).toEqual({ command: 'font', value: 80 });
    expect(parseCommand({ command: 'mirror', value: true })).toEqual({ command: 'mirror', value: true });
    expect(parseCommand({ command: 'mirror' })).toEqual({ command: 'mirror' });
    expect(parseCommand({ command: 'scroll', value: -3 })).toEqual({ command: 'scroll', value: -3 });
    expect(parseCommand({ command: 'goto', value: 'next' })).toEqual({ command: 'goto', value: 'next' });
    expect(parseCommand({ command: 'story', value: 12 })).toEqual({ command: 'story', value: 12 });
  });

  it('refuses what it does not understand', () => {
    for (const body of [
      null,
      'play',
      [],
      {},
      { command: 'launch' },
      { command: 'speed' },
      { command: 'speed', value: 'fast' },
      { command: 'speed', value: Number.NaN },
      { command: 'font', value: '' },
      { command: 'mirror', value: 'yes' },
      { command: 'goto', value: 'middle' },
      { command: 'goto', value: 3 },
      { command: 'story', value: 0 },
      { command: 'story', value: 1.5 },
      { command: 'story', value: 'abc' },
    ]) {
      expect(parseCommand(body), JSON.stringify(body)).toBeNull();
    }
  });
});

describe('prompterReducer', () => {
  it('plays and pauses, leaving the state as it is when nothing changes', () => {
    const playing = run(initial, { command: 'play' });
    expect(playing.playing).toBe(true);
    expect(prompterReducer(playing, { command: 'play' })).toBe(playing);
    expect(run(playing, { command: 'pause' }).playing).toBe(false);
    expect(prompterReducer(initial, { command: 'pause' })).toBe(initial);
  });

  it('sets the speed, clamped to -5..10 and whole', () => {
    expect(run(initial, { command: 'speed', value: 7 }).speed).toBe(7);
    expect(run(initial, { command: 'speed', value: 99 }).speed).toBe(10);
    expect(run(initial, { command: 'speed', value: -99 }).speed).toBe(-5);
    expect(run(initial, { command: 'speed', value: 2.6 }).speed).toBe(3);
    expect(run(initial, { command: 'speed', value: 0 }).speed).toBe(0);
  });

  it('sets the text size, clamped to 24..160 px', () => {
    expect(run(initial, { command: 'font', value: 96 }).fontSize).toBe(96);
    expect(run(initial, { command: 'font', value: 4 }).fontSize).toBe(24);
    expect(run(initial, { command: 'font', value: 1000 }).fontSize).toBe(160);
  });

  it('sets or toggles the mirror', () => {
    expect(run(initial, { command: 'mirror', value: true }).mirror).toBe(true);
    expect(run(initial, { command: 'mirror', value: true }, { command: 'mirror', value: true }).mirror).toBe(true);
    expect(run(initial, { command: 'mirror' }).mirror).toBe(true);
    expect(run(initial, { command: 'mirror' }, { command: 'mirror' }).mirror).toBe(false);
  });

  it('turns moves into numbered jumps, so the same move twice is two moves', () => {
    const a = run(initial, { command: 'goto', value: 'next' });
    expect(a.jump).toEqual({ seq: 1, kind: 'goto', target: 'next' });
    const b = run(a, { command: 'goto', value: 'next' });
    expect(b.jump).toEqual({ seq: 2, kind: 'goto', target: 'next' });
    expect(run(b, { command: 'story', value: 5 as StoryId }).jump).toEqual({ seq: 3, kind: 'story', id: 5 });
    expect(run(b, { command: 'scroll', value: -2 }).jump).toEqual({ seq: 3, kind: 'lines', lines: -2 });
    expect(run(b, { command: 'scroll', value: 500 }).jump).toEqual({ seq: 3, kind: 'lines', lines: 50 });
    expect(run(b, { command: 'scroll', value: 0 })).toBe(b);
  });

  it('keeps playing, speed, size and mirror through moves', () => {
    const s = run(initial, { command: 'play' }, { command: 'speed', value: 5 }, { command: 'mirror', value: true }, { command: 'goto', value: 'first' });
    expect(s).toMatchObject({ playing: true, speed: 5, fontSize: 64, mirror: true });
  });
});

describe('steps', () => {
  it('toggles play and steps speed and size within their limits', () => {
    expect(togglePlay(initial)).toEqual({ command: 'play' });
    expect(togglePlay({ ...initial, playing: true })).toEqual({ command: 'pause' });
    expect(speedBy(initial, 1)).toEqual({ command: 'speed', value: 4 });
    expect(speedBy({ ...initial, speed: 10 }, 1)).toEqual({ command: 'speed', value: 10 });
    expect(speedBy({ ...initial, speed: -5 }, -1)).toEqual({ command: 'speed', value: -5 });
    expect(fontBy(initial, 1)).toEqual({ command: 'font', value: 72 });
    expect(fontBy({ ...initial, fontSize: 28 }, -1)).toEqual({ command: 'font', value: 24 });
    expect(fontBy({ ...initial, fontSize: 156 }, 1)).toEqual({ command: 'font', value: 160 });
  });

  it('clamps', () => {
    expect([clampSpeed(-6), clampSpeed(11), clampSpeed(-0.4)]).toEqual([-5, 10, 0]);
    expect([clampFont(10), clampFont(500), clampFont(63.6)]).toEqual([24, 160, 64]);
  });

  it('moves in proportion to speed and size, backwards below zero, not at all at zero', () => {
    expect(pixelsPerSecond(0, 64)).toBe(0);
    expect(pixelsPerSecond(2, 64)).toBeCloseTo(2 * pixelsPerSecond(1, 64));
    expect(pixelsPerSecond(2, 128)).toBeCloseTo(2 * pixelsPerSecond(2, 64));
    expect(pixelsPerSecond(-1, 64)).toBeLessThan(0);
    expect(pixelsPerSecond(50, 64)).toBe(pixelsPerSecond(10, 64));
  });
});

describe('keyAction', () => {
  it('maps the keys of the prompter', () => {
    const s = { ...initial, speed: 3, fontSize: 64 };
    expect(keyAction(' ', s)).toEqual({ command: 'play' });
    expect(keyAction(' ', { ...s, playing: true })).toEqual({ command: 'pause' });
    expect(keyAction('ArrowUp', s)).toEqual({ command: 'speed', value: 4 });
    expect(keyAction('ArrowDown', s)).toEqual({ command: 'speed', value: 2 });
    expect(keyAction('+', s)).toEqual({ command: 'font', value: 72 });
    expect(keyAction('=', s)).toEqual({ command: 'font', value: 72 });
    expect(keyAction('-', s)).toEqual({ command: 'font', value: 56 });
    expect(keyAction('m', s)).toEqual({ command: 'mirror', value: true });
    expect(keyAction('M', { ...s, mirror: true })).toEqual({ command: 'mirror', value: false });
    expect(keyAction('PageUp', s)).toEqual({ command: 'goto', value: 'previous' });
    expect(keyAction('PageDown', s)).toEqual({ command: 'goto', value: 'next' });
    expect(keyAction('Home', s)).toEqual({ command: 'goto', value: 'first' });
    expect(keyAction('f', s)).toEqual({ action: 'fullscreen' });
    expect(keyAction('Escape', s)).toEqual({ action: 'leave' });
    expect(keyAction('h', s)).toEqual({ action: 'controls' });
    expect(keyAction('x', s)).toBeNull();
  });
});
