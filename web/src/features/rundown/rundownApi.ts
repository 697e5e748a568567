/**
 * Rundown endpoints (docs/api-design.md, "Programs and rundowns") and their live updates: the `rundown`
 * query subscribes to `/topic/rundowns/{id}` while it is in use and patches its cache entry with each
 * message (applyMessage.ts); a gap in revisions or a reconnect reloads it over REST.
 */
import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { api } from '../../shared/api/baseApi';
import type { Block, BlockId, BlockIn, BlocksOrderIn, DocumentId, ExistenceOut, ProgramId, Rundown, RundownId, RundownIn, Story, StoryFromDocumentIn, StoryId, StoryIn, StoryMoveIn, TemplateId } from '@newsroom/api';
import type { RundownTopicMessage } from '@newsroom/stomp';
import { browserHub } from '../../shared/stomp/browserHub';
import { moveStoryIn, reduceRundownMessage } from './applyMessage';
import { blockHolds, PendingChanges, storyHolds } from './optimistic';
import { liveChanged } from './rundownUiSlice';
import type { BlockField, StoryField } from './fields';

/** A rundown as the address names it: its date and its program's id (a number read from the URL). */
export interface RundownKey {
  date: string;
  programId: number;
}

/** The cache tag id of a rundown's address. */
export const keyId = ({ date, programId }: RundownKey) => `${date}/${programId}`;

/** Without a live connection no message will bring the change: reload the rundowns on screen. */
export const unlessLive = () => (browserHub().isConnected() ? [] : (['Rundown'] as const));

