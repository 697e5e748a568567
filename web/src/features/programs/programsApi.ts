/**
 * Programs (`/api/programs`, docs/openapi.json tag "programs"): the ones the caller's groups may see (the
 * rundown picker), every one of them for the administration (`all=true`), create, update and delete, and
 * a program's presenters and its CG device. Every change invalidates `Programs`, so the rundown picker shows a new program
 * at once. 409 `conflict` for a taken name, `program_has_content` for deleting a program with rundowns.
 */
import { api } from '../../shared/api/baseApi';
import type { DeviceId, Presenter, Program, ProgramCgIn, ProgramId, ProgramIn } from '@newsroom/api';

export const programsApi = api.injectEndpoints({
  endpoints: (build) => ({
    programs: build.query<Program[], void>({
      query: () => '/programs',
      providesTags: ['Programs'],
    }),
    /** Every program, disabled ones too (`GET /api/programs?all=true`). */
    allPrograms: build.query<Program[], void>({
      query: () => ({ url: '/programs', params: { all: true } }),
      providesTags: ['Programs'],
    }),
    createProgram: build.mutation<Program, ProgramIn>({
      query: (body) => ({ url: '/programs', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Programs']),
    }),
    updateProgram: build.mutation<Program, { id: ProgramId; input: ProgramIn }>({
      query: ({ id, input }) => ({ url: `/programs/${id}`, method: 'PUT', body: input }),
      invalidatesTags: (_r, error) => (error ? [] : ['Programs']),
    }),
    deleteProgram: build.mutation<void, ProgramId>({
      query: (id) => ({ url: `/programs/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, error) => (error ? [] : ['Programs']),
    }),
    /** A program's presenters and their reading rates (`GET /api/programs/{id}/presenters`). */
    presenters: build.query<Presenter[], number>({
      query: (id) => `/programs/${id}/presenters`,
      providesTags: ['Programs'],
    }),
    /** Replaces a program's presenters (422 on field `presenters`). */
    setPresenters: build.mutation<Presenter[], { id: ProgramId; presenters: Presenter[] }>({
      query: ({ id, presenters }) => ({ url: `/programs/${id}/presenters`, method: 'PUT', body: presenters }),
      invalidatesTags: (_r, error) => (error ? [] : ['Programs']),
    }),
    /** Names a program's CG device, where its credits go; null unlinks (422 `deviceId`: not a CG device). */
    setProgramCg: build.mutation<Program, { programId: ProgramId; deviceId: DeviceId | null }>({
      query: ({ programId, deviceId }) => ({ url: `/programs/${programId}/cg`, method: 'PUT', body: { deviceId } satisfies ProgramCgIn }),
      invalidatesTags: (_r, error) => (error ? [] : ['Programs']),
    }),
  }),
});

export const { useProgramsQuery, useAllProgramsQuery, useCreateProgramMutation, useUpdateProgramMutation, useDeleteProgramMutation, usePresentersQuery, useSetPresentersMutation, useSetProgramCgMutation } = programsApi;
