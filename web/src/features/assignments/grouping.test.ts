/** The desk's groupings: flat, by state in the spec's order, by a list an assignment may name several of or none. */
import { describe, expect, it } from 'vitest';
import type { Assignment, UserId } from '@newsroom/api';
import { groupAssignments } from './grouping';

const a = (id: number, over: Partial<Assignment>) => ({ id, programIds: [1], producerIds: [], editorIds: [], reporterIds: [], vehicleIds: [], teamIds: [], classificationId: null, editorialId: null, state: 'PRODUCING', ...over }) as unknown as Assignment;
const list = [a(1, { reporterIds: [5, 6] as UserId[], state: 'COMPLETED', classificationId: 3, teamIds: [8] }), a(2, { reporterIds: [6] as UserId[], teamIds: [9, 8] }), a(3, { state: 'COVERING' })];
const shape = (grouping: Parameters<typeof groupAssignments>[1]) => groupAssignments(list, grouping).map((g) => [g.key, g.id, g.assignments.map((x) => x.id)]);

describe('groupAssignments', () => {
  it('keeps one flat list for SUMMARY', () => {
    expect(shape('SUMMARY')).toEqual([['SUMMARY', null, [1, 2, 3]]]);
  });

  it('groups by state in the order of the states, leaving out empty ones', () => {
    expect(shape('STATUS')).toEqual([
      ['STATUS:PRODUCING', 'PRODUCING', [2]],
      ['STATUS:COVERING', 'COVERING', [3]],
      ['STATUS:COMPLETED', 'COMPLETED', [1]],
    ]);
  });

  it('lists one with several reporters under each, and those with none last', () => {
    expect(shape('REPORTER')).toEqual([
      ['REPORTER:5', 5, [1]],
      ['REPORTER:6', 6, [1, 2]],
      ['REPORTER:none', null, [3]],
    ]);
    expect(shape('CLASSIFICATION')).toEqual([
      ['CLASSIFICATION:3', 3, [1]],
      ['CLASSIFICATION:none', null, [2, 3]],
    ]);
  });

  it('groups by the teams sent, one sending two under both', () => {
    expect(shape('TEAM')).toEqual([
      ['TEAM:8', 8, [1, 2]],
      ['TEAM:9', 9, [2]],
      ['TEAM:none', null, [3]],
    ]);
  });
});
