/**
 * On air and sign-off (docs/api-design.md, "On air and sign-off"): display status of stories, breaks and
 * the rundown, and approvals. Every answer is the whole rundown: taken into the cache when it is newer, so
 * the producer sees the change (and the re-anchored front times) without waiting for its message.
 */
import { api } from '../../shared/api/baseApi';
import type { ApproveIn, BlockDisplayIn, BlockId, DisplayStatus, Rundown, RundownId, StatusIn, StoryDisplayIn, StoryId } from '@newsroom/api';
import { setStoriesStatus } from './onAir';
import { revisionReached } from './optimistic';
import { beginOptimistic, takeIfNewer, unlessLive } from './rundownApi';

/** What an approval or a display change is about: `PUT /api/{rundowns|blocks|stories}/{id}/...`. */
export type ApprovalTarget = { kind: 'rundowns'; id: RundownId } | { kind: 'blocks'; id: BlockId } | { kind: 'stories'; id: StoryId };

export const displayApi = api.injectEndpoints({
  endpoints: (build) => ({
    setStoriesDisplay: build.mutation<Rundown, StoryDisplayIn>({
      query: (body) => ({ url: '/stories/display_status', method: 'PUT', body }),
      async onQueryStarted({ ids, status }, { dispatch, getState, queryFulfilled }) {
        // Drawn at once, so "take next" pressed again goes on from the story just taken; shown over every
        // message until the answer (the whole rundown at the change's revision) is the server's copy.
        const change = beginOptimistic(dispatch, getState, (draft) => setStoriesStatus(draft, ids, status));
        try {
          const { data } = await queryFulfilled;
          takeIfNewer(dispatch, getState, data);
          change.succeeded(revisionReached(data.id, data.revision));
        } catch {
          change.failed();
        }
      },
      invalidatesTags: unlessLive,
    }),

    setBlocksDisplay: build.mutation<Rundown, BlockDisplayIn>({
      query: (body) => ({ url: '/blocks/display_status', method: 'PUT', body }),
      onQueryStarted: takeAnswer,
      invalidatesTags: unlessLive,
    }),

    setRundownDisplay: build.mutation<Rundown, { id: RundownId; status: DisplayStatus }>({
      query: ({ id, status }) => ({ url: `/rundowns/${id}/display_status`, method: 'PUT', body: { status } satisfies StatusIn }),
      onQueryStarted: takeAnswer,
      invalidatesTags: unlessLive,
    }),

    approve: build.mutation<Rundown, ApprovalTarget & { flag: boolean }>({
      query: ({ kind, id, flag }) => ({ url: `/${kind}/${id}/approve`, method: 'PUT', body: { flag } satisfies ApproveIn }),
      onQueryStarted: takeAnswer,
      invalidatesTags: unlessLive,
    }),
  }),
});

async function takeAnswer(
  _arg: unknown,
  { dispatch, getState, queryFulfilled }: { dispatch: Parameters<typeof takeIfNewer>[0]; getState: () => unknown; queryFulfilled: Promise<{ data: Rundown }> },
) {
  try {
    takeIfNewer(dispatch, getState, (await queryFulfilled).data);
  } catch {
    /* shown by the caller */
  }
}

export const { useSetStoriesDisplayMutation, useSetBlocksDisplayMutation, useSetRundownDisplayMutation, useApproveMutation } = displayApi;
