/**
 * Assignments, also called guidelines (docs/api-design.md "Assignments (guidelines)", docs/adr/0003-documents.md,
 * docs/openapi.json tag "assignments"): a day's list (one program or every program the caller may see), the
 * paged filter, one assignment, create and replace (409 `conflict` when the revision sent is not the
 * current one), one state for several, copies for another day, mailing them, the day's counter, the
 * trash and restoring from it. Every change invalidates `Assignments`, so lists, the counter, the trash
 * and an open assignment reload. The settings
 * (`/assignments/config`: the state-lock) are read by every reader and saved by ASSIGNMENT admins.
 */
import type { Assignment, AssignmentConfig, AssignmentIn, AssignmentPage, AssignmentRevision, RevisionSummary, CopyIn, DocumentCounter, DocumentId, DocumentIdsIn, DocumentState, EmailIn, EmailReport, StatesIn } from '@newsroom/api';
import { api } from '../../shared/api/baseApi';
import { dayParams, type DocumentDay } from '../documents/day';

/** Assignments per page of the filter and of the trash. */
export const ASSIGNMENTS_PAGE_SIZE = 15;

/** The filter's words and page; `field` says whether the text is looked for in the slug or the content. */
export interface AssignmentSearch {
  text: string;
  field: 'slug' | 'content';
  programId: number | null;
  /** From 0. */
  page: number;
}

/** The query of `GET /api/assignments/filter`: the text in its field, the program when one is chosen. */
export function searchParams({ text, field, programId, page }: AssignmentSearch): Record<string, string | number> {
  return { [field]: text.trim(), ...(programId === null ? {} : { programId }), offset: page * ASSIGNMENTS_PAGE_SIZE, size: ASSIGNMENTS_PAGE_SIZE };
}

export const assignmentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    assignmentsOfDay: build.query<Assignment[], DocumentDay>({
      query: (day) => ({ url: '/assignments', params: dayParams(day) }),
      providesTags: ['Assignments'],
    }),
    searchAssignments: build.query<AssignmentPage, AssignmentSearch>({
      query: (search) => ({ url: '/assignments/filter', params: searchParams(search) }),
      providesTags: ['Assignments'],
    }),
    assignment: build.query<Assignment, DocumentId>({
      query: (id) => `/assignments/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Assignments', id }],
    }),
    createAssignment: build.mutation<Assignment, AssignmentIn>({
      query: (body) => ({ url: '/assignments', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Assignments']),
    }),
    updateAssignment: build.mutation<Assignment, { id: DocumentId; input: AssignmentIn }>({
      query: ({ id, input }) => ({ url: `/assignments/${id}`, method: 'PUT', body: input }),
      invalidatesTags: (_r, error) => (error ? [] : ['Assignments']),
    }),
    setAssignmentStates: build.mutation<Assignment[], { ids: DocumentId[]; state: DocumentState }>({
      query: (body) => ({ url: '/assignments/states', method: 'PATCH', body: body satisfies StatesIn }),
      invalidatesTags: (_r, error) => (error ? [] : ['Assignments']),
    }),
    trashAssignments: build.mutation<void, DocumentId[]>({
      query: (ids) => ({ url: '/assignments', method: 'DELETE', params: { ids: ids.join(',') } }),
      invalidatesTags: (_r, error) => (error ? [] : ['Assignments']),
    }),
    /** The trash, newest deletion first (`page` from 0). */
    assignmentTrash: build.query<AssignmentPage, number>({
      query: (page) => ({ url: '/assignments/excluded', params: { offset: page * ASSIGNMENTS_PAGE_SIZE, size: ASSIGNMENTS_PAGE_SIZE } }),
      providesTags: ['Assignments'],
    }),
    /** The revisions of an assignment, newest first; keyed by its current revision, so a change reloads them. */
    assignmentRevisions: build.query<RevisionSummary[], { id: DocumentId; current: number }>({
      query: ({ id }) => `/assignments/${id}/revisions`,
    }),
    /** One revision with the line diff from it to the assignment now. */
    assignmentRevision: build.query<AssignmentRevision, { id: DocumentId; number: number; current: number }>({
      query: ({ id, number }) => `/assignments/${id}/revisions/${number}`,
    }),
    /** Copies for `date` (`programsIds` empty: each keeps its programs), owned by the caller. */
    copyAssignments: build.mutation<Assignment[], CopyIn>({
      query: (body) => ({ url: '/assignments/copy', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Assignments']),
    }),
    /** Mails them through the installation's mail server; nothing is changed. */
    emailAssignments: build.mutation<EmailReport, EmailIn>({
      query: (body) => ({ url: '/assignments/email', method: 'POST', body }),
    }),
    /** How many of the day the caller may see, in all and by state; reloads with the lists. */
    countAssignments: build.query<DocumentCounter, DocumentDay>({
      query: (day) => ({ url: '/assignments/counter', params: dayParams(day) }),
      providesTags: ['Assignments'],
    }),
    assignmentConfig: build.query<AssignmentConfig, void>({
      query: () => '/assignments/config',
      providesTags: ['AssignmentConfig'],
    }),
    saveAssignmentConfig: build.mutation<AssignmentConfig, AssignmentConfig>({
      query: (body) => ({ url: '/assignments/config', method: 'PUT', body }),
      // The lists too: whether a completed assignment can be edited has changed.
      invalidatesTags: (_r, error) => (error ? [] : ['AssignmentConfig', 'Assignments']),
    }),
    restoreAssignments: build.mutation<Assignment[], DocumentId[]>({
      query: (ids) => ({ url: '/assignments/restore', method: 'PUT', body: { ids } satisfies DocumentIdsIn }),
      invalidatesTags: (_r, error) => (error ? [] : ['Assignments']),
    }),
  }),
});

export const {
  useAssignmentsOfDayQuery,
  useSearchAssignmentsQuery,
  useAssignmentQuery,
  useLazyAssignmentQuery,
  useCreateAssignmentMutation,
  useUpdateAssignmentMutation,
  useSetAssignmentStatesMutation,
  useTrashAssignmentsMutation,
  useAssignmentTrashQuery,
  useRestoreAssignmentsMutation,
  useCopyAssignmentsMutation,
  useEmailAssignmentsMutation,
  useCountAssignmentsQuery,
  useAssignmentConfigQuery,
  useSaveAssignmentConfigMutation,
  useAssignmentRevisionsQuery,
  useAssignmentRevisionQuery,
} = assignmentsApi;
