/**
 * The one RTK Query API of the app. Features add their endpoints with `api.injectEndpoints` in their own
 * folder (features/<feature>/<feature>Api.ts). Every call goes to `/api` with the login cookie.
 */
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError, type FetchBaseQueryMeta } from '@reduxjs/toolkit/query/react';

const rawBaseQuery = fetchBaseQuery({ baseUrl: '/api', credentials: 'same-origin' });

/** Endpoints whose 401 is an answer, not a lost session. */
const AUTH_ENDPOINTS = new Set(['me', 'login', 'logout']);

/** A 401 anywhere else means the session ended: reload the current user, which sends the guards to login. */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError, object, FetchBaseQueryMeta> = async (args, apiCtx, extra) => {
  const result = await rawBaseQuery(args, apiCtx, extra);
  if (result.error?.status === 401 && !AUTH_ENDPOINTS.has(apiCtx.endpoint)) {
    apiCtx.dispatch(api.util.invalidateTags(['Me']));
  }
  return result;
};

export const api = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: ['Me', 'Users', 'Groups', 'Programs', 'RundownExists', 'Rundown', 'RundownLog', 'Devices', 'DeviceStatus', 'Media', 'Drawer', 'BranchConfig', 'Branches', 'Licence', 'MailConfig', 'DirectoryConfig', 'DirectorySync', 'Templates', 'Trash', 'RundownConfig', 'Assignments', 'AssignmentConfig', 'Reportages', 'Productions', 'ProductionConfig', 'Reports', 'Rounds', 'Proposals', 'References', 'Teams', 'SearchStatus'],
  endpoints: () => ({}),
});
