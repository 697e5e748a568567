/**
 * The rundown log (docs/api-design.md, "On air and sign-off"): `GET /api/rundowns/{id}/logs`, newest first,
 * a page at a time. The panel refetches it when it opens and when the rundown's revision moves.
 */
import { api } from '../../shared/api/baseApi';
import type { LogPage } from '@newsroom/api';
import { logParams, type LogQuery } from './logQuery';

export const logApi = api.injectEndpoints({
  endpoints: (build) => ({
    rundownLog: build.query<LogPage, LogQuery>({
      query: (q) => ({ url: `/rundowns/${q.rundownId}/logs`, params: logParams(q) }),
      providesTags: (_r, _e, q) => [{ type: 'RundownLog', id: q.rundownId }],
    }),
  }),
});

export const { useRundownLogQuery } = logApi;
