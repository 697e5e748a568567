import { api } from '../../shared/api/baseApi';
import type { Presenter, Program } from '@newsroom/api';

export const programsApi = api.injectEndpoints({
  endpoints: (build) => ({
    programs: build.query<Program[], void>({
      query: () => '/programs',
      providesTags: ['Programs'],
    }),
    /** A program's presenters and their reading rates (`GET /api/programs/{id}/presenters`). */
    presenters: build.query<Presenter[], number>({
      query: (id) => `/programs/${id}/presenters`,
      providesTags: ['Programs'],
    }),
  }),
});

export const { useProgramsQuery, usePresentersQuery } = programsApi;
