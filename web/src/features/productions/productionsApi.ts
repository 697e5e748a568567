/**
 * Productions, checklists (docs/openapi.json tag "productions", docs/adr/0003-documents.md "Productions"):
 * a day's list (`onlyNotDone` leaves out those whose every task is DONE), one production, create and
 * replace (`PUT /api/productions` with the `id` in the body; 409 `conflict` when the revision sent is not
 * the current one, `lock_lost` when another editor holds its lock), one field patched (ticking a task is
 * a patch of the whole `tasks`; 409 `locked` while someone else edits it), the checklists of an assignment
 * and a new one made from it, one state for several, the trash and restoring from it, and the settings
 * (the default tasks; PRODUCTION admin saves them); its revisions are the documents' (revisionsApi). Every
 * change invalidates `Productions`, so lists, the trash and an open production reload; so does every
 * change another user makes (useProductionsLive).
 */
import type { DocumentId, DocumentState, EmailReport, GridEmailIn, MailProductionIn, Production, ProductionConfig, ProductionIn, ProductionPage, RestoreProductionsIn, StatesIn, Task } from '@newsroom/api';
import { api } from '../../shared/api/baseApi';
import { dayParams, type DocumentDay } from '../documents/day';
import { progressOf } from './tasks';

/** Productions per page of the trash. */
export const PRODUCTIONS_PAGE_SIZE = 15;

/** A day's list: of one program or all, and whether to leave out the done ones. */
export interface ProductionDay extends DocumentDay {
  onlyNotDone: boolean;
}

/** The query of `GET /api/productions`: the day's, with `onlyNotDone` only when asked. */
export function productionDayParams({ onlyNotDone, ...day }: ProductionDay): Record<string, string | number | boolean> {
  return { ...dayParams(day), ...(onlyNotDone ? { onlyNotDone: true } : {}) };
}

/** What a change invalidates: every list and production shown (nothing when it failed). */
const changed = (_r: unknown, error: unknown): 'Productions'[] => (error ? [] : ['Productions']);

export const productionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    productionsOfDay: build.query<Production[], ProductionDay>({
      query: (day) => ({ url: '/productions', params: productionDayParams(day) }),
      providesTags: ['Productions'],
    }),
    production: build.query<Production, DocumentId>({
      query: (id) => `/productions/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Productions', id }],
    }),
    createProduction: build.mutation<Production, ProductionIn>({
      query: (body) => ({ url: '/productions', method: 'POST', body }),
      invalidatesTags: changed,
    }),
    /** `input` with its `id`, the `revision` it is based on and this tab's `lockUuid`. */
    updateProduction: build.mutation<Production, ProductionIn>({
      query: (body) => ({ url: '/productions', method: 'PUT', body }),
      invalidatesTags: changed,
    }),
    /**
     * Its whole checklist, as ticked (no revision: it lands on the current one). The open production shows
     * the ticks at once, and goes back to what it was when the server refuses them (409 `locked`).
     */
    patchProductionTasks: build.mutation<Production, { id: DocumentId; tasks: Task[] }>({
      query: ({ id, tasks }) => ({ url: `/productions/${id}`, method: 'PATCH', body: { field: 'tasks', value: tasks } }),
      async onQueryStarted({ id, tasks }, { dispatch, queryFulfilled }) {
        const shown = dispatch(
          productionsApi.util.updateQueryData('production', id, (p) => {
            p.tasks = tasks;
            p.tasksDone = progressOf(tasks).done;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          shown.undo();
        }
      },
      invalidatesTags: changed,
    }),
    /** The checklists made from an assignment that the caller may see, oldest first. */
    productionsOfAssignment: build.query<Production[], DocumentId>({
      query: (assignmentId) => `/productions/assignment/${assignmentId}`,
      providesTags: ['Productions'],
    }),
    /** A new checklist of an assignment: its slug, day, programs, people and vehicles, its content as the notes, the default tasks. */
    productionFromAssignment: build.mutation<Production, DocumentId>({
      query: (assignmentId) => ({ url: `/productions/assignment/${assignmentId}`, method: 'POST' }),
      invalidatesTags: changed,
    }),
    setProductionStates: build.mutation<Production[], { ids: DocumentId[]; state: DocumentState }>({
      query: (body) => ({ url: '/productions/states', method: 'PATCH', body: body satisfies StatesIn }),
      invalidatesTags: changed,
    }),
    trashProductions: build.mutation<void, DocumentId[]>({
      query: (ids) => ({ url: '/productions', method: 'DELETE', params: { ids: ids.join(',') } }),
      invalidatesTags: changed,
    }),
    /** The trash, newest deletion first (`page` from 0). */
    productionTrash: build.query<ProductionPage, number>({
      query: (page) => ({ url: '/productions/excluded', params: { offset: page * PRODUCTIONS_PAGE_SIZE, size: PRODUCTIONS_PAGE_SIZE } }),
      providesTags: ['Productions'],
    }),
    /** Back from the trash; with `date`, each one of another day moved onto it (its times at the same hours). */
    restoreProductions: build.mutation<Production[], { ids: DocumentId[]; date?: string }>({
      query: ({ ids, date }) => ({ url: '/productions/restore', method: 'PUT', body: (date ? { ids, date } : { ids }) satisfies RestoreProductionsIn }),
      invalidatesTags: changed,
    }),
    /** Mails the day's checklists as one grid to chosen users (`POST /api/productions/email/grid`). */
    mailProductionGrid: build.mutation<EmailReport, GridEmailIn>({
      query: (body) => ({ url: '/productions/email/grid', method: 'POST', body }),
    }),
    /** Mails one production to its producers and reporters (`POST /api/productions/{id}/mail`). */
    mailProduction: build.mutation<EmailReport, DocumentId>({
      query: (id) => ({ url: `/productions/${id}/mail`, method: 'POST', body: {} satisfies MailProductionIn }),
    }),
    productionConfig: build.query<ProductionConfig, void>({
      query: () => '/productions/config',
      providesTags: ['ProductionConfig'],
    }),
    saveProductionConfig: build.mutation<ProductionConfig, ProductionConfig>({
      query: (body) => ({ url: '/productions/config', method: 'PUT', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['ProductionConfig']),
    }),
  }),
});

export const {
  useProductionsOfDayQuery,
  useProductionQuery,
  useLazyProductionQuery,
  useCreateProductionMutation,
  useUpdateProductionMutation,
  usePatchProductionTasksMutation,
  useProductionsOfAssignmentQuery,
  useProductionFromAssignmentMutation,
  useSetProductionStatesMutation,
  useTrashProductionsMutation,
  useProductionTrashQuery,
  useRestoreProductionsMutation,
  useMailProductionMutation,
  useMailProductionGridMutation,
  useProductionConfigQuery,
  useSaveProductionConfigMutation,
} = productionsApi;
