/**
 * A story as a document (docs/api-design.md, "Stories as documents"): the text and its reading time, saving
 * it (each save a revision), the revisions and their diffs; and its edit lock (`/api/locks`, issue 3): open
 * for editing (taking the lock), renew, take over, release, and the list of locks shown in the rundown.
 *
 * Live: the document follows its rundown's topic (`/topic/rundowns/{id}`, the same STOMP hub as the grid).
 * A message about this story (a text save sends `story updated` too) reloads the document over REST; so
 * does the broker's confirmation of the subscription, after every reconnect. Whether a newer text may
 * replace what the user is typing is the editor's call (StoryEditor), not the cache's.
 *
 * The lock list (`storyLocks`, per rundown on screen) follows the same topic: its `lock`, `unlock` and
 * `take_over` events patch the list (lockList.ts) whatever the rundown's revision; it is re-read once the
 * subscription is confirmed, and by its users now and then, for locks that expired without an event.
 */
import type { RootState } from '../../app/store';
import { api } from '../../shared/api/baseApi';
import type { RevisionSummary, RundownId, ScriptedRevision, ScriptedStoryDocument, StoryId, StoryLock, StoryText, StoryTextIn, LockIn, UuidIn, WithScript } from '@newsroom/api';
import { isStoryLockEvent, type RundownMessage } from '@newsroom/stomp';
import { browserHub } from '../../shared/stomp/browserHub';
import { authApi } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { applyLockEvent } from './lockList';

/** Revisions and diffs are keyed by the current text revision: a new save gives new ones. */
export interface RevisionsKey {
  id: StoryId;
  current: number;
}

/** An editor instance (this tab) asking about a story's lock. */
export interface LockKey {
  id: StoryId;
  uuid: string;
}

/** Only the answers newer than the cached document replace it. */
const newerDocument = (data: ScriptedStoryDocument) => (cached: ScriptedStoryDocument) => (data.revision >= cached.revision ? data : cached);

