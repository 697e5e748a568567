/**
 * Reportages, news reports (docs/openapi.json tag "reportages", docs/adr/0003-documents.md "Reportages"):
 * the page filter, one reportage, create and replace (409 `conflict` when the revision sent is not the
 * current one, `lock_lost` when another editor holds its lock), one from an assignment, one state for
 * several, approval (NEWS_REPORT admin), copies for another day, mailing them, the day's counter, the
 * trash and restoring from it, revisions with their diff. Every change invalidates `Reportages`, so
 * lists, the counter, the trash and an open reportage reload; so does every change another user makes
 * (useReportagesLive).
 */
import type { CopyIn, DocumentCounter, DocumentId, DocumentIdsIn, DocumentState, EmailIn, EmailReport, Reportage, ReportageRevision, RevisionSummary, ScriptedReportage, ScriptedReportageIn, ScriptedReportagePage, StatesIn } from '@newsroom/api';
import { api } from '../../shared/api/baseApi';
import { dayParams, type DocumentDay } from '../documents/day';
import { filterParams, REPORTAGES_PAGE_SIZE, type ReportageFilter } from './reportageFilter';

/** What a change invalidates: every list and reportage shown (nothing when it failed). */
const changed = (_r: unknown, error: unknown): 'Reportages'[] => (error ? [] : ['Reportages']);

export const reportagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    reportagePage: build.query<ScriptedReportagePage, ReportageFilter>({
      query: (filter) => ({ url: '/reportages/pageFilter', params: filterParams(filter) }),
      providesTags: ['Reportages'],
    }),
    reportage: build.query<ScriptedReportage, DocumentId>({
      query: (id) => `/reportages/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Reportages', id }],
    }),
    createReportage: build.mutation<ScriptedReportage, ScriptedReportageIn>({
      query: (body) => ({ url: '/reportages', method: 'POST', body }),
      invalidatesTags: changed,
    }),
    /** `input` with the `revision` it is based on and this tab's `lockUuid`. */
    updateReportage: build.mutation<ScriptedReportage, { id: DocumentId; input: ScriptedReportageIn }>({
      query: ({ id, input }) => ({ url: `/reportages/${id}`, method: 'PUT', body: input }),
      invalidatesTags: changed,
    }),
    /** A new reportage written from an assignment: its slug, day, programs and people, its content as a first OFF section. */
    reportageFromAssignment: build.mutation<ScriptedReportage, DocumentId>({
      query: (assignmentId) => ({ url: `/reportages/assignment/${assignmentId}`, method: 'POST' }),
      invalidatesTags: changed,
    }),
    setReportageStates: build.mutation<ScriptedReportage[], { ids: DocumentId[]; state: DocumentState }>({
      query: (body) => ({ url: '/reportages/states', method: 'PATCH', body: body satisfies StatesIn }),
      invalidatesTags: changed,
    }),
    /** Approves (`approved`) or disapproves them, all or none; a private one is not approved (422 `approved_private` on `ids`). */
    approveReportages: build.mutation<ScriptedReportage[], { ids: DocumentId[]; approved: boolean }>({
      query: ({ ids, approved }) => ({ url: `/reportages/${approved ? 'approve' : 'disapprove'}`, method: 'PUT', body: { ids } satisfies DocumentIdsIn }),
      invalidatesTags: changed,
    }),
    trashReportages: build.mutation<void, DocumentId[]>({
      query: (ids) => ({ url: '/reportages', method: 'DELETE', params: { ids: ids.join(',') } }),
      invalidatesTags: changed,
    }),
    restoreReportages: build.mutation<ScriptedReportage[], DocumentId[]>({
      query: (ids) => ({ url: '/reportages/restore', method: 'PUT', body: { ids } satisfies DocumentIdsIn }),
      invalidatesTags: changed,
    }),
    /** Copies for `date` (`programsIds` empty: each keeps its programs), owned by the caller, PRODUCING, not approved. */
    copyReportages: build.mutation<Reportage[], CopyIn>({
      query: (body) => ({ url: '/reportages/copy', method: 'POST', body }),
      invalidatesTags: changed,
    }),
    /** Mails them through the installation's mail server; nothing is changed. */
    emailReportages: build.mutation<EmailReport, EmailIn>({
      query: (body) => ({ url: '/reportages/email', method: 'POST', body }),
    }),
    /** How many of the day the caller may see, in all and by state; reloads with the lists. */
    countReportages: build.query<DocumentCounter, DocumentDay>({
      query: (day) => ({ url: '/reportages/counter', params: dayParams(day) }),
      providesTags: ['Reportages'],
    }),
    /** The trash, newest deletion first (`page` from 0). */
    reportageTrash: build.query<ScriptedReportagePage, number>({
      query: (page) => ({ url: '/reportages/excluded', params: { offset: page * REPORTAGES_PAGE_SIZE, size: REPORTAGES_PAGE_SIZE } }),
      providesTags: ['Reportages'],
    }),
    /** The revisions of a reportage, newest first; keyed by its current revision, so a change reloads them. */
    reportageRevisions: build.query<RevisionSummary[], { id: DocumentId; current: number }>({
      query: ({ id }) => `/reportages/${id}/revisions`,
    }),
    /** One revision with the line diff from it to the reportage now. */
    reportageRevision: build.query<ReportageRevision, { id: DocumentId; number: number; current: number }>({
      query: ({ id, number }) => `/reportages/${id}/revisions/${number}`,
    }),
  }),
});

export const {
  useReportagePageQuery,
  useReportageQuery,
  useLazyReportageQuery,
  useCreateReportageMutation,
  useUpdateReportageMutation,
  useReportageFromAssignmentMutation,
  useSetReportageStatesMutation,
  useApproveReportagesMutation,
  useTrashReportagesMutation,
  useRestoreReportagesMutation,
  useCopyReportagesMutation,
  useEmailReportagesMutation,
  useCountReportagesQuery,
  useReportageTrashQuery,
  useReportageRevisionsQuery,
  useReportageRevisionQuery,
} = reportagesApi;
