import { describe, expect, it } from 'vitest';
import type { ProgramId } from '@newsroom/api';
import { pendingEntry } from './entries';
import { round } from './fixtures';
import { formOfRound, newRoundForm, roundInputOf, sameForm } from './roundForm';

describe('the round form', () => {
  it('starts a new round on the day and program asked for, with the entries given', () => {
    expect(newRoundForm('2026-11-28', 2 as ProgramId, [pendingEntry(10)])).toEqual({
      slug: '',
      date: '2026-11-28',
      shift: '',
      programIds: [2],
      private: false,
      allowedUserIds: [],
      entries: [{ institutionId: 10, outcome: 'PENDING', calledAt: null, answeredBy: '', text: '', assignmentId: null }],
      notes: '',
      attachmentIds: [],
    });
    expect(newRoundForm('2026-11-28').programIds).toEqual([]);
  });

  it('reads a round with every entry in full, and sends it back as it was, with revision and lock', () => {
    const r = round(1, 'MORNING ROUND');
    const form = formOfRound(r);
    expect(form.entries[2]).toEqual({ institutionId: 12, outcome: 'PENDING', calledAt: null, answeredBy: '', text: '', assignmentId: null });
    const body = roundInputOf({ ...form, slug: ' MORNING ROUND ', shift: ' Morning ' }, { revision: 3, lockUuid: 'tab' });
    expect(body).toEqual({
      slug: 'MORNING ROUND',
      date: r.date,
      shift: 'Morning',
      programIds: [1],
      private: false,
      allowedUserIds: [],
      entries: form.entries,
      notes: r.notes,
      attachmentIds: [],
      revision: 3,
      lockUuid: 'tab',
    });
    expect(roundInputOf(form)).not.toHaveProperty('revision');
  });

  it('tells a changed form from one that sends the same', () => {
    const form = formOfRound(round(1, 'MORNING ROUND'));
    expect(sameForm(form, { ...form, slug: 'MORNING ROUND ' })).toBe(true);
    expect(sameForm(form, { ...form, entries: form.entries.slice(1) })).toBe(false);
  });
});
