import { describe, expect, it } from 'vitest';
import type { StoryId } from '@newsroom/api';
import { sampleRundown } from './fixtures';
import { commandFor, isTyping, planCommand, SHORTCUTS, type KeyInput, type ScreenState } from './shortcuts';

/** A stand-in for a DOM element: `matches` lists the selectors its closest() finds. */
const el = (matches: string[], isContentEditable = false) =>
  ({ isContentEditable, closest: (sel: string) => (sel.split(',').some((s) => matches.includes(s.trim())) ? {} : null) }) as unknown as EventTarget;
const body = el([]);
const key = (k: string, more: Partial<KeyInput> = {}): KeyInput => ({ key: k, altKey: false, ctrlKey: false, metaKey: false, target: body, ...more });

describe('commandFor', () => {
  it('maps the control-room keys', () => {
    expect(commandFor(key('j'))).toBe('next');
    expect(commandFor(key('ArrowDown'))).toBe('next');
    expect(commandFor(key('K'))).toBe('previous');
    expect(commandFor(key('ArrowUp'))).toBe('previous');
    expect(commandFor(key(' '))).toBe('play');
    expect(commandFor(key('Enter'))).toBe('play');
    expect(commandFor(key('S'))).toBe('stop');
    expect(commandFor(key('b'))).toBe('blank');
    expect(commandFor(key('n'))).toBe('takeNext');
    expect(commandFor(key('N'))).toBe('takeNext');
    expect(commandFor(key('l'))).toBe('log');
    expect(commandFor(key('?'))).toBe('help');
    expect(commandFor(key('Escape'))).toBe('close');
    expect(commandFor(key('v'))).toBe('paste');
    expect(commandFor(key('x'))).toBeNull();
  });

  it('does nothing while typing in a cell, a search box or a select', () => {
    expect(commandFor(key('n', { target: el(['input']) }))).toBeNull();
    expect(commandFor(key(' ', { target: el(['textarea']) }))).toBeNull();
    expect(commandFor(key('ArrowDown', { target: el(['select']) }))).toBeNull();
    expect(commandFor(key('s', { target: el([], true) }))).toBeNull();
  });

  it('leaves Alt, Ctrl and Meta combinations alone (Alt+Arrow moves the story)', () => {
    expect(commandFor(key('ArrowUp', { altKey: true }))).toBeNull();
    expect(commandFor(key('s', { ctrlKey: true }))).toBeNull();
    expect(commandFor(key('n', { metaKey: true }))).toBeNull();
  });

  it('leaves Space and Enter to a focused button, but letters still work there', () => {
    const button = el(['button']);
    expect(commandFor(key(' ', { target: button }))).toBeNull();
    expect(commandFor(key('Enter', { target: button }))).toBeNull();
    expect(commandFor(key('n', { target: button }))).toBe('takeNext');
  });
});

describe('isTyping', () => {
  it('is false without a target', () => {
    expect(isTyping(null)).toBe(false);
    expect(isTyping(body)).toBe(false);
  });
});

describe('SHORTCUTS', () => {
  it('lists every command once', () => {
    const commands = SHORTCUTS.map((s) => s.command);
    expect(new Set(commands).size).toBe(commands.length);
  });
});

describe('planCommand', () => {
  const S = (id: number) => id as StoryId;
  const base = (): ScreenState => ({ rundown: sampleRundown(), canEdit: true, selected: null, overlay: null });
  const playing = (id: number): ScreenState['rundown'] => {
    const r = sampleRundown();
    return { blocks: r.blocks.map((b) => ({ ...b, stories: b.stories.map((s) => (s.id === id ? { ...s, displayStatus: 'PLAY' as const } : s)) })) };
  };

  it('pastes below the selected story with V, for writers holding a clip', () => {
    const selected = { ...base(), selected: S(101), hasClip: true };
    expect(planCommand('paste', selected)).toEqual({ type: 'paste', below: 101 });
    expect(planCommand('paste', { ...selected, hasClip: false })).toBeNull();
    expect(planCommand('paste', { ...selected, selected: null })).toBeNull();
    expect(planCommand('paste', { ...selected, canEdit: false })).toBeNull();
  });

  it('selects rows with J/K, starting where the show is', () => {
    expect(planCommand('next', base())).toEqual({ type: 'select', id: 100 });
    expect(planCommand('next', { ...base(), rundown: playing(101) })).toEqual({ type: 'select', id: 101 });
    expect(planCommand('next', { ...base(), selected: S(101) })).toEqual({ type: 'select', id: 200 });
    expect(planCommand('previous', { ...base(), selected: S(101) })).toEqual({ type: 'select', id: 100 });
  });

  it('plays, stops and clears the selected story', () => {
    expect(planCommand('play', { ...base(), selected: S(101) })).toEqual({ type: 'display', id: 101, status: 'PLAY', select: false });
    expect(planCommand('stop', { ...base(), selected: S(101) })).toEqual({ type: 'display', id: 101, status: 'STOP', select: false });
    expect(planCommand('blank', { ...base(), selected: S(100) })).toEqual({ type: 'display', id: 100, status: 'BLANK', select: false });
  });

  it('needs a selected story that can go on air', () => {
    expect(planCommand('play', base())).toBeNull();
    expect(planCommand('play', { ...base(), selected: S(900) })).toBeNull();
  });

  it('takes the next story and selects it', () => {
    expect(planCommand('takeNext', { ...base(), rundown: playing(100) })).toEqual({ type: 'display', id: 101, status: 'PLAY', select: true });
    expect(planCommand('takeNext', { ...base(), rundown: playing(200) })).toBeNull();
  });

  it('changes nothing without the right to edit (read only, or a displayed rundown), but still selects', () => {
    const locked = { ...base(), canEdit: false, selected: S(100) };
    expect(planCommand('play', locked)).toBeNull();
    expect(planCommand('takeNext', locked)).toBeNull();
    expect(planCommand('next', locked)).toEqual({ type: 'select', id: 101 });
  });

  it('opens and closes the help and the log; the help is modal', () => {
    expect(planCommand('help', base())).toEqual({ type: 'toggle', overlay: 'help' });
    expect(planCommand('log', base())).toEqual({ type: 'toggle', overlay: 'log' });
    const help = { ...base(), overlay: 'help' as const, selected: S(100) };
    expect(planCommand('play', help)).toBeNull();
    expect(planCommand('takeNext', help)).toBeNull();
    expect(planCommand('close', help)).toEqual({ type: 'close' });
    expect(planCommand('help', help)).toEqual({ type: 'toggle', overlay: 'help' });
    expect(planCommand('takeNext', { ...base(), overlay: 'log' })).toEqual({ type: 'display', id: 100, status: 'PLAY', select: true });
  });

  it('Escape without an overlay clears the selection', () => {
    expect(planCommand('close', { ...base(), selected: S(100) })).toEqual({ type: 'select', id: null });
    expect(planCommand('close', base())).toBeNull();
  });
});
