/**
 * This tab's editor instance id, the `uuid` of its edit locks. Each tab
 * has its own: kept in sessionStorage (`editorUuid`), so a reload of the tab is still the same editor and
 * finds its own lock, while another tab or window of the same user is another editor ("editing in two
 * places").
 *
 * A duplicated tab starts with a copy of the sessionStorage, and so with the same id: at start-up the tab
 * says which id it has on a BroadcastChannel, and a tab that already uses it answers, so the newcomer
 * takes a new one.
 */
const KEY = 'editorUuid';
const CHANNEL = 'newsroom-editor-instances';

type Message = { type: 'hello' | 'taken'; uuid: string };

let current: string | null = null;
/** The holder tag the server shows for this tab's locks (`StoryLock.holder`), once a take answer gave it. */
let ownTag: string | null = null;

function newId(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

function store(id: string) {
  try {
    sessionStorage.setItem(KEY, id);
  } catch {
    /* kept for this page only */
  }
}

function stored(): string | null {
  try {
    return sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function watchForTwins(mine: string) {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.onmessage = (e: MessageEvent<Message>) => {
    if (!current || e.data?.uuid !== current) return;
    if (e.data.type === 'hello') channel.postMessage({ type: 'taken', uuid: current } satisfies Message);
    else {
      current = newId();
      ownTag = null;
      store(current);
    }
  };
  channel.postMessage({ type: 'hello', uuid: mine } satisfies Message);
}

/** The id of this tab's editor instance (made on first use). */
export function editorUuid(): string {
  if (current) return current;
  const id = stored() ?? newId();
  current = id;
  store(id);
  watchForTwins(id);
  return id;
}

/**
 * Notes the holder tag of a lock the server gave this tab (every take or renewal answer carries it).
 * Others never see a tab's uuid, only this opaque tag of tab and session (issue 11, point 8): it is the
 * same for every lock of this tab while the session lasts.
 */
export function noteOwnHolder(lock: { holder: string }) {
  ownTag = lock.holder;
}

/** This tab's holder tag, or null before its first take answer (then no lock is known to be its own). */
export function ownHolder(): string | null {
  return ownTag;
}
