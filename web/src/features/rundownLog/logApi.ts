/**
 * The rundown log (docs/api-design.md, "On air and sign-off"): `GET /api/rundowns/{id}/logs`, newest first,
 * a page at a time. The panel refetches it when it opens and when the rundown's revision moves. A line
 * marked `undoable` (a repagination) is undone once with `POST .../logs/{logId}/undo`; the rundown's own
 * message brings the change to every screen.
 */
import { api } from '../../shared/api/baseApi';
import type { LogPage, Rundown, RundownId } from '@newsroom/api';
import { logParams, type LogQuery } from './logQuery';

export const logApi = api.injectEndpoints({
  endpoints: (build) => ({
    rundownLog: build.query<LogPage, LogQuery>({
      query: (q) => ({ url: `/rundowns/${q.rundownId}/logs`, params: logParams(q) }),
      providesTags: (_r, _e, q) => [{ type: 'RundownLog', id: q.rundownId }],
    }),
    undoLog: build.mutation<Rundown, { rundownId: RundownId; logId: number }>({
      query: ({ rundownId, logId }) => ({ url: `/rundowns/${rundownId}/logs/${logId}/undo`, method: 'POST' }),
      invalidatesTags: (_r, _e, { rundownId }) => [{ type: 'RundownLog', id: rundownId }],
    }),
  }),
});

export const { useRundownLogQuery, useUndoLogMutation } = logApi;