export const rundownApi = api.injectEndpoints({
  endpoints: (build) => ({
    rundownExists: build.query<ExistenceOut, RundownKey>({
      query: ({ date, programId }) => ({ url: '/rundowns/exists', params: { date, programId } }),
      providesTags: (_r, _e, key) => [{ type: 'RundownExists', id: keyId(key) }],
    }),

    rundown: build.query<Rundown, RundownKey>({
      // The answer is the server's copy; the cache shows it with the pending changes over it (optimistic.ts).
      async queryFn({ date, programId }, { getState }, _extra, baseQuery) {
        const result = await baseQuery({ url: '/rundowns', params: { date, programId } });
        if (result.error) return { error: result.error };
        return { data: pendingChangesOf(getState).fromLoad(result.data as Rundown) };
      },
      providesTags: (_r, _e, key) => [{ type: 'Rundown', id: keyId(key) }],
      async onCacheEntryAdded(key, { cacheDataLoaded, cacheEntryRemoved, updateCachedData, getCacheEntry, dispatch, getState }) {
        let unsubscribe: (() => void) | undefined;
        let rundownId: RundownId | undefined;
        try {
          const { data } = await cacheDataLoaded;
          rundownId = data.id;
          const id = rundownId;
          let reloading = false;
          const reload = () => {
            if (reloading) return;
            reloading = true;
            void dispatch(rundownApi.endpoints.rundown.initiate(key, { forceRefetch: true, subscribe: false })).finally(() => {
              reloading = false;
            });
          };
          dispatch(liveChanged({ rundownId: id, state: 'connecting' }));
          unsubscribe = browserHub().subscribe(`/topic/rundowns/${id}`, {
            onMessage(body) {
              // Messages go to the server's copy, never to what is shown (pending changes over it).
              const pending = pendingChangesOf(getState);
              const server = pending.serverCopy(id) ?? getCacheEntry().data;
              if (!server) return;
              const { outcome, rundown } = reduceRundownMessage(server, body as RundownTopicMessage);
              if (outcome === 'applied') updateCachedData(() => pending.fromServer(rundown));
              else if (outcome === 'gap') reload();
            },
            onSubscribed() {
              dispatch(liveChanged({ rundownId: id, state: 'live' }));
              // Changes made between the REST load (or the lost connection) and now came with no message.
              reload();
            },
            onLost() {
              dispatch(liveChanged({ rundownId: id, state: 'offline' }));
            },
          });
        } catch {
          // The entry went away before it loaded: nothing to follow.
        }
        await cacheEntryRemoved;
        unsubscribe?.();
        // A rundown that moved to another date is cached under both addresses: the other one still follows it.
        const stillFollowed = (id: RundownId) => cachedRundownEntries(getState).some((entry) => (entry.originalArgs as RundownKey).date !== key.date && rundownApi.endpoints.rundown.select(entry.originalArgs as RundownKey)(getState() as never).data?.id === id);
        if (rundownId !== undefined && !stillFollowed(rundownId)) dispatch(liveChanged({ rundownId, state: null }));
      },
    }),

    /** A new rundown: block "A" and the standby block, or the layout of a template of its program. */
    createRundown: build.mutation<Rundown, RundownKey & { templateId: TemplateId | null }>({
      query: ({ date, programId, templateId }) => ({ url: '/rundowns', method: 'POST', body: { date, programId: programId as ProgramId, templateId } satisfies RundownIn }),
      invalidatesTags: (_r, _e, key) => [
        { type: 'RundownExists', id: keyId(key) },
        { type: 'Rundown', id: keyId(key) },
      ],
    }),

    addBlock: build.mutation<Block, { rundownId: RundownId; name: string }>({
      query: ({ rundownId, name }) => ({ url: `/rundowns/${rundownId}/blocks`, method: 'POST', body: { name } satisfies BlockIn }),
      invalidatesTags: unlessLive,
    }),

    reorderBlocks: build.mutation<Rundown, { rundownId: RundownId; blocksIds: BlockId[] }>({
      query: ({ rundownId, blocksIds }) => ({ url: `/rundowns/${rundownId}/blocks/order`, method: 'PUT', body: { blocksIds } satisfies BlocksOrderIn }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          takeIfNewer(dispatch, getState, data);
        } catch {
          /* shown by the caller */
        }
      },
      invalidatesTags: unlessLive,
    }),

    patchBlock: build.mutation<Block, { id: BlockId; field: BlockField; value: unknown }>({
      query: ({ id, field, value }) => ({ url: `/blocks/${id}`, method: 'PATCH', body: { field, value } }),
      async onQueryStarted({ id, field, value }, { dispatch, getState, queryFulfilled }) {
        const change = beginOptimistic(dispatch, getState, (draft) => {
          const block = draft.blocks.find((b) => b.id === id);
          if (block) (block as unknown as Record<string, unknown>)[field] = value;
        });
        try {
          const { data } = await queryFulfilled;
          change.succeeded(blockHolds(id, { [field]: (data as unknown as Record<string, unknown>)[field] }));
        } catch {
          change.failed();
        }
      },
      invalidatesTags: unlessLive,
    }),

    deleteBlock: build.mutation<void, { id: BlockId }>({
      query: ({ id }) => ({ url: `/blocks/${id}`, method: 'DELETE' }),
      invalidatesTags: unlessLive,
    }),

    addStory: build.mutation<Story, { blockId: BlockId; slug: string }>({
      query: ({ blockId, slug }) => ({ url: `/blocks/${blockId}/stories`, method: 'POST', body: { slug, position: null } satisfies StoryIn }),
      invalidatesTags: unlessLive,
    }),

    /**
     * A story at the end of the block made from a document the caller may see (an assignment or a
     * reportage): its slug and its script as the kind writes it (docs/api-design.md, "Reportages (news reports)").
     */
    storyFromDocument: build.mutation<Story, { blockId: BlockId; documentId: DocumentId }>({
      query: ({ blockId, documentId }) => ({ url: `/blocks/${blockId}/stories/fromDocument`, method: 'POST', body: { documentId } satisfies StoryFromDocumentIn }),
      invalidatesTags: unlessLive,
    }),

    patchStory: build.mutation<Story, { id: StoryId; field: StoryField; value: unknown }>({
      query: ({ id, field, value }) => ({ url: `/stories/${id}`, method: 'PATCH', body: { field, value } }),
      async onQueryStarted({ id, field, value }, { dispatch, getState, queryFulfilled }) {
        // Show the typed value at once, over every message, until the story's own message brings the
        // server's value (and the new timing).
        const change = beginOptimistic(dispatch, getState, (draft) => {
          const story = draft.blocks.flatMap((b) => b.stories).find((s) => s.id === id);
          if (story) (story as unknown as Record<string, unknown>)[field] = value;
        });
        try {
          const { data } = await queryFulfilled;
          change.succeeded(storyHolds(id, { [field]: (data as unknown as Record<string, unknown>)[field] }));
        } catch {
          change.failed();
        }
      },
      invalidatesTags: unlessLive,
    }),

    moveStory: build.mutation<Story, { id: StoryId; blockId: BlockId; position: number }>({
      query: ({ id, blockId, position }) => ({ url: `/stories/${id}/move`, method: 'POST', body: { blockId, position } satisfies StoryMoveIn }),
      async onQueryStarted({ id, blockId, position }, { dispatch, getState, queryFulfilled }) {
        // Show the move at once (repeated clicks then start from where the story is drawn); the `moved`
        // message puts it at the server's place and brings the new timing of both blocks.
        const change = beginOptimistic(dispatch, getState, (draft) => moveStoryIn(draft, id, blockId, position));
        try {
          const { data } = await queryFulfilled;
          change.succeeded(storyHolds(id, { blockId: data.blockId, position: data.position }));
        } catch {
          change.failed();
        }
      },
      invalidatesTags: unlessLive,
    }),

    deleteStory: build.mutation<void, { id: StoryId }>({
      query: ({ id }) => ({ url: `/stories/${id}`, method: 'DELETE' }),
      invalidatesTags: unlessLive,
    }),
  }),
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the API's own state type is what the thunks need
export type Dispatch = ThunkDispatch<any, unknown, UnknownAction>;

/**
 * An answer that is the whole rundown at its new revision: taken as the server's copy if it is newer (its
 * own message, of the same revision, is then dropped as already seen), and shown with the pending changes.
 */
export function takeIfNewer(dispatch: Dispatch, getState: () => unknown, data: Rundown) {
  const pending = pendingChangesOf(getState);
  adoptCachedRundowns(getState, pending);
  const server = pending.serverCopy(data.id);
  if (!server || data.revision <= server.revision) return;
  const shown = pending.fromServer(data);
  patchCachedRundowns(dispatch, getState, data.id, () => shown);
}

/** A command answered by the whole rundown (recreate, repaginate, a header patch): taken when newer. */
export async function takeAnswered(dispatch: Dispatch, getState: () => unknown, answered: Promise<{ data: Rundown }>) {
  try {
    takeIfNewer(dispatch, getState, (await answered).data);
  } catch {
    /* shown by the caller */
  }
}

/** How long after its answer a one-entity change waits for its own message before it gives way. */
export const SETTLE_AFTER_MS = 10_000;

const registries = new WeakMap<() => unknown, PendingChanges>();

/** The server's copies and pending changes of the store whose `getState` this is (optimistic.ts). */
export function pendingChangesOf(getState: () => unknown): PendingChanges {
  let pending = registries.get(getState);
  if (!pending) registries.set(getState, (pending = new PendingChanges()));
  return pending;
}

function cachedRundownEntries(getState: () => unknown) {
  return api.util
    .selectInvalidatedBy(getState() as Parameters<typeof api.util.selectInvalidatedBy>[0], ['Rundown'])
    .filter((entry) => entry.endpointName === 'rundown');
}

/** Rundowns cached some other way than the `rundown` query (tests' upserts) count as the server's copies. */
function adoptCachedRundowns(getState: () => unknown, pending: PendingChanges) {
  for (const entry of cachedRundownEntries(getState)) {
    const data = rundownApi.endpoints.rundown.select(entry.originalArgs as RundownKey)(getState() as Parameters<ReturnType<typeof rundownApi.endpoints.rundown.select>>[0]).data;
    if (data) pending.adopt(data);
  }
}

/** Redraws every cached rundown as its server copy with the pending changes over it. */
function showPendingChanges(dispatch: Dispatch, getState: () => unknown) {
  const pending = pendingChangesOf(getState);
  patchCachedRundowns(dispatch, getState, null, (draft) => {
    const server = pending.serverCopy(draft.id);
    return server ? pending.show(server) : undefined;
  });
}

/** A change shown at once, until its request ends (optimistic.ts has the rule). */
export interface OptimisticChange {
  /** The request succeeded; `settled` tells when the server's copy holds its outcome. */
  succeeded(settled: (server: Rundown) => boolean): void;
  /** The request failed: the change is no longer shown. */
  failed(): void;
}

/** Shows `apply` over every cached rundown at once, and over every message and reload while it is pending. */
export function beginOptimistic(dispatch: Dispatch, getState: () => unknown, apply: (draft: Rundown) => void): OptimisticChange {
  const pending = pendingChangesOf(getState);
  adoptCachedRundowns(getState, pending);
  const change = pending.add(apply);
  showPendingChanges(dispatch, getState);
  return {
    succeeded(settled) {
      pending.answered(change, settled);
      if (!pending.isPending(change)) return showPendingChanges(dispatch, getState);
      setTimeout(() => {
        if (!pending.isPending(change)) return;
        pending.remove(change);
        showPendingChanges(dispatch, getState);
      }, SETTLE_AFTER_MS);
    },
    failed() {
      pending.remove(change);
      showPendingChanges(dispatch, getState);
    },
  };
}

/**
 * Runs `change` (an immer recipe: change the draft, or return a whole new rundown) on every cached rundown,
 * or only the one with `rundownId`. Returns a function that undoes it.
 */
export function patchCachedRundowns(
  dispatch: Dispatch,
  getState: () => unknown,
  rundownId: RundownId | null,
  change: (draft: Rundown) => Rundown | void,
): () => void {
  const undos: (() => void)[] = [];
  for (const entry of cachedRundownEntries(getState)) {
    const result = dispatch(
      rundownApi.util.updateQueryData('rundown', entry.originalArgs as RundownKey, (draft) => {
        if (rundownId !== null && draft.id !== rundownId) return;
        return change(draft);
      }),
    );
    undos.push(result.undo);
  }
  return () => undos.forEach((undo) => undo());
}

export const {
  useRundownExistsQuery,
  useRundownQuery,
  useCreateRundownMutation,
  useAddBlockMutation,
  useReorderBlocksMutation,
  usePatchBlockMutation,
  useDeleteBlockMutation,
  useAddStoryMutation,
  useStoryFromDocumentMutation,
  usePatchStoryMutation,
  useDeleteStoryMutation,
  useMoveStoryMutation,
} = rundownApi;
