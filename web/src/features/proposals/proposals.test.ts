import { describe, expect, it } from 'vitest';
import { accepted, declined, ID, proposal, proposalUsers } from './fixtures';
import { inDeskOrder, mayAnswer, mayEdit, mayRestore, mayTrash, newProposalDay, pitchLead, shortDay, shortInstant } from './proposals';

describe('inDeskOrder', () => {
  it('puts the pending ones first, each group by id', () => {
    const list = [proposal(3, 'C', accepted()), proposal(5, 'E'), proposal(1, 'A', declined('')), proposal(4, 'D'), proposal(2, 'B')];
    expect(inDeskOrder(list).map((p) => p.id - ID)).toEqual([2, 4, 5, 1, 3]);
    expect(list.map((p) => p.id - ID)).toEqual([3, 5, 1, 4, 2]);
  });
});

describe('who may do what', () => {
  const { reporter, producer, moderator, viewer } = proposalUsers;
  const mine = proposal(1, 'MINE');
  const theirs = proposal(2, 'THEIRS', { owner: { id: 1, nickname: 'producer' } as never });
  it('lets the owner edit while pending and trash whatever its status', () => {
    expect([mayEdit(mine, reporter), mayTrash(mine, reporter)]).toEqual([true, true]);
    expect([mayEdit({ ...mine, ...accepted() }, reporter), mayTrash({ ...mine, ...accepted() }, reporter)]).toEqual([false, true]);
    expect([mayEdit(theirs, reporter), mayTrash(theirs, reporter)]).toEqual([false, false]);
  });
  it("lets a proposal admin edit and trash anyone's", () => {
    expect([mayEdit(mine, moderator), mayTrash(mine, moderator), mayEdit({ ...mine, ...declined('') }, moderator)]).toEqual([true, true, false]);
  });
  it("lets the owner (a writer still) restore theirs whatever its status, a proposal admin anyone's, and nobody else (403 from the server)", () => {
    const trashed = { ...mine, ...declined('No.'), deletedAt: '2026-11-28T10:00:00Z' };
    expect([mayRestore(trashed, reporter), mayRestore(trashed, moderator)]).toEqual([true, true]);
    // The desk, a writer itself, restores no one else's; a reader, or an owner who lost the write role, none.
    expect([mayRestore(trashed, producer), mayRestore(trashed, viewer), mayRestore(trashed, { ...viewer, id: 4 }), mayRestore(trashed, null)]).toEqual([false, false, false, false]);
    expect(mayRestore({ ...theirs, deletedAt: '2026-11-28T10:00:00Z' }, producer)).toBe(true);
  });
  it('lets a reader, or nobody signed in, do nothing', () => {
    expect([mayEdit(mine, viewer), mayTrash(mine, viewer), mayAnswer(mine, viewer)]).toEqual([false, false, false]);
    expect([mayEdit(mine, { ...viewer, id: 4 }), mayTrash(mine, { ...viewer, id: 4 })]).toEqual([false, false]);
    expect([mayEdit(mine, undefined), mayTrash(mine, null), mayAnswer(mine, undefined)]).toEqual([false, false, false]);
  });
  it('lets the desk (assignment write) answer a pending one only', () => {
    expect([mayAnswer(mine, producer), mayAnswer(theirs, producer), mayAnswer({ ...mine, ...declined('') }, producer), mayAnswer(mine, reporter)]).toEqual([true, true, false, false]);
  });
});

describe('pitchLead', () => {
  it('gives the first three lines that say something, and whether there is more', () => {
    expect(pitchLead('One.\n\nTwo.\nThree.')).toEqual({ lead: 'One.\nTwo.\nThree.', more: false });
    expect(pitchLead('One.\nTwo.\nThree.\nFour.')).toEqual({ lead: 'One.\nTwo.\nThree.', more: true });
    expect(pitchLead('')).toEqual({ lead: '', more: false });
  });
  it('cuts a long paragraph', () => {
    const { lead, more } = pitchLead('word '.repeat(100));
    expect(more).toBe(true);
    expect(lead.endsWith('word…')).toBe(true);
    expect(lead.length).toBeLessThanOrEqual(281);
  });
});

describe('newProposalDay', () => {
  it('is the day shown when it is later than today, else tomorrow', () => {
    expect(newProposalDay('2026-12-03', '2026-11-28')).toBe('2026-12-03');
    expect(newProposalDay('2026-11-28', '2026-11-28')).toBe('2026-11-29');
    expect(newProposalDay('2026-11-01', '2026-11-28')).toBe('2026-11-29');
    expect(newProposalDay('2026-12-31', '2026-12-31')).toBe('2027-01-01');
  });
});

describe('shortDay', () => {
  it('names the day briefly in the UI language', () => {
    expect(shortDay('2026-11-28', 'en')).toBe('Sat, Nov 28');
    expect(shortDay('2026-11-28', 'pt-BR')).toMatch(/28/);
    expect(shortDay('nope', 'en')).toBe('nope');
  });
});

describe('shortInstant', () => {
  it('gives the date and the time to the minute, and anything else as it is', () => {
    expect(shortInstant('2026-11-28T16:20:45Z', 'en')).toBe(new Intl.DateTimeFormat('en', { dateStyle: 'short', timeStyle: 'short' }).format(new Date('2026-11-28T16:20:45Z')));
    expect(shortInstant('2026-11-28T16:20:45Z', 'en')).not.toMatch(/45/);
    expect(shortInstant('soon', 'en')).toBe('soon');
  });
});
