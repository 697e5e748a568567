/**
 * The story editor's edit lock (issue 3, "Locks"; web.md sections 4 and 8), as a pure reducer. Each
 * browser tab is one editor instance (`uuid`): only the instance that holds the story's lock may change
 * its text; every other one shows the text read only, with the holder. Events name the holder by an
 * opaque tag (`holder`), never the uuid; a tab knows its own tag from its take answers.
 *
 * - `readOnly`: the user may not write stories: no lock is asked for.
 * - `opening`: asking for the lock (opening the story, or again: it was freed, or to see whether it
 *   expired); `holder` is the one known so far, shown meanwhile.
 * - `held`: this tab holds it; it is renewed while the editor is open and released when it closes.
 * - `busy`: another editor instance holds it (another user, or this user in another tab or window).
 * - `lost`: this tab held it and another instance took it over (or it expired and someone else took it):
 *   the editor turns read only and keeps the unsaved text as a recovery copy.
 * - `failed`: the server could not be asked (network): read only until asked again.
 *
 * Events about the lock may cross the answers to this tab's own requests: an answer decides while
 * `opening`, and a renewal that is refused (409 `locked`) or a save refused with `lock_lost` revokes a
 * lock the events said nothing about.
 */
import type { StoryId, StoryLock } from '@newsroom/api';
import type { StoryLockEvent } from '@newsroom/stomp';
import { parseIsoDuration } from '@newsroom/time';

/** The server's default lock TTL in ms, used when a lock does not say its own. */
export const DEFAULT_LOCK_TTL_MS = 120_000;

/**
 * How often to renew a held lock, in ms: a third of its `ttl` (so two renewals may be lost before it
 * expires), never more often than every 500 ms.
 */
export function renewalPeriodMs(lock: Pick<StoryLock, 'ttl'> | null | undefined): number {
  const secs = parseIsoDuration(lock?.ttl);
  const ttl = secs && secs > 0 ? secs * 1000 : DEFAULT_LOCK_TTL_MS;
  return Math.max(500, Math.floor(ttl / 3));
}

export type EditLock =
  | { status: 'readOnly' }
  | { status: 'opening'; holder: StoryLock | null }
  | { status: 'held'; lock: StoryLock }
  | { status: 'busy'; holder: StoryLock | null }
  | { status: 'lost'; holder: StoryLock | null }
  | { status: 'failed' };

export type EditLockAction =
  /** Ask for the lock again (from `busy`, `lost` or `failed`). */
  | { type: 'open' }
  /** The server gave this tab the lock (opening, renewing, taking over). */
  | { type: 'granted'; lock: StoryLock }
  /** Opening was refused (409 `locked`): another instance holds it. */
  | { type: 'refused' }
  /** A renewal was refused, or a save answered `lock_lost`: the lock this tab held is someone else's. */
  | { type: 'revoked' }
  /** The server could not be reached while opening. */
  | { type: 'failed' }
  /** A lock event (of a rundown's topic, or of the assignments topic), with this tab's holder tag (null: not known yet). */
  | { type: 'event'; event: LockEvent; own: string | null };

/** What the reducer reads of a lock event: which one, and the lock. */
export type LockEvent = Pick<StoryLockEvent, 'event' | 'data'>;

export const initialEditLock = (canWrite: boolean): EditLock => (canWrite ? { status: 'opening', holder: null } : { status: 'readOnly' });

export function editLockReducer(storyId: StoryId) {
  return (state: EditLock, action: EditLockAction): EditLock => {
    if (state.status === 'readOnly') return state;
    switch (action.type) {
      case 'open':
        if (state.status === 'busy' || state.status === 'lost') return { status: 'opening', holder: state.holder };
        return state.status === 'failed' ? { status: 'opening', holder: null } : state;
      case 'granted':
        return { status: 'held', lock: action.lock };
      case 'refused':
        return state.status === 'opening' ? { status: 'busy', holder: state.holder } : state;
      case 'revoked':
        return state.status === 'held' ? { status: 'lost', holder: null } : state;
      case 'failed':
        return state.status === 'opening' ? { status: 'failed' } : state;
      case 'event':
        return action.event.data.storyId === storyId ? onEvent(state, action.event, action.own) : state;
    }
  };
}

function onEvent(state: EditLock, msg: LockEvent, own: string | null): EditLock {
  const { data } = msg;
  const mine = own !== null && data.holder === own;
  if (msg.event === 'unlock') {
    // Freed by its holder: ask for it (a release of this tab's own lock is renewed by the editor).
    if (mine) return state;
    if (state.status !== 'busy' && state.status !== 'lost' && state.status !== 'opening') return state;
    if (state.holder && state.holder.holder !== data.holder) return state;
    return { status: 'opening', holder: null };
  }
  const lock = { ...data, locked: true };
  if (mine) return state.status === 'opening' ? state : { status: 'held', lock };
  switch (state.status) {
    case 'held':
      return { status: 'lost', holder: lock };
    case 'busy':
    case 'lost':
    case 'opening':
      // While opening, the answer decides (it is refused if the other instance got there first).
      return { ...state, holder: lock };
    default:
      return state;
  }
}

/** True when this tab may change the text. */
export const canEdit = (lock: EditLock) => lock.status === 'held';

/** The other instance holding the lock, as far as this tab knows (null: unknown yet, or nobody). */
export const holderOf = (lock: EditLock): StoryLock | null =>
  lock.status === 'busy' || lock.status === 'lost' || lock.status === 'opening' ? lock.holder : null;
