/**
 * Paste and the drawer (docs/api-design.md, "Paste and the drawer"): `POST /api/stories/paste`, and the
 * program's drawer under `/api/documents/drawer`. The rundowns changed come back over STOMP; the answer,
 * the whole target rundown at its new revision, is taken at once when it is newer than the cache.
 */
import { api } from '../../shared/api/baseApi';
import type { DrawerCount, DrawerMoveIn, DrawerStory, PasteIn, ProgramId, Rundown, StoryId, StoryIdsIn } from '@newsroom/api';
import { takeIfNewer, unlessLive } from '../rundown/rundownApi';

const drawerTag = (programId: ProgramId) => ({ type: 'Drawer' as const, id: programId });

export const clipboardApi = api.injectEndpoints({
  endpoints: (build) => ({
    pasteStories: build.mutation<Rundown, PasteIn>({
      query: (body) => ({ url: '/stories/paste', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        try {
          takeIfNewer(dispatch, getState, (await queryFulfilled).data);
        } catch {
          /* shown by the caller */
        }
      },
      invalidatesTags: unlessLive,
    }),

    drawer: build.query<DrawerStory[], ProgramId>({
      query: (programId) => ({ url: '/documents/drawer', params: { programId } }),
      providesTags: (_r, _e, programId) => [drawerTag(programId)],
    }),

    sendToDrawer: build.mutation<DrawerCount, { ids: StoryId[]; programId: ProgramId }>({
      query: ({ ids }) => ({ url: '/documents/drawer', method: 'PUT', body: { ids } satisfies StoryIdsIn }),
      invalidatesTags: (_r, _e, { programId }) => [drawerTag(programId), ...unlessLive()],
    }),

    removeFromDrawer: build.mutation<DrawerCount, { ids: StoryId[]; programId: ProgramId }>({
      query: ({ ids }) => ({ url: '/documents/drawer', method: 'DELETE', body: { ids } satisfies StoryIdsIn }),
      invalidatesTags: (_r, _e, { programId }) => [drawerTag(programId)],
    }),

    moveFromDrawer: build.mutation<Rundown, DrawerMoveIn & { programId: ProgramId }>({
      query: ({ programId: _program, ...body }) => ({ url: '/documents/drawer/move', method: 'POST', body }),
      async onQueryStarted(_arg, { dispatch, getState, queryFulfilled }) {
        try {
          takeIfNewer(dispatch, getState, (await queryFulfilled).data);
        } catch {
          /* shown by the caller */
        }
      },
      invalidatesTags: (_r, _e, { programId }) => [drawerTag(programId), ...unlessLive()],
    }),
  }),
});

export const { usePasteStoriesMutation, useDrawerQuery, useSendToDrawerMutation, useRemoveFromDrawerMutation, useMoveFromDrawerMutation } = clipboardApi;
