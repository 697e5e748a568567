/**
 * The proposal form (send and edit) and the body it sends (pure). The server checks every field (422 with a
 * code per field: `slug` required or too long, `date`, `programIds` required or `unknown_program`,
 * `content` too long). `attachmentIds` are always sent: an update without them would take every file off.
 */
import type { ProgramId, Proposal, ProposalIn } from '@newsroom/api';

export interface ProposalForm {
  slug: string;
  /** YYYY-MM-DD: the day it is suggested for. */
  date: string;
  programIds: ProgramId[];
  /** The pitch, plain text, its lines kept. */
  content: string;
  /** Files attached (`/api/files`), in order. */
  attachmentIds: number[];
}

export type ProposalField = keyof ProposalForm;

/** Every field the form has a place for (a 422's other fields are listed under its message). */
export const PROPOSAL_FIELDS: readonly ProposalField[] = ['slug', 'date', 'programIds', 'content', 'attachmentIds'];

/** A new proposal for `date`, for `programId` when one is given. */
export function newProposalForm(date: string, programId: ProgramId | null = null): ProposalForm {
  return { slug: '', date, programIds: programId === null ? [] : [programId], content: '', attachmentIds: [] };
}

export function formOfProposal(p: Proposal): ProposalForm {
  return { slug: p.slug, date: p.date, programIds: [...p.programIds], content: p.content, attachmentIds: [...p.attachmentIds] };
}

/** True when two forms would send the same fields. */
export function sameForm(a: ProposalForm, b: ProposalForm): boolean {
  return JSON.stringify({ ...a, slug: a.slug.trim() }) === JSON.stringify({ ...b, slug: b.slug.trim() });
}

/** The body of `POST /api/proposals`. */
export function proposalInputOf(form: ProposalForm): ProposalIn {
  return { slug: form.slug.trim(), date: form.date, programIds: form.programIds, content: form.content, attachmentIds: form.attachmentIds };
}

/** The body of `PUT /api/proposals/{id}`: the form and the `revision` it is based on. */
export function proposalUpdateOf(form: ProposalForm, revision: number): ProposalIn {
  return { ...proposalInputOf(form), revision };
}
