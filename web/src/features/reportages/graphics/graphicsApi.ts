/**
 * A reportage's graphics (docs/adr/0003-documents.md "Reportages", Graphics;
 * gateway/src/routes/documents/reportage_graphics.rs): CG items as a story's (a CG device's template with a
 * value per field: the lower thirds naming who speaks, the place, the reporter's credit), in air order, as
 * `graphics` on the reportage. Added, given new values, removed and moved one at a time (NEWS_REPORT write),
 * each on the reportage as stored: no revision nor lock is sent; 409 `locked` while another login session
 * edits it. Every change answers the reportage, which goes into the open reportage's cache at once, and
 * invalidates `Reportages` as every reportage change does (reportagesApi), so lists and its history reload.
 */
import type { DeviceId, DocumentId, PositionIn, ScriptedReportage } from '@newsroom/api';
import { api } from '../../../shared/api/baseApi';
import type { CgValues } from '../../items/itemsApi';
import { reportagesApi } from '../reportagesApi';

/** What a change invalidates: every list and reportage shown (nothing when it failed). */
const changed = (_r: unknown, error: unknown): 'Reportages'[] => (error ? [] : ['Reportages']);

/** The reportage a change answers, put into the `reportage` query of its id at once (the reload follows). */
async function intoCache(
  id: DocumentId,
  { dispatch, queryFulfilled }: { dispatch: (action: ReturnType<typeof reportagesApi.util.upsertQueryData>) => unknown; queryFulfilled: Promise<{ data: ScriptedReportage }> },
) {
  try {
    const { data } = await queryFulfilled;
    dispatch(reportagesApi.util.upsertQueryData('reportage', id, data));
  } catch {
    // Refused: the page says why (the mutation's error); nothing changed.
  }
}

export const graphicsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Adds a graphic, last (422: `deviceId` not a CG device, `templateId` unknown, `fields.<name>`, `graphics` too many). */
    addReportageCg: build.mutation<ScriptedReportage, { id: DocumentId; deviceId: DeviceId; templateId: number; fields: CgValues }>({
      query: ({ id, ...body }) => ({ url: `/reportages/${id}/cgs`, method: 'POST', body }),
      invalidatesTags: changed,
      onQueryStarted: ({ id }, lifecycle) => intoCache(id, lifecycle),
    }),
    /** New values of a graphic, every field (404: not one of the reportage's). */
    updateReportageCg: build.mutation<ScriptedReportage, { id: DocumentId; itemId: number; fields: CgValues }>({
      query: ({ id, itemId, fields }) => ({ url: `/reportages/${id}/cgs/${itemId}`, method: 'PUT', body: { fields } }),
      invalidatesTags: changed,
      onQueryStarted: ({ id }, lifecycle) => intoCache(id, lifecycle),
    }),
    removeReportageCg: build.mutation<ScriptedReportage, { id: DocumentId; itemId: number }>({
      query: ({ id, itemId }) => ({ url: `/reportages/${id}/cgs/${itemId}`, method: 'DELETE' }),
      invalidatesTags: changed,
      onQueryStarted: ({ id }, lifecycle) => intoCache(id, lifecycle),
    }),
    /** A new place for a graphic among the reportage's graphics (0: first). */
    moveReportageCg: build.mutation<ScriptedReportage, { id: DocumentId; itemId: number; position: number }>({
      query: ({ id, itemId, position }) => ({ url: `/reportages/${id}/cgs/${itemId}/position`, method: 'PUT', body: { position } satisfies PositionIn }),
      invalidatesTags: changed,
      onQueryStarted: ({ id }, lifecycle) => intoCache(id, lifecycle),
    }),
  }),
});

export const { useAddReportageCgMutation, useUpdateReportageCgMutation, useRemoveReportageCgMutation, useMoveReportageCgMutation } = graphicsApi;
