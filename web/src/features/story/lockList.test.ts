import { describe, expect, it } from 'vitest';
import type { RundownId, StoryId, StoryLock } from '@newsroom/api';
import { isStoryLockEvent, type StoryLockEvent } from '@newsroom/stomp';
import { applyLockEvent, lockOf, locksByStory } from './lockList';

const lock = (storyId: number, holder: string, userId = 3, nickname = 'editor'): StoryLock => ({
  storyId: storyId as StoryId,
  userId,
  nickname,
  holder,
  since: '2026-03-14T18:40:12Z',
  ttl: 'PT2M',
  locked: true,
});
const event = (event: StoryLockEvent['event'], data: StoryLock): StoryLockEvent => ({
  rundownId: 1 as RundownId,
  revision: 16,
  event,
  entity: 'story',
  data: event === 'unlock' ? { ...data, locked: false } : data,
  timing: null,
});

describe('lock list', () => {
  it('adds a lock, replaces it on take over, removes it on unlock', () => {
    const a = lock(12, 'tab-a');
    const b = lock(12, 'tab-b', 2, 'producer');
    const other = lock(13, 'tab-c');
    let list = applyLockEvent([other], event('lock', a));
    expect(list).toEqual([other, a]);
    list = applyLockEvent(list, event('take_over', b));
    expect(list).toEqual([other, b]);
    list = applyLockEvent(list, event('unlock', b));
    expect(list).toEqual([other]);
  });

  it('keeps the new holder when the old holder’s unlock comes late', () => {
    const b = lock(12, 'tab-b');
    const list = [b];
    expect(applyLockEvent(list, event('unlock', lock(12, 'tab-a')))).toEqual([b]);
  });

  it('never changes its input', () => {
    const list = Object.freeze([lock(12, 'tab-a')]);
    expect(() => applyLockEvent(list, event('take_over', lock(12, 'tab-b')))).not.toThrow();
    expect(list[0].holder).toBe('tab-a');
  });

  it('finds the lock of a story', () => {
    const list = [lock(12, 'a'), lock(13, 'b')];
    expect(lockOf(list, 13 as StoryId)?.holder).toBe('b');
    expect(lockOf(list, 14 as StoryId)).toBeNull();
    expect(lockOf(undefined, 12 as StoryId)).toBeNull();
    expect(locksByStory(list).get(12 as StoryId)?.holder).toBe('a');
  });

  it('tells lock events from the rundown’s changes', () => {
    expect(isStoryLockEvent(event('take_over', lock(12, 'a')))).toBe(true);
    expect(isStoryLockEvent({ rundownId: 1, revision: 3, entity: 'story', event: 'updated', data: { id: 12 } })).toBe(false);
    expect(isStoryLockEvent({ entity: 'story', event: 'lock', data: null })).toBe(false);
    expect(isStoryLockEvent(null)).toBe(false);
  });
});
