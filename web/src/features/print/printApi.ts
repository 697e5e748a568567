/**
 * What the print view reads: the rundown once (a snapshot, no live updates: paper does not change), and
 * the documents of the stories whose scripts are printed (`GET /api/stories/{id}`), a few at a time.
 */
import { api } from '../../shared/api/baseApi';
import { errorCodeOf, type ApiErrorCode } from '@newsroom/api';
import type { Rundown, ScriptedStoryDocument, StoryId } from '@newsroom/api';
import { mapLimit } from './pool';

/** Story documents asked for at once: enough to be quick, few enough not to flood the server. */
export const SCRIPT_FETCHES_IN_FLIGHT = 4;

/** One story's document, or why it could not be read (a private story of someone else, a deleted one). */
export type ScriptResult = { id: StoryId; document: ScriptedStoryDocument; error: null } | { id: StoryId; document: null; error: ApiErrorCode };

export const printApi = api.injectEndpoints({
  endpoints: (build) => ({
    printRundown: build.query<Rundown, { date: string; programId: number }>({
      query: ({ date, programId }) => ({ url: '/rundowns', params: { date, programId } }),
      keepUnusedDataFor: 0,
    }),

    printScripts: build.query<ScriptResult[], readonly StoryId[]>({
      async queryFn(ids, _api, _extra, baseQuery) {
        const data = await mapLimit(ids, SCRIPT_FETCHES_IN_FLIGHT, async (id): Promise<ScriptResult> => {
          const result = await baseQuery(`/stories/${id}`);
          return result.error ? { id, document: null, error: errorCodeOf(result.error) } : { id, document: result.data as ScriptedStoryDocument, error: null };
        });
        return { data };
      },
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { usePrintRundownQuery, usePrintScriptsQuery } = printApi;
