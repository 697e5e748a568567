/**
 * The list of story edit locks (`GET /api/locks`) kept in step with the lock events of a rundown's topic.
 * Pure functions: they return a new list and never touch their input (the RTK Query cache is frozen).
 *
 * A lock event changes nothing in the rundown; it is applied whatever the rundown's revision. A lock that
 * expires (its `ttl` after its last renewal) is announced by the server with an `unlock` too.
 */
import type { StoryId, StoryLock } from '@newsroom/api';
import type { StoryLockEvent } from '@newsroom/stomp';

/** Applies `lock` / `take_over` (the story's lock is now `data`) or `unlock` (gone, if still that holder's). */
export function applyLockEvent(locks: readonly StoryLock[], msg: StoryLockEvent): StoryLock[] {
  const { data } = msg;
  const others = locks.filter((l) => l.storyId !== data.storyId);
  if (msg.event === 'unlock') {
    const current = locks.find((l) => l.storyId === data.storyId);
    // An unlock of an older holder, arriving after the lock of the new one, must not free the story.
    if (current && current.holder !== data.holder) return [...locks];
    return others;
  }
  return [...others, { ...data, locked: true }];
}

/** The lock of one story, if any. */
export function lockOf(locks: readonly StoryLock[] | undefined, storyId: StoryId): StoryLock | null {
  return locks?.find((l) => l.storyId === storyId) ?? null;
}

/** The locks by story, for the rundown grid. */
export function locksByStory(locks: readonly StoryLock[] | undefined): ReadonlyMap<StoryId, StoryLock> {
  return new Map((locks ?? []).map((l) => [l.storyId, l]));
}
