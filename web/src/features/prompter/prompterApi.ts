/**
 * The texts the prompter shows, and how they stay current. Each story's document comes from
 * `GET /api/stories/{id}` (`prompterText`, tagged `PrompterText`). One feed per rundown
 * (`prompterTextFeed`) follows `/topic/rundowns/{id}`: a `story updated|created` message (a text save
 * sends `story updated`) invalidates that story's text, which is then loaded again; the broker's
 * confirmation of the subscription, first and after every reconnect, invalidates them all, since a save
 * may have come while nothing listened. The running order itself is the rundown query's (rundownApi.ts),
 * which applies moves, deletions and new stories on its own. The scripts screen (features/scripts) reads
 * and follows the texts through the same two queries.
 */
import { api } from '../../shared/api/baseApi';
import type { RundownId, ScriptedStoryDocument, StoryId } from '@newsroom/api';
import { browserHub } from '../../shared/stomp/browserHub';

/** The story whose text a rundown message may have changed, or null. */
export function storyTextChanged(body: unknown): StoryId | null {
  if (!body || typeof body !== 'object') return null;
  const { entity, event, data } = body as { entity?: unknown; event?: unknown; data?: { id?: unknown } | null };
  if (entity !== 'story' || (event !== 'updated' && event !== 'created')) return null;
  const id = data?.id;
  return typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? (id as StoryId) : null;
}

export const prompterApi = api.enhanceEndpoints({ addTagTypes: ['PrompterText'] }).injectEndpoints({
  endpoints: (build) => ({
    prompterText: build.query<ScriptedStoryDocument, StoryId>({
      query: (id) => `/stories/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'PrompterText', id }],
    }),

    /** No data: while in use, it keeps the rundown's `prompterText` entries current. */
    prompterTextFeed: build.query<null, RundownId>({
      queryFn: () => ({ data: null }),
      async onCacheEntryAdded(rundownId, { cacheDataLoaded, cacheEntryRemoved, dispatch }) {
        let unsubscribe: (() => void) | undefined;
        try {
          await cacheDataLoaded;
          unsubscribe = browserHub().subscribe(`/topic/rundowns/${rundownId}`, {
            onMessage(body) {
              const id = storyTextChanged(body);
              if (id !== null) dispatch(prompterApi.util.invalidateTags([{ type: 'PrompterText', id }]));
            },
            onSubscribed() {
              dispatch(prompterApi.util.invalidateTags(['PrompterText']));
            },
          });
        } catch {
          // The entry went away before it loaded: nothing to follow.
        }
        await cacheEntryRemoved;
        unsubscribe?.();
      },
    }),
  }),
});

export const { usePrompterTextQuery, usePrompterTextFeedQuery } = prompterApi;
