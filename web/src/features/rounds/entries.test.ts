import { afterAll, describe, expect, it } from 'vitest';
import type { ReferenceItem, RoundEntry } from '@newsroom/api';
import { assignable, callInstant, callOf, clockOfCall, entriesOfInstitutions, groupBySegment, instantNow, movedInSegment, notCalled, pendingEntry, progressOf, sameCall, withCall, withInstitution } from './entries';

// The user's clock: São Paulo, UTC-3 all year.
const zone = process.env.TZ;
process.env.TZ = 'America/Sao_Paulo';
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const SEGMENTS: ReferenceItem[] = [
  { id: 1, name: 'Security' },
  { id: 2, name: 'Health' },
];
const INSTITUTIONS: ReferenceItem[] = [
  { id: 10, name: 'Fire Brigade', segmentId: 1 },
  { id: 11, name: 'Central Police Station', segmentId: 1 },
  { id: 12, name: 'General Hospital', segmentId: 2 },
  { id: 13, name: 'Court of Justice', segmentId: 9 },
];

describe("a round's entries", () => {
  it('starts a round with every institution, pending, by segment name then name, unknown segments last', () => {
    const entries = entriesOfInstitutions(INSTITUTIONS, SEGMENTS);
    expect(entries.map((e) => e.institutionId)).toEqual([12, 11, 10, 13]);
    expect(entries[0]).toEqual({ institutionId: 12, outcome: 'PENDING', calledAt: null, answeredBy: '', text: '', assignmentId: null });
  });

  it('groups the entries under their segments in the order they come', () => {
    const entries: RoundEntry[] = [{ institutionId: 11 }, { institutionId: 12 }, { institutionId: 10 }, { institutionId: 99 }];
    expect(groupBySegment(entries, INSTITUTIONS).map((g) => [g.segmentId, g.entries.map((e) => e.institutionId)])).toEqual([
      [1, [11, 10]],
      [2, [12]],
      [null, [99]],
    ]);
    expect(groupBySegment(entries, undefined)).toEqual([{ segmentId: null, entries }]);
  });

  it('counts the calls made and the news', () => {
    expect(progressOf([{ institutionId: 1, outcome: 'NEWS', text: 'x' }, { institutionId: 2, outcome: 'NOTHING_NEW' }, { institutionId: 3 }, { institutionId: 4, outcome: 'PENDING' }])).toEqual({ called: 2, total: 4, news: 1 });
  });

  it('replaces one call in the list as read, keeping its assignment as the round has it', () => {
    const read: RoundEntry[] = [{ institutionId: 1, outcome: 'NEWS', text: 'Arrests', assignmentId: 77 }, { institutionId: 2 }];
    expect(withCall(read, { institutionId: 1, outcome: 'NEWS', text: 'Two arrests', assignmentId: null })).toEqual([
      { institutionId: 1, outcome: 'NEWS', text: 'Two arrests', calledAt: null, answeredBy: '', assignmentId: 77 },
      { institutionId: 2 },
    ]);
    expect(sameCall({ institutionId: 2 }, { institutionId: 2, outcome: 'PENDING', text: '', answeredBy: '', calledAt: null, assignmentId: 5 })).toBe(true);
    // What is sent: the call alone, every field there, without the institution (the path) and the assignment.
    expect(callOf({ institutionId: 1, outcome: 'NEWS', text: 'Two arrests', assignmentId: 77 })).toEqual({ outcome: 'NEWS', text: 'Two arrests', calledAt: null, answeredBy: '' });
    expect(sameCall({ institutionId: 2 }, { institutionId: 2, text: 'x' })).toBe(false);
  });

  it('offers for assignments only news without one', () => {
    expect([{ institutionId: 1, outcome: 'NEWS' }, { institutionId: 2, outcome: 'NEWS', assignmentId: 5 }, { institutionId: 3, outcome: 'NOTHING_NEW' }].map((e) => assignable(e as RoundEntry))).toEqual([true, false, false]);
  });

  it('offers to add the institutions not called yet, by name', () => {
    expect(notCalled([{ institutionId: 11 }], INSTITUTIONS).map((i) => i.id)).toEqual([13, 10, 12]);
  });

  it('adds an institution after the last of its segment, so the order kept is the order shown', () => {
    const entries = [pendingEntry(12), pendingEntry(11), pendingEntry(13)];
    expect(withInstitution(entries, INSTITUTIONS[0], INSTITUTIONS).map((e) => e.institutionId)).toEqual([12, 11, 10, 13]);
    expect(withInstitution([pendingEntry(12)], INSTITUTIONS[3], INSTITUTIONS).map((e) => e.institutionId)).toEqual([12, 13]);
  });

  it("reads a call's time on the user's clock, with its day when not the round's", () => {
    expect(clockOfCall('2026-11-28T12:05:00Z', '2026-11-28')).toEqual({ time: '09:05', date: null });
    expect(clockOfCall('2026-11-29T04:10:00Z', '2026-11-28')).toEqual({ time: '01:10', date: '2026-11-29' });
    expect(clockOfCall(null, '2026-11-28')).toEqual({ time: '', date: null });
  });

  it("types a call's time on the round's day, or on the day it was noted on, in UTC", () => {
    expect(callInstant('09:05', '2026-11-28')).toBe('2026-11-28T12:05:00Z');
    expect(callInstant('01:30', '2026-11-28', '2026-11-29T04:10:00Z')).toBe('2026-11-29T04:30:00Z');
    expect(callInstant('', '2026-11-28', '2026-11-29T04:10:00Z')).toBeNull();
    expect(instantNow(new Date('2026-11-28T12:05:07.123Z'))).toBe('2026-11-28T12:05:07Z');
  });

  it('moves a call earlier or later among the calls of its segment only', () => {
    // Fire (1), hospital (2), police (1): the police's earlier neighbour in its segment is the fire brigade.
    const entries = [pendingEntry(10), pendingEntry(12), pendingEntry(11)];
    const order = (list: { institutionId: number }[]) => list.map((e) => e.institutionId);
    expect(order(movedInSegment(entries, 11, -1, INSTITUTIONS))).toEqual([11, 12, 10]);
    expect(order(movedInSegment(entries, 10, 1, INSTITUTIONS))).toEqual([11, 12, 10]);
    // First or last of its segment, or unknown: unchanged.
    expect(order(movedInSegment(entries, 10, -1, INSTITUTIONS))).toEqual([10, 12, 11]);
    expect(order(movedInSegment(entries, 12, 1, INSTITUTIONS))).toEqual([10, 12, 11]);
    expect(order(movedInSegment(entries, 99, 1, INSTITUTIONS))).toEqual([10, 12, 11]);
  });
});
