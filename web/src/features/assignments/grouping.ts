/**
 * The desk's groupings of a day's assignments (pure; `GET /api/assignments/groupings`, the default in
 * `GET /api/assignments/config`): SUMMARY is one flat list; the others group by program, state, a kind of
 * person, a kind of reference data or the teams sent, in the order the groups' values come in (states in the spec's
 * order). An assignment naming several programs, people or vehicles is listed under each of them; one
 * naming none of the kind goes to a last group without a value (`id` null).
 */
import { documentStateValues, type Assignment, type DocumentState, type Grouping } from '@newsroom/api';

export interface AssignmentGroup {
  /** A key unique among the groups (`PROGRAM:3`, `REPORTER:none`, `SUMMARY`). */
  key: string;
  /** The program, person, reference value or state the group is of; null: none of them (or SUMMARY). */
  id: number | DocumentState | null;
  assignments: Assignment[];
}

function valuesOf(a: Assignment, grouping: Exclude<Grouping, 'SUMMARY' | 'STATUS'>): number[] {
  switch (grouping) {
    case 'PROGRAM':
      return a.programIds;
    case 'PRODUCER':
      return a.producerIds;
    case 'REPORTER':
      return a.reporterIds;
    case 'EDITOR':
      return a.editorIds;
    case 'VEHICLE':
      return a.vehicleIds;
    case 'EDITORIAL':
      return a.editorialId == null ? [] : [a.editorialId];
    case 'CLASSIFICATION':
      return a.classificationId == null ? [] : [a.classificationId];
    case 'TEAM':
      return a.teamIds;
  }
}

/** `assignments` (in their order) in the groups of `grouping`. */
export function groupAssignments(assignments: readonly Assignment[], grouping: Grouping): AssignmentGroup[] {
  if (grouping === 'SUMMARY') return [{ key: 'SUMMARY', id: null, assignments: [...assignments] }];
  if (grouping === 'STATUS')
    return documentStateValues.map((s) => ({ key: `STATUS:${s}`, id: s, assignments: assignments.filter((a) => a.state === s) })).filter((g) => g.assignments.length > 0);
  const groups = new Map<number, Assignment[]>();
  const none: Assignment[] = [];
  for (const a of assignments) {
    const values = valuesOf(a, grouping);
    if (values.length === 0) none.push(a);
    for (const v of values) groups.set(v, [...(groups.get(v) ?? []), a]);
  }
  const out: AssignmentGroup[] = [...groups].map(([id, list]) => ({ key: `${grouping}:${id}`, id, assignments: list }));
  if (none.length > 0) out.push({ key: `${grouping}:none`, id: null, assignments: none });
  return out;
}
