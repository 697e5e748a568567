/**
 * The assignment form (create and edit) and the body it sends (pure). The server checks every field (422
 * with a code per field, docs/api-design.md "Assignments (guidelines)"); the form only trims the slug.
 * `private` and `allowedUserIds` are the owner's to change: a form of someone else's assignment sends
 * them back as they were, which the server accepts. `attachmentIds` are always sent: an update without
 * them would take every attachment off; so are `teamIds` (the teams that cover it, each existing on its
 * day: the server says 422 on `teamIds` otherwise).
 */
import type { Assignment, AssignmentIn, ProgramId, UserId } from '@newsroom/api';

export interface AssignmentForm {
  slug: string;
  content: string;
  /** YYYY-MM-DD. */
  date: string;
  programIds: ProgramId[];
  producerIds: UserId[];
  editorIds: UserId[];
  reporterIds: UserId[];
  priority: boolean;
  pending: boolean;
  private: boolean;
  allowedUserIds: UserId[];
  /** Reference data (`/api/classifications`, ...): one classification, editorial and type, or none. */
  classificationId: number | null;
  editorialId: number | null;
  typeId: number | null;
  vehicleIds: number[];
  /** Files attached (`/api/files`), in order. */
  attachmentIds: number[];
  /** The teams that cover it (`/api/teams` of its day). */
  teamIds: number[];
}

export type AssignmentField = keyof AssignmentForm;

/** Every field the form has a place for (a 422's other fields are listed under its message). */
export const ASSIGNMENT_FIELDS: readonly AssignmentField[] = ['slug', 'content', 'date', 'programIds', 'producerIds', 'editorIds', 'reporterIds', 'priority', 'pending', 'private', 'allowedUserIds', 'classificationId', 'editorialId', 'typeId', 'vehicleIds', 'attachmentIds', 'teamIds'];

/** A new assignment of `date`, for the program the day view shows (none: all programs). */
export function newAssignmentForm(date: string, programId: ProgramId | null): AssignmentForm {
  return {
    slug: '',
    content: '',
    date,
    programIds: programId === null ? [] : [programId],
    producerIds: [],
    editorIds: [],
    reporterIds: [],
    priority: false,
    pending: false,
    private: false,
    allowedUserIds: [],
    classificationId: null,
    editorialId: null,
    typeId: null,
    vehicleIds: [],
    attachmentIds: [],
    teamIds: [],
  };
}

export function formOfAssignment(a: Assignment): AssignmentForm {
  return {
    slug: a.slug,
    content: a.content,
    date: a.date,
    programIds: [...a.programIds],
    producerIds: [...a.producerIds],
    editorIds: [...a.editorIds],
    reporterIds: [...a.reporterIds],
    priority: a.priority,
    pending: a.pending,
    private: a.private,
    allowedUserIds: [...a.allowedUserIds],
    classificationId: a.classificationId ?? null,
    editorialId: a.editorialId ?? null,
    typeId: a.typeId ?? null,
    vehicleIds: [...a.vehicleIds],
    attachmentIds: [...a.attachmentIds],
    teamIds: [...a.teamIds],
  };
}

/**
 * The body of `POST /api/assignments`, or of `PUT /api/assignments/{id}` with the `revision` it is based
 * on. The allowed users are sent as chosen, private or not (they matter only while it is private).
 */
export function assignmentInputOf(form: AssignmentForm, revision?: number): AssignmentIn {
  return {
    slug: form.slug.trim(),
    content: form.content,
    date: form.date,
    programIds: form.programIds,
    producerIds: form.producerIds,
    editorIds: form.editorIds,
    reporterIds: form.reporterIds,
    priority: form.priority,
    pending: form.pending,
    private: form.private,
    allowedUserIds: form.allowedUserIds,
    classificationId: form.classificationId,
    editorialId: form.editorialId,
    typeId: form.typeId,
    vehicleIds: form.vehicleIds,
    attachmentIds: form.attachmentIds,
    teamIds: form.teamIds,
    ...(revision === undefined ? {} : { revision }),
  };
}
