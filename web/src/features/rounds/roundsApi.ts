/**
 * Rounds, the desk's calls to the institutions it checks (docs/openapi.json tag "rounds",
 * docs/adr/0003-documents.md "Reports and rounds"): a day's list, one round, create and replace
 * (`PUT /api/rounds/{id}` with the `revision` it is based on and this tab's `lockUuid`; 409 `conflict`
 * when it is not the current one, `lock_lost` when another editor holds its lock), a call noted on its
 * own (`PUT /api/rounds/{id}/entries/{institutionId}`: the other entries stay as stored, so desks noting
 * different calls at once keep every one; 409 `locked` while someone else edits it), its news made into
 * assignments (`POST /api/assignments/round/{id}`), one state for several, the trash and restoring from
 * it; its revisions are the documents' (revisionsApi). Every change invalidates `Rounds`, so lists, the trash and an open
 * round reload; so does every change another user makes (useRoundsLive).
 */
import type { DocumentId, DocumentIdsIn, DocumentState, FromRoundIn, FromRoundOut, Round, RoundIn, RoundPage, StatesIn } from '@newsroom/api';
import { api } from '../../shared/api/baseApi';
import { dayParams, type DocumentDay } from '../documents/day';
import { callOf, withCall, type FullEntry } from './entries';

/** Rounds per page of the trash. */
export const ROUNDS_PAGE_SIZE = 15;

/** What a change invalidates: every list and round shown (nothing when it failed). */
const changed = (_r: unknown, error: unknown): 'Rounds'[] => (error ? [] : ['Rounds']);

export const roundsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/rounds?date=` of one program (`programId`) or of every one the caller may see (`allPrograms`). */
    roundsOfDay: build.query<Round[], DocumentDay>({
      query: (day) => ({ url: '/rounds', params: dayParams(day) }),
      providesTags: ['Rounds'],
    }),
    round: build.query<Round, DocumentId>({
      query: (id) => `/rounds/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Rounds', id }],
    }),
    createRound: build.mutation<Round, RoundIn>({
      query: (body) => ({ url: '/rounds', method: 'POST', body }),
      invalidatesTags: changed,
    }),
    /** `input` with the `revision` it is based on and this tab's `lockUuid`. */
    updateRound: build.mutation<Round, { id: DocumentId; input: RoundIn }>({
      query: ({ id, input }) => ({ url: `/rounds/${id}`, method: 'PUT', body: input }),
      invalidatesTags: changed,
    }),
    /**
     * A call noted: only its institution's entry changes, on the round as stored (no revision: it lands on
     * the current one; its assignment stays as the round has it). The open round shows it at once, and
     * goes back to what it was when the server refuses it (409 `locked`, 422 on `entries`).
     */
    noteRoundCall: build.mutation<Round, { id: DocumentId; entry: FullEntry }>({
      query: ({ id, entry }) => ({ url: `/rounds/${id}/entries/${entry.institutionId}`, method: 'PUT', body: callOf(entry) }),
      async onQueryStarted({ id, entry }, { dispatch, queryFulfilled }) {
        const shown = dispatch(
          roundsApi.util.updateQueryData('round', id, (r) => {
            r.entries = withCall(r.entries, entry);
          }),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(roundsApi.util.upsertQueryData('round', id, data));
        } catch {
          shown.undo();
        }
      },
      invalidatesTags: changed,
    }),
    /**
     * An assignment of each entry with news (by institution id), all in one change: the round comes back
     * with each entry naming its assignment, and is shown so at once; the assignments' lists reload.
     */
    assignmentsFromRound: build.mutation<FromRoundOut, { id: DocumentId; entryIds: number[] }>({
      query: ({ id, entryIds }) => ({ url: `/assignments/round/${id}`, method: 'POST', body: { entryIds } satisfies FromRoundIn }),
      async onQueryStarted({ id }, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(roundsApi.util.upsertQueryData('round', id, data.round));
        } catch {
          // Said by the page; nothing was made.
        }
      },
      invalidatesTags: (_r, error) => (error ? [] : ['Rounds', 'Assignments']),
    }),
    setRoundStates: build.mutation<Round[], { ids: DocumentId[]; state: DocumentState }>({
      query: (body) => ({ url: '/rounds/states', method: 'PATCH', body: body satisfies StatesIn }),
      invalidatesTags: changed,
    }),
    trashRounds: build.mutation<void, DocumentId[]>({
      query: (ids) => ({ url: '/rounds', method: 'DELETE', params: { ids: ids.join(',') } }),
      invalidatesTags: changed,
    }),
    /** The trash, newest deletion first (`page` from 0). */
    roundTrash: build.query<RoundPage, number>({
      query: (page) => ({ url: '/rounds/excluded', params: { offset: page * ROUNDS_PAGE_SIZE, size: ROUNDS_PAGE_SIZE } }),
      providesTags: ['Rounds'],
    }),
    restoreRounds: build.mutation<Round[], DocumentId[]>({
      query: (ids) => ({ url: '/rounds/restore', method: 'PUT', body: { ids } satisfies DocumentIdsIn }),
      invalidatesTags: changed,
    }),
  }),
});

export const {
  useRoundsOfDayQuery,
  useRoundQuery,
  useLazyRoundQuery,
  useCreateRoundMutation,
  useUpdateRoundMutation,
  useNoteRoundCallMutation,
  useAssignmentsFromRoundMutation,
  useSetRoundStatesMutation,
  useTrashRoundsMutation,
  useRoundTrashQuery,
  useRestoreRoundsMutation,
} = roundsApi;
