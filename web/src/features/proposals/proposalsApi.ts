/**
 * Assignment proposals (docs/openapi.json tag "proposals"; web.md area "assignment proposal"): a
 * journalist's pitch to the desk, a slug, a day, programs and the pitch as plain text. A day's list, one
 * proposal, send one and replace it (`PUT /api/proposals/{id}` with the `revision` it is based on: 409
 * `conflict` when it is not the current one, `proposal_answered` once the desk has answered it; only its
 * owner or a proposal admin, 403 otherwise), the desk's answers (accept: `POST /api/assignments/proposal/{id}`
 * makes the assignment and answers both; decline with a text), the trash and restoring from it. There is no
 * edit lock: a proposal is one person's until the desk answers it. Every change invalidates `Proposals`
 * (an accept `Assignments` too), so lists and the trash reload; so does every change another user makes
 * (useProposalsLive).
 */
import type { DeclineIn, DocumentId, DocumentIdsIn, FromProposalReply, Proposal, ProposalIn, ProposalPage } from '@newsroom/api';
import { api } from '../../shared/api/baseApi';
import { dayParams, type DocumentDay } from '../documents/day';

/** Proposals per page of the trash. */
export const PROPOSALS_PAGE_SIZE = 15;

/** What a change invalidates: every list shown (nothing when it failed). */
const changed = (_r: unknown, error: unknown): 'Proposals'[] => (error ? [] : ['Proposals']);

export const proposalsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `GET /api/proposals?date=` of one program (`programId`) or of every one the caller may see (`allPrograms`). */
    proposalsOfDay: build.query<Proposal[], DocumentDay>({
      query: (day) => ({ url: '/proposals', params: dayParams(day) }),
      providesTags: ['Proposals'],
    }),
    proposal: build.query<Proposal, DocumentId>({
      query: (id) => `/proposals/${id}`,
      providesTags: (_r, _e, id) => [{ type: 'Proposals', id }],
    }),
    /** Sent to the desk: PENDING, the caller its owner. */
    createProposal: build.mutation<Proposal, ProposalIn>({
      query: (body) => ({ url: '/proposals', method: 'POST', body }),
      invalidatesTags: changed,
    }),
    /** `input` with the `revision` it is based on. */
    updateProposal: build.mutation<Proposal, { id: DocumentId; input: ProposalIn }>({
      query: ({ id, input }) => ({ url: `/proposals/${id}`, method: 'PUT', body: input }),
      invalidatesTags: changed,
    }),
    /**
     * The desk accepts it (ASSIGNMENT write): an assignment is made of it (its slug, the pitch as content, its
     * day, programs and files, the proposer among the producers) and the proposal is ACCEPTED, naming it.
     */
    acceptProposal: build.mutation<FromProposalReply, DocumentId>({
      query: (id) => ({ url: `/assignments/proposal/${id}`, method: 'POST' }),
      invalidatesTags: (_r, error) => (error ? [] : ['Proposals', 'Assignments']),
    }),
    /** The desk declines it (ASSIGNMENT write), with an answer to the proposer (may be empty, at most 2,000 characters). */
    declineProposal: build.mutation<Proposal, { id: DocumentId; answer: string }>({
      query: ({ id, answer }) => ({ url: `/proposals/${id}/decline`, method: 'POST', body: { answer } satisfies DeclineIn }),
      invalidatesTags: changed,
    }),
    trashProposals: build.mutation<void, DocumentId[]>({
      query: (ids) => ({ url: '/proposals', method: 'DELETE', params: { ids: ids.join(',') } }),
      invalidatesTags: changed,
    }),
    /** The trash, newest deletion first (`page` from 0). */
    proposalTrash: build.query<ProposalPage, number>({
      query: (page) => ({ url: '/proposals/excluded', params: { offset: page * PROPOSALS_PAGE_SIZE, size: PROPOSALS_PAGE_SIZE } }),
      providesTags: ['Proposals'],
    }),
    /** Back from the trash, each on its own day, as it was (an answered one stays answered). */
    restoreProposals: build.mutation<Proposal[], DocumentId[]>({
      query: (ids) => ({ url: '/proposals/restore', method: 'PUT', body: { ids } satisfies DocumentIdsIn }),
      invalidatesTags: changed,
    }),
  }),
});

export const {
  useProposalsOfDayQuery,
  useProposalQuery,
  useLazyProposalQuery,
  useCreateProposalMutation,
  useUpdateProposalMutation,
  useAcceptProposalMutation,
  useDeclineProposalMutation,
  useTrashProposalsMutation,
  useProposalTrashQuery,
  useRestoreProposalsMutation,
} = proposalsApi;
