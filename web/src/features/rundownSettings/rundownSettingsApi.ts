/**
 * The rundown desk's settings (docs/api-design.md, "Rundown settings"): `GET /api/rundowns/config`
 * (rundown read: the trash and the rundown header read it) and `PUT` (rundown admin; 422 with
 * `lockAfterEnd` out of range, code `duration` or `range`, and days out of 0-3650, code `range`).
 */
import type { RundownConfig } from '@newsroom/api';
import { api } from '../../shared/api/baseApi';

export const rundownSettingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    rundownConfig: build.query<RundownConfig, void>({
      query: () => '/rundowns/config',
      providesTags: ['RundownConfig'],
    }),
    updateRundownConfig: build.mutation<RundownConfig, RundownConfig>({
      query: (body) => ({ url: '/rundowns/config', method: 'PUT', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['RundownConfig']),
    }),
  }),
});

export const { useRundownConfigQuery, useUpdateRundownConfigMutation } = rundownSettingsApi;
