import { api } from '../../shared/api/baseApi';
import type { Program } from '../../shared/api/types';

export const programsApi = api.injectEndpoints({
  endpoints: (build) => ({
    programs: build.query<Program[], void>({
      query: () => '/programs',
      providesTags: ['Programs'],
    }),
  }),
});

export const { useProgramsQuery } = programsApi;
