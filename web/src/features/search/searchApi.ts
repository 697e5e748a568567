/**
 * The general search (docs/adr/0004-search.md, docs/openapi.json tag "search"): a page of hits of every
 * kind the caller may read (422 with field problems for a bad search, 403 `forbidden` when they may
 * read no kind asked for), and, for the administration, the index's status and its rebuild (202 with
 * the status; the status is polled while `rebuilding`).
 */
import type { SearchPage, SearchStatus } from '@newsroom/api';
import { api } from '../../shared/api/baseApi';
import { apiParamsOf, type SearchCriteria } from './searchCriteria';

export const searchApi = api.injectEndpoints({
  endpoints: (build) => ({
    search: build.query<SearchPage, SearchCriteria>({
      query: (criteria) => ({ url: '/search', params: apiParamsOf(criteria) }),
      // A document saved, moved to the trash or restored may change what is found.
      providesTags: ['Assignments'],
    }),
    /** How the index of the replica that answers stands (ADMIN read). */
    searchStatus: build.query<SearchStatus, void>({
      query: () => '/search/status',
      providesTags: ['SearchStatus'],
    }),
    /** Rebuilds the index from the database (ADMIN write): 202 with the status, `rebuilding` then true. */
    rebuildSearch: build.mutation<SearchStatus, void>({
      query: () => ({ url: '/search/rebuild', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(searchApi.util.upsertQueryData('searchStatus', undefined, data));
        } catch {
          // The panel says why; the status may have moved meanwhile: look again.
          dispatch(searchApi.util.invalidateTags(['SearchStatus']));
        }
      },
    }),
  }),
});

export const { useSearchQuery, useSearchStatusQuery, useRebuildSearchMutation } = searchApi;
