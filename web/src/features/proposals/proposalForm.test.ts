import { describe, expect, it } from 'vitest';
import type { ProgramId } from '@newsroom/api';
import { proposal } from './fixtures';
import { formOfProposal, newProposalForm, proposalInputOf, proposalUpdateOf, sameForm } from './proposalForm';

describe('the proposal form', () => {
  it('starts a new one on its day, with the program given', () => {
    expect(newProposalForm('2026-11-29', 2 as ProgramId)).toEqual({ slug: '', date: '2026-11-29', programIds: [2], content: '', attachmentIds: [] });
    expect(newProposalForm('2026-11-29').programIds).toEqual([]);
  });

  it('sends the slug trimmed and every field, files too; an update with its revision', () => {
    const form = { ...formOfProposal(proposal(1, 'MARKET MOVES', { attachmentIds: [7, 3] })), slug: ' MARKET MOVES  ' };
    expect(proposalInputOf(form)).toEqual({ slug: 'MARKET MOVES', date: '2026-11-28', programIds: [1], content: proposal(1, '').content, attachmentIds: [7, 3] });
    expect(proposalUpdateOf(form, 4)).toEqual({ ...proposalInputOf(form), revision: 4 });
  });

  it('tells a changed form from one that differs only by spaces around the slug', () => {
    const base = formOfProposal(proposal(1, 'MARKET MOVES'));
    expect(sameForm(base, { ...base, slug: 'MARKET MOVES ' })).toBe(true);
    expect(sameForm(base, { ...base, content: `${base.content}!` })).toBe(false);
    expect(sameForm(base, { ...base, programIds: [1, 2] as ProgramId[] })).toBe(false);
  });
});
