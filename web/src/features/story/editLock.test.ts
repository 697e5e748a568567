import { describe, expect, it } from 'vitest';
import type { StoryId, StoryLock } from '@newsroom/api';
import type { StoryLockEvent } from '@newsroom/stomp';
import { canEdit, editLockReducer, holderOf, initialEditLock, renewalPeriodMs, type EditLock, type EditLockAction } from './editLock';

const STORY = 12 as StoryId;
const MINE = 'tab-mine';
const lock = (holder: string, userId = 3, storyId = 12): StoryLock => ({
  storyId: storyId as StoryId,
  userId,
  nickname: userId === 3 ? 'editor' : 'producer',
  holder,
  since: '2026-03-14T18:40:12Z',
  ttl: 'PT2M',
  locked: true,
});
const ev = (event: StoryLockEvent['event'], data: StoryLock, own: string | null = MINE): EditLockAction => ({
  type: 'event',
  own,
  event: { event, data: event === 'unlock' ? { ...data, locked: false } : data },
});
const reduce = editLockReducer(STORY);
const run = (state: EditLock, ...actions: EditLockAction[]) => actions.reduce(reduce, state);
const held: EditLock = { status: 'held', lock: lock(MINE) };

describe('edit lock', () => {
  it('asks for the lock only when the user may write', () => {
    expect(initialEditLock(true)).toEqual({ status: 'opening', holder: null });
    expect(initialEditLock(false)).toEqual({ status: 'readOnly' });
    // A reader never holds it, whatever happens.
    expect(run(initialEditLock(false), { type: 'granted', lock: lock(MINE) }, ev('unlock', lock('x')))).toEqual({ status: 'readOnly' });
  });

  it('opens: granted, refused (busy) or failed', () => {
    const opening = initialEditLock(true);
    expect(canEdit(run(opening, { type: 'granted', lock: lock(MINE) }))).toBe(true);
    expect(run(opening, { type: 'refused' })).toEqual({ status: 'busy', holder: null });
    expect(run(opening, { type: 'failed' })).toEqual({ status: 'failed' });
    expect(run(opening, { type: 'failed' }, { type: 'open' })).toEqual({ status: 'opening', holder: null });
  });

  it('loses the lock at once when another editor takes it over', () => {
    const other = lock('tab-other', 2);
    const lost = run(held, ev('take_over', other));
    expect(lost).toEqual({ status: 'lost', holder: other });
    expect(canEdit(lost)).toBe(false);
    expect(holderOf(lost)).toEqual(other);
  });

  it('loses it too when a renewal or a save is refused, and only then', () => {
    expect(run(held, { type: 'revoked' })).toEqual({ status: 'lost', holder: null });
    expect(run({ status: 'busy', holder: null }, { type: 'revoked' })).toEqual({ status: 'busy', holder: null });
  });

  it('follows the holder while busy, and asks again once it is freed', () => {
    const a = lock('tab-a', 2);
    const b = lock('tab-b', 2);
    let state = run(initialEditLock(true), { type: 'refused' }, ev('lock', a));
    expect(holderOf(state)).toEqual(a);
    state = run(state, ev('take_over', b));
    expect(holderOf(state)).toEqual(b);
    // A late unlock of the previous holder frees nothing.
    expect(run(state, ev('unlock', a))).toBe(state);
    expect(run(state, ev('unlock', b))).toEqual({ status: 'opening', holder: null });
  });

  it('asks again after losing it, once the new holder lets it go', () => {
    const other = lock('tab-other', 2);
    expect(run(held, ev('take_over', other), ev('unlock', other))).toEqual({ status: 'opening', holder: null });
  });

  it('keeps the holder shown while asking again', () => {
    const other = lock('tab-other', 3);
    expect(run({ status: 'busy', holder: other }, { type: 'open' })).toEqual({ status: 'opening', holder: other });
    expect(run({ status: 'busy', holder: other }, { type: 'open' }, { type: 'refused' })).toEqual({ status: 'busy', holder: other });
  });

  it('takes over: the answer gives this tab the lock', () => {
    const other = lock('tab-other', 3);
    const state = run({ status: 'busy', holder: other }, { type: 'granted', lock: lock(MINE) });
    expect(state).toEqual({ status: 'held', lock: lock(MINE) });
    // Its own take_over event, before or after the answer, says the same.
    expect(canEdit(run({ status: 'busy', holder: other }, ev('take_over', lock(MINE))))).toBe(true);
    expect(canEdit(run(state, ev('take_over', lock(MINE))))).toBe(true);
  });

  it('lets the answer decide while opening', () => {
    const other = lock('tab-other', 2);
    const state = run(initialEditLock(true), ev('lock', lock(MINE)), ev('lock', other));
    expect(state).toEqual({ status: 'opening', holder: other });
    expect(canEdit(run(state, { type: 'granted', lock: lock(MINE) }))).toBe(true);
  });

  it('ignores other stories and the release of its own lock', () => {
    expect(run(held, ev('take_over', lock('tab-other', 2, 13)))).toBe(held);
    expect(run(held, ev('unlock', lock(MINE)))).toBe(held);
  });

  it('knows no lock as its own before its first take answer gave its tag', () => {
    // Its own lock event seen first is another's lock meanwhile; the answer decides.
    const state = run(initialEditLock(true), ev('lock', lock(MINE), null));
    expect(state).toEqual({ status: 'opening', holder: lock(MINE) });
    expect(canEdit(run(state, { type: 'granted', lock: lock(MINE) }))).toBe(true);
  });
});

describe('renewal period', () => {
  it('renews at a third of the TTL the server gave', () => {
    expect(renewalPeriodMs({ ttl: 'PT2M' })).toBe(40_000);
    expect(renewalPeriodMs({ ttl: 'PT6S' })).toBe(2_000);
  });
  it('falls back to the default TTL, and never renews more often than every 500 ms', () => {
    expect(renewalPeriodMs(null)).toBe(40_000);
    expect(renewalPeriodMs({ ttl: 'nonsense' })).toBe(40_000);
    expect(renewalPeriodMs({ ttl: 'PT1S' })).toBe(500);
  });
});
