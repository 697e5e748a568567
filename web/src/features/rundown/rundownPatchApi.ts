/**
 * `PATCH /api/rundowns/{id}`: one header field of a rundown (start, end, production, date). The answer is
 * the whole rundown, taken as the server's copy when newer; every other screen gets the `rundown updated`
 * message (docs/asyncapi.yaml). A date moved earlier is refused (409 `date_earlier`), a date another
 * rundown of the program has too (409 `rundown_date_exists`).
 */
import { api } from '../../shared/api/baseApi';
import type { Rundown, RundownId } from '@newsroom/api';
import { takeAnswered, unlessLive } from './rundownApi';
import type { RundownPatch } from './rundownTimes';

export const rundownPatchApi = api.injectEndpoints({
  endpoints: (build) => ({
    patchRundown: build.mutation<Rundown, RundownPatch & { id: RundownId }>({
      query: ({ id, field, value }) => ({ url: `/rundowns/${id}`, method: 'PATCH', body: { field, value } }),
      onQueryStarted: (_arg, { dispatch, getState, queryFulfilled }) => takeAnswered(dispatch, getState, queryFulfilled),
      invalidatesTags: unlessLive,
    }),
  }),
});

export const { usePatchRundownMutation } = rundownPatchApi;
