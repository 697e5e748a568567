/**
 * Reports (docs/openapi.json tag "reports", docs/adr/0003-documents.md "Reports and rounds"): the written
 * account of a day's coverage or of a shift, a summary and timed events. A day's list, one report, create
 * and replace (`PUT /api/reports/{id}` with the `revision` it is based on and this tab's `lockUuid`: 409
 * `conflict` when the revision is not the current one, `lock_lost` when another editor holds its lock),
 * the reports of an assignment and a new one begun from it, one state for several, the trash and restoring
 * from it; the revisions are the documents' (revisionsApi), the categories the reference data's
 * (`report_categories`). Every change invalidates `Reports`, so lists, the trash and an open report
 * reload; so does every change another user makes (useReportsLive).
 */
import type { DocumentId, DocumentIdsIn, DocumentState, Report, ReportIn, ReportPage, StatesIn } from '@newsroom/api';
import { api } from '../../shared/api/baseApi';
import { dayParams, type DocumentDay } from '../documents/day';

/** Reports per page of the trash. */
export const REPORTS_PAGE_SIZE = 15;

/** What a change invalidates: every list and report shown (nothing when it failed). */
const changed = (_r: unknown, error: unknown): 'Reports'[] => (error ? [] : ['Reports']);

export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    reportsOfDay: build.query<Report[], DocumentDay>({
      query: (day) => ({ url: '/reports', params: dayParams(day) }),
      providesTags: ['Reports'],
    }),
    report: build.query<Report, DocumentId>({
      query: (id) => `/reports/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Reports', id }],
    }),
    createReport: build.mutation<Report, ReportIn>({
      query: (body) => ({ url: '/reports', method: 'POST', body }),
      invalidatesTags: changed,
    }),
    /** `input` with the `revision` it is based on and this tab's `lockUuid`. */
    updateReport: build.mutation<Report, { id: DocumentId; input: ReportIn }>({
      query: ({ id, input }) => ({ url: `/reports/${id}`, method: 'PUT', body: input }),
      invalidatesTags: changed,
    }),
    /** The reports made from an assignment that the caller may see, oldest first. */
    reportsOfAssignment: build.query<Report[], DocumentId>({
      query: (assignmentId) => `/reports/assignment/${assignmentId}`,
      providesTags: ['Reports'],
    }),
    /** A new report of an assignment: its slug, day, programs, sharing and files, its content as the first event. */
    reportFromAssignment: build.mutation<Report, DocumentId>({
      query: (assignmentId) => ({ url: `/reports/assignment/${assignmentId}`, method: 'POST' }),
      invalidatesTags: changed,
    }),
    setReportStates: build.mutation<Report[], { ids: DocumentId[]; state: DocumentState }>({
      query: (body) => ({ url: '/reports/states', method: 'PATCH', body: body satisfies StatesIn }),
      invalidatesTags: changed,
    }),
    trashReports: build.mutation<void, DocumentId[]>({
      query: (ids) => ({ url: '/reports', method: 'DELETE', params: { ids: ids.join(',') } }),
      invalidatesTags: changed,
    }),
    /** The trash, newest deletion first (`page` from 0). */
    reportTrash: build.query<ReportPage, number>({
      query: (page) => ({ url: '/reports/excluded', params: { offset: page * REPORTS_PAGE_SIZE, size: REPORTS_PAGE_SIZE } }),
      providesTags: ['Reports'],
    }),
    /** Back from the trash, each on its own day. */
    restoreReports: build.mutation<Report[], DocumentId[]>({
      query: (ids) => ({ url: '/reports/restore', method: 'PUT', body: { ids } satisfies DocumentIdsIn }),
      invalidatesTags: changed,
    }),
  }),
});

export const {
  useReportsOfDayQuery,
  useReportQuery,
  useLazyReportQuery,
  useCreateReportMutation,
  useUpdateReportMutation,
  useReportsOfAssignmentQuery,
  useReportFromAssignmentMutation,
  useSetReportStatesMutation,
  useTrashReportsMutation,
  useReportTrashQuery,
  useRestoreReportsMutation,
} = reportsApi;
