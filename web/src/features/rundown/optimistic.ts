/**
 * Optimistic changes that live messages cannot undo (docs/api-design.md, "Websocket", "Optimistic
 * changes"). The cache of a rundown shows the server's copy with every pending change applied over it:
 *
 * - the server's copy is what REST loads (unless messages already brought a newer revision), the
 *   messages applied in revision order, and whole-rundown answers newer than it bring; live messages are reduced against it, never against what is shown;
 * - a change is pending from the click until it fails (it is simply no longer applied: what shows is the
 *   server's copy) or until the server's copy holds its outcome: for a whole-rundown answer, once that
 *   revision is in the copy (at once); for a one-entity answer (a story or block), once a message or a
 *   reload brings the entity with the answered values (its own event), or 10 seconds after the answer
 *   when none does (its message was lost: the next gap or reconnect reloads the truth).
 *
 * So a late message of an earlier change never puts a clicked field back for a moment. Pure bookkeeping
 * here (no Redux, no timers): rundownApi.ts wires it to the cache.
 */
import { createNextState } from '@reduxjs/toolkit';
import type { BlockId, Rundown, RundownId, StoryId } from '@newsroom/api';

/** A change drawn before the server confirms it. */
export interface PendingChange {
  /** Applies the change to a draft of a rundown (does nothing to a rundown it is not about). */
  readonly apply: (draft: Rundown) => void;
  /** Set once the request succeeded: whether the server's copy holds the outcome. */
  settled?: (server: Rundown) => boolean;
}

/** What to show: the server's copy with the pending changes applied over it, in the order they were made. */
export function showPending(server: Rundown, pending: readonly PendingChange[]): Rundown {
  if (pending.length === 0) return server;
  return createNextState(server, (draft) => {
    for (const change of pending) change.apply(draft as Rundown);
  });
}

const same = (a: unknown, b: unknown) => a === b || JSON.stringify(a) === JSON.stringify(b);

const findStory = (rundown: Rundown, id: StoryId) => rundown.blocks.flatMap((b) => b.stories).find((s) => s.id === id);

/** The settle test of a story answer: the server's copy has the story with these values. */
export const storyHolds = (id: StoryId, values: Record<string, unknown>) => (server: Rundown) => {
  const story = findStory(server, id) as unknown as Record<string, unknown> | undefined;
  return story !== undefined && Object.entries(values).every(([field, value]) => same(story[field], value));
};

/** The settle test of a block answer: the server's copy has the block with these values. */
export const blockHolds = (id: BlockId, values: Record<string, unknown>) => (server: Rundown) => {
  const block = server.blocks.find((b) => b.id === id) as unknown as Record<string, unknown> | undefined;
  return block !== undefined && Object.entries(values).every(([field, value]) => same(block[field], value));
};

/** The settle test of a whole-rundown answer: its revision is in the server's copy. */
export const revisionReached = (id: RundownId, revision: number) => (server: Rundown) => server.id === id && server.revision >= revision;

/** The server's copies of the rundowns and the pending changes over them (one per store). */
export class PendingChanges {
  private readonly servers = new Map<RundownId, Rundown>();
  private changes: PendingChange[] = [];

  get size() {
    return this.changes.length;
  }

  serverCopy(id: RundownId): Rundown | undefined {
    return this.servers.get(id);
  }

  /** Takes `rundown` as the server's copy when there is none yet (a cache filled some other way). */
  adopt(rundown: Rundown) {
    if (!this.servers.has(rundown.id)) this.servers.set(rundown.id, rundown);
  }

  /** A new server copy (a load, a message applied, a newer answer): ends what it settles; what to show. */
  fromServer(rundown: Rundown): Rundown {
    this.servers.set(rundown.id, rundown);
    this.changes = this.changes.filter((c) => !c.settled?.(rundown));
    return this.show(rundown);
  }

  /**
   * A REST load: the server's copy unless messages brought a newer copy of the same rundown while the
   * request was in flight (the load read an older revision; taking it would lose those changes until the
   * next message, and that one would look like a gap).
   */
  fromLoad(rundown: Rundown): Rundown {
    const current = this.servers.get(rundown.id);
    return current && current.revision > rundown.revision ? this.show(current) : this.fromServer(rundown);
  }

  show(server: Rundown): Rundown {
    return showPending(server, this.changes);
  }

  add(apply: (draft: Rundown) => void): PendingChange {
    const change: PendingChange = { apply };
    this.changes.push(change);
    return change;
  }

  /** The request succeeded: the change ends at once if a server copy already holds its outcome. */
  answered(change: PendingChange, settled: (server: Rundown) => boolean) {
    change.settled = settled;
    if ([...this.servers.values()].some(settled)) this.remove(change);
  }

  remove(change: PendingChange) {
    this.changes = this.changes.filter((c) => c !== change);
  }

  isPending(change: PendingChange) {
    return this.changes.includes(change);
  }
}
