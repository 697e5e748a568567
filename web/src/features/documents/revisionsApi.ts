/**
 * The revisions of a document kind whose calls are `GET /api/{kind}/{id}/revisions` (newest first) and
 * `/revisions/{rev}` (one, with the line diff from it to the document now): productions and reports. Keyed
 * by the document's current revision, so a change of it reloads them.
 */
import type { DocumentId, ProductionRevision, ReportRevision, RevisionSummary, RoundRevision } from '@newsroom/api';
import { api } from '../../shared/api/baseApi';

/** The path segment of a kind's calls. */
export type RevisionKind = 'productions' | 'reports' | 'rounds';

/** What a kind's revision holds: the same shape for each (summary, state, trash, diff). */
export type DocumentRevision = ProductionRevision | ReportRevision | RoundRevision;

export const revisionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    documentRevisions: build.query<RevisionSummary[], { kind: RevisionKind; id: DocumentId; current: number }>({
      query: ({ kind, id }) => `/${kind}/${id}/revisions`,
    }),
    documentRevision: build.query<DocumentRevision, { kind: RevisionKind; id: DocumentId; number: number; current: number }>({
      query: ({ kind, id, number }) => `/${kind}/${id}/revisions/${number}`,
    }),
  }),
});

export const { useDocumentRevisionsQuery, useDocumentRevisionQuery } = revisionsApi;
