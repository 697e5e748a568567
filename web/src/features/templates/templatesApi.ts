/**
 * Templates of a program and the rundown commands beside them (docs/openapi.json tag "templates"): list
 * (`GET /api/programs/{id}/templates`), save the open rundown as one (`POST /api/rundowns/{id}/template`,
 * 409 `conflict` for a taken name unless `overwrite`, which replaces that template), delete
 * (`DELETE /api/templates/{id}`), recreate an empty rundown from one or from nothing
 * (`POST /api/rundowns/{id}/recreate`, 409 `rundown_not_empty`) and repaginate
 * (`POST /api/rundowns/{id}/repaginate`). Recreate and repaginate answer the whole rundown, taken as the
 * server's copy when newer; their live message brings it to every other screen.
 */
import { api } from '../../shared/api/baseApi';
import type { ProgramId, RecreateIn, Rundown, RundownId, Template, TemplateId, TemplateIn } from '@newsroom/api';
import { takeAnswered, unlessLive } from '../rundown/rundownApi';

const templatesOf = (programId: number) => [{ type: 'Templates' as const, id: programId }];

export const templatesApi = api.injectEndpoints({
  endpoints: (build) => ({
    programTemplates: build.query<Template[], number>({
      query: (programId) => `/programs/${programId}/templates`,
      providesTags: (_r, _e, programId) => templatesOf(programId),
    }),
    saveTemplate: build.mutation<Template, { rundownId: RundownId; programId: ProgramId; name: string; overwrite?: boolean }>({
      query: ({ rundownId, name, overwrite }) => ({ url: `/rundowns/${rundownId}/template`, method: 'POST', body: (overwrite ? { name, overwrite: true } : { name }) satisfies TemplateIn }),
      invalidatesTags: (_r, error, { programId }) => (error ? [] : templatesOf(programId)),
    }),
    deleteTemplate: build.mutation<void, { id: TemplateId; programId: ProgramId }>({
      query: ({ id }) => ({ url: `/templates/${id}`, method: 'DELETE' }),
      invalidatesTags: (_r, error, { programId }) => (error ? [] : templatesOf(programId)),
    }),
    recreateRundown: build.mutation<Rundown, { rundownId: RundownId; templateId: TemplateId | null }>({
      query: ({ rundownId, templateId }) => ({ url: `/rundowns/${rundownId}/recreate`, method: 'POST', body: { templateId } satisfies RecreateIn }),
      onQueryStarted: (_arg, { dispatch, getState, queryFulfilled }) => takeAnswered(dispatch, getState, queryFulfilled),
      invalidatesTags: unlessLive,
    }),
    repaginate: build.mutation<Rundown, RundownId>({
      query: (rundownId) => ({ url: `/rundowns/${rundownId}/repaginate`, method: 'POST' }),
      onQueryStarted: (_arg, { dispatch, getState, queryFulfilled }) => takeAnswered(dispatch, getState, queryFulfilled),
      invalidatesTags: unlessLive,
    }),
  }),
});

export const { useProgramTemplatesQuery, useSaveTemplateMutation, useDeleteTemplateMutation, useRecreateRundownMutation, useRepaginateMutation } = templatesApi;
