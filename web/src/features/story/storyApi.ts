/**
 * A story as a document (docs/api-design.md, "Stories as documents"): the text and its reading time, saving
 * it (each save a revision), the revisions and their diffs.
 *
 * Live: the document follows its rundown's topic (`/topic/rundowns/{id}`, the same STOMP hub as the grid).
 * A message about this story (a text save sends `story updated` too) reloads the document over REST; so
 * does the broker's confirmation of the subscription, after every reconnect. Whether a newer text may
 * replace what the user is typing is the editor's call (StoryEditor), not the cache's.
 */
import type { RootState } from '../../app/store';
import { api } from '../../shared/api/baseApi';
import type { RevisionSummary, RundownMessage, StoryDocument, StoryId, StoryRevision, StoryText } from '../../shared/api/types';
import { browserHub } from '../../shared/stomp/browserHub';
import { authApi } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';

/** Revisions and diffs are keyed by the current text revision: a new save gives new ones. */
export interface RevisionsKey {
  id: StoryId;
  current: number;
}

export const storyApi = api.enhanceEndpoints({ addTagTypes: ['Story'] }).injectEndpoints({
  endpoints: (build) => ({
    storyDocument: build.query<StoryDocument, StoryId>({
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

    saveStoryText: build.mutation<StoryDocument, { id: StoryId; text: StoryText }>({
      query: ({ id, text }) => ({ url: `/stories/${id}/text`, method: 'PUT', body: text }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(storyApi.util.updateQueryData('storyDocument', id, (cached) => (data.revision >= cached.revision ? data : cached)));
        } catch {
          /* shown by the editor */
        }
      },
    }),

    storyRevisions: build.query<RevisionSummary[], RevisionsKey>({
      query: ({ id }) => `/stories/${id}/revisions`,
    }),

    storyRevision: build.query<StoryRevision, RevisionsKey & { number: number }>({
      query: ({ id, number }) => `/stories/${id}/revisions/${number}`,
    }),
  }),
});

export const { useStoryDocumentQuery, useSaveStoryTextMutation, useStoryRevisionsQuery, useStoryRevisionQuery } = storyApi;
