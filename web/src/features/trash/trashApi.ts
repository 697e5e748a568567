/**
 * The story trash (docs/openapi.json tag "stories"): a rundown's deleted stories, newest first
 * (`GET /api/stories/excluded?rundownId=`, rundown read), and restoring some of them to the end of their
 * blocks (`PUT /api/stories/restore`, rundown write). The API keeps a trash per rundown and takes no
 * filter: the screen filters what it lists.
 */
import { api } from '../../shared/api/baseApi';
import type { RestoreOut, RundownId, StoryId, StoryIdsIn, TrashedStory } from '@newsroom/api';

export const trashApi = api.injectEndpoints({
  endpoints: (build) => ({
    storyTrash: build.query<TrashedStory[], RundownId>({
      query: (rundownId) => ({ url: '/stories/excluded', params: { rundownId } }),
      providesTags: (_r, _e, rundownId) => [{ type: 'Trash', id: rundownId }],
    }),
    restoreStories: build.mutation<RestoreOut, { rundownId: RundownId; ids: StoryId[] }>({
      query: ({ ids }) => ({ url: '/stories/restore', method: 'PUT', body: { ids } satisfies StoryIdsIn }),
      invalidatesTags: (_r, _e, { rundownId }) => [{ type: 'Trash', id: rundownId }],
    }),
  }),
});

export const { useStoryTrashQuery, useRestoreStoriesMutation } = trashApi;

/** The trashed stories whose slug, page or deleter contain `text` (case and accents ignored). */
export function filterTrash(stories: readonly TrashedStory[], text: string): TrashedStory[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const wanted = fold(text.trim());
  if (!wanted) return [...stories];
  return stories.filter(({ story, deletedBy }) => [story.slug, story.page, deletedBy].some((field) => fold(field).includes(wanted)));
}
