/** The assignment form and the body it sends: every field, the attachments and the teams kept through an update. */
import { describe, expect, it } from 'vitest';
import type { Assignment, ProgramId } from '@newsroom/api';
import { ASSIGNMENT_FIELDS, assignmentInputOf, formOfAssignment, newAssignmentForm } from './assignmentForm';

const stored = {
  id: 1_000_000_000_007,
  slug: 'FIRE DOWNTOWN',
  content: 'Crew at the corner.',
  date: '2026-11-22',
  programIds: [1],
  producerIds: [1],
  editorIds: [3],
  reporterIds: [4],
  private: false,
  allowedUserIds: [],
  classificationId: 5,
  editorialId: null,
  typeId: null,
  vehicleIds: [7],
  attachmentIds: [42, 41],
  teamIds: [5, 2],
  priority: true,
  pending: false,
  state: 'COVERING',
  owner: { id: 1, nickname: 'producer' },
  revision: 3,
  createdAt: '2026-11-22T10:00:00Z',
  updatedAt: '2026-11-22T10:30:00Z',
  deletedAt: null,
} as unknown as Assignment;

describe('the assignment form', () => {
  it('sends every field of the loaded assignment with its revision, the attachments in order, the slug trimmed', () => {
    const form = { ...formOfAssignment(stored), slug: ' FIRE DOWNTOWN LIVE ' };
    expect(assignmentInputOf(form, 3)).toEqual({
      slug: 'FIRE DOWNTOWN LIVE',
      content: 'Crew at the corner.',
      date: '2026-11-22',
      programIds: [1],
      producerIds: [1],
      editorIds: [3],
      reporterIds: [4],
      priority: true,
      pending: false,
      private: false,
      allowedUserIds: [],
      classificationId: 5,
      editorialId: null,
      typeId: null,
      vehicleIds: [7],
      attachmentIds: [42, 41],
      teamIds: [5, 2],
      revision: 3,
    });
  });

  it('sends the attachments as changed (an update without them would take them all off), none for a new one', () => {
    const form = formOfAssignment(stored);
    expect(assignmentInputOf({ ...form, attachmentIds: [41] }, 3).attachmentIds).toEqual([41]);
    expect(assignmentInputOf({ ...form, attachmentIds: [] }, 3).attachmentIds).toEqual([]);
    const fresh = assignmentInputOf(newAssignmentForm('2026-12-01', 2 as ProgramId));
    expect(fresh).toMatchObject({ attachmentIds: [], teamIds: [], programIds: [2] });
    expect(fresh).not.toHaveProperty('revision');
    // A copy: the form's list is its own.
    form.attachmentIds.push(43);
    expect(stored.attachmentIds).toEqual([42, 41]);
  });

  it('has a place for the attachments (their 422 shows under them, not in the message)', () => {
    expect(ASSIGNMENT_FIELDS).toContain('attachmentIds');
  });

  it('sends the teams as chosen, none taken off by an edit of other fields, and has a place for their 422', () => {
    const form = formOfAssignment(stored);
    expect(assignmentInputOf({ ...form, slug: 'FIRE' }, 3).teamIds).toEqual([5, 2]);
    expect(assignmentInputOf({ ...form, teamIds: [] }, 3).teamIds).toEqual([]);
    // A copy: the form's list is its own.
    form.teamIds.push(9);
    expect(stored.teamIds).toEqual([5, 2]);
    expect(ASSIGNMENT_FIELDS).toContain('teamIds');
  });
});
