/**
 * The directory service (`docs/openapi.json` tag "directory", web.md sections 2 and 4; admin admin for
 * every route): its settings (`GET`/`PUT /api/directory/config`, never the bind password), a connection
 * test with the saved settings, and the synchronisation of directory users (an in-progress state: one at
 * a time, a second start answers 409 `sync_in_progress`).
 */
import type { DirectoryConfig, DirectoryConfigIn, DirectorySync, DirectoryTest } from '@newsroom/api';
import { api } from '../../shared/api/baseApi';

export const directoryApi = api.injectEndpoints({
  endpoints: (build) => ({
    directoryConfig: build.query<DirectoryConfig, void>({
      query: () => '/directory/config',
      providesTags: ['DirectoryConfig'],
    }),
    /**
     * 422 on `url` (ldap_url), `startTls` (invalid with ldaps://), `userFilter` (ldap_filter), `baseDn`
     * (required), `groupMappings[i].groupId` (unknown_group). `bindPassword` absent or null keeps the
     * stored one, `""` removes it.
     */
    updateDirectoryConfig: build.mutation<DirectoryConfig, DirectoryConfigIn>({
      query: (body) => ({ url: '/directory/config', method: 'PUT', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['DirectoryConfig']),
    }),
    /** Connect, bind and search with the saved settings; 409 `directory_not_configured`. */
    testDirectory: build.mutation<DirectoryTest, void>({
      query: () => ({ url: '/directory/test', method: 'POST' }),
    }),
    /** Whether a synchronisation runs and the last one's report; polled while one runs. */
    directorySync: build.query<DirectorySync, void>({
      query: () => '/directory/sync',
      providesTags: ['DirectorySync'],
    }),
    /** 202 with the state; 409 `sync_in_progress` or `directory_not_configured`. */
    startDirectorySync: build.mutation<DirectorySync, void>({
      query: () => ({ url: '/directory/sync', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(directoryApi.util.upsertQueryData('directorySync', undefined, data));
        } catch {
          // The page says why; a 409 sync_in_progress also means one runs: look again.
          dispatch(directoryApi.util.invalidateTags(['DirectorySync']));
        }
      },
    }),
  }),
});

export const { useDirectoryConfigQuery, useUpdateDirectoryConfigMutation, useTestDirectoryMutation, useDirectorySyncQuery, useStartDirectorySyncMutation } = directoryApi;