export const storyApi = api.enhanceEndpoints({ addTagTypes: ['Story'] }).injectEndpoints({
  endpoints: (build) => ({
    storyDocument: build.query<ScriptedStoryDocument, StoryId>({
      query: (id) => `/stories/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Story', id }],
      async onCacheEntryAdded(id, { cacheDataLoaded, cacheEntryRemoved, dispatch, getState }) {
        let unsubscribe: (() => void) | undefined;
        try {
          const { data } = await cacheDataLoaded;
          // The topic needs rundown read: without it the broker would close the shared connection.
          const me = authApi.endpoints.me.select()(getState() as RootState);
          if (hasRole(me.data?.roles, ROLES.rundownRead)) {
            const reload = () => void dispatch(storyApi.endpoints.storyDocument.initiate(id, { forceRefetch: true, subscribe: false }));
            unsubscribe = browserHub().subscribe(`/topic/rundowns/${data.story.rundownId}`, {
              onMessage(body) {
                const message = body as RundownMessage;
                if (message.entity === 'story' && (message.data as { id?: number } | null)?.id === id) reload();
              },
              onSubscribed: reload,
            });
          }
        } catch {
          // The entry went away before it loaded: nothing to follow.
        }
        await cacheEntryRemoved;
        unsubscribe?.();
      },
    }),

    /** Saves the text as editor instance `lockUuid` (refused with 409 `lock_lost` when another holds the lock). */
    saveStoryText: build.mutation<ScriptedStoryDocument, { id: StoryId; text: StoryText; lockUuid: string }>({
      query: ({ id, text, lockUuid }) => ({ url: `/stories/${id}/text`, method: 'PUT', body: { ...text, lockUuid } satisfies WithScript<StoryTextIn> }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(storyApi.util.updateQueryData('storyDocument', id, newerDocument(data)));
        } catch {
          /* shown by the editor */
        }
      },
    }),

    /** Opens the story for editing: the document, and its lock for this tab (409 `locked` when another holds it). */
    openStoryForEdit: build.mutation<ScriptedStoryDocument, LockKey>({
      query: ({ id, uuid }) => ({ url: `/stories/${id}`, params: { lock: true, uuid } }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(storyApi.util.updateQueryData('storyDocument', id, newerDocument(data)));
        } catch {
          /* the editor's lock state shows it */
        }
      },
    }),

    /**
     * Takes the lock (409 `locked` when another holds it), or with `renew` only extends the one this tab
     * holds (409 `lock_lost` when it is free: a renewal still on the wire when the tab closed takes nothing).
     * Renewed at a third of its `ttl`, it expires after `ttl`.
     */
    renewLock: build.mutation<StoryLock, LockKey & { renew?: boolean }>({
      query: ({ id, uuid, renew = false }) => ({ url: `/locks/${id}`, method: 'PUT', body: { uuid, renew } satisfies LockIn }),
    }),

    /** Takes the lock from its holder, who is told at once (a `take_over` event). */
    takeOverLock: build.mutation<StoryLock, LockKey>({
      query: ({ id, uuid }) => ({ url: `/locks/${id}/take_over`, method: 'PUT', body: { uuid } satisfies UuidIn }),
    }),

    /** Releases the lock if this tab holds it (idempotent); `keepalive` lets it finish while the page goes away. */
    releaseLock: build.mutation<void, LockKey>({
      query: ({ id, uuid }) => ({ url: `/locks/${id}`, method: 'DELETE', params: { uuid }, keepalive: true }),
    }),

    /** Every edit lock the user may see (`GET /api/locks`, stories' and documents'): who holds one, read when asked. */
    allLocks: build.query<StoryLock[], void>({
      query: () => '/locks',
    }),

    /** Every edit lock, kept live by the lock events of rundown `rundownId` (the one on screen). */
    storyLocks: build.query<StoryLock[], RundownId>({
      query: () => '/locks',
      async onCacheEntryAdded(rundownId, { cacheDataLoaded, cacheEntryRemoved, dispatch, getState, updateCachedData }) {
        let unsubscribe: (() => void) | undefined;
        try {
          await cacheDataLoaded;
          const me = authApi.endpoints.me.select()(getState() as RootState);
          if (hasRole(me.data?.roles, ROLES.rundownRead)) {
            unsubscribe = browserHub().subscribe(`/topic/rundowns/${rundownId}`, {
              onMessage(body) {
                if (isStoryLockEvent(body)) updateCachedData((locks) => applyLockEvent(locks, body));
              },
              onSubscribed: () => void dispatch(storyApi.endpoints.storyLocks.initiate(rundownId, { forceRefetch: true, subscribe: false })),
            });
          }
        } catch {
          // The entry went away before it loaded: nothing to follow.
        }
        await cacheEntryRemoved;
        unsubscribe?.();
      },
    }),

    storyRevisions: build.query<RevisionSummary[], RevisionsKey>({
      query: ({ id }) => `/stories/${id}/revisions`,
    }),

    storyRevision: build.query<ScriptedRevision, RevisionsKey & { number: number }>({
      query: ({ id, number }) => `/stories/${id}/revisions/${number}`,
    }),
  }),
});

/**
 * Releases the lock as the page goes away (tab closed, reload, another site): a plain `fetch` with
 * `keepalive`, sent at once from the `pagehide` handler, which outlives the page.
 */
export function releaseLockOnUnload({ id, uuid }: LockKey) {
  void fetch(`/api/locks/${id}?uuid=${encodeURIComponent(uuid)}`, { method: 'DELETE', keepalive: true, credentials: 'same-origin' }).catch(() => {});
}

export const {
  useStoryDocumentQuery,
  useSaveStoryTextMutation,
  useStoryRevisionsQuery,
  useStoryRevisionQuery,
  useStoryLocksQuery,
} = storyApi;
