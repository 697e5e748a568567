/**
 * The reportage form (create and edit: its fields; the sections are the editor's, sections.ts) and the
 * body it sends (pure). The server checks every field (422 with a code per field); the form only trims
 * the slug. `private` and `allowedUserIds` are the owner's to change: a form of someone else's reportage
 * sends them back as they were, which the server accepts. A change of the slug, day, programs or
 * sections takes an approval away (server side): `takesApprovalAway` says so before saving; a change of
 * the attachments does not, but it is a change to save. `attachmentIds` are always sent: an update
 * without them would take every attachment off.
 */
import type { DocumentId, ProgramId, ReportageSection, ScriptParagraph, ScriptedReportage, ScriptedReportageIn, UserId } from '@newsroom/api';
import { sameSections } from './sections';

export interface ReportageForm {
  slug: string;
  /** YYYY-MM-DD: the day it is for. */
  date: string;
  programIds: ProgramId[];
  reporterIds: UserId[];
  editorIds: UserId[];
  private: boolean;
  allowedUserIds: UserId[];
  /** The assignment it is written from, kept as it is. */
  assignmentId: DocumentId | null;
  /** Files attached (`/api/files`), in order. */
  attachmentIds: number[];
}

export type ReportageField = keyof ReportageForm | 'sections';

/** Every field the editor has a place for (a 422's other fields are listed under its message). */
export const REPORTAGE_FIELDS: readonly ReportageField[] = ['slug', 'date', 'programIds', 'reporterIds', 'editorIds', 'private', 'allowedUserIds', 'assignmentId', 'attachmentIds', 'sections'];

/** A new reportage of `date`, for `programId` when one is given. */
export function newReportageForm(date: string, programId: ProgramId | null = null): ReportageForm {
  return { slug: '', date, programIds: programId === null ? [] : [programId], reporterIds: [], editorIds: [], private: false, allowedUserIds: [], assignmentId: null, attachmentIds: [] };
}

export function formOfReportage(r: ScriptedReportage): ReportageForm {
  return {
    slug: r.slug,
    date: r.date,
    programIds: [...r.programIds],
    reporterIds: [...r.reporterIds],
    editorIds: [...r.editorIds],
    private: r.private,
    allowedUserIds: [...r.allowedUserIds],
    assignmentId: r.assignmentId ?? null,
    attachmentIds: [...r.attachmentIds],
  };
}

/** True when two forms would send the same fields. */
export function sameForm(a: ReportageForm, b: ReportageForm): boolean {
  return JSON.stringify({ ...a, slug: a.slug.trim() }) === JSON.stringify({ ...b, slug: b.slug.trim() });
}

/**
 * The sections to send: the reportage's own when the editor's say the same thing (so a save of other
 * fields never changes how they are written, nor takes an approval away), the editor's otherwise.
 */
export function sectionsToSend(edited: ReportageSection[], base: ScriptedReportage | null): ReportageSection[] {
  return base && sameSections(edited, base.sections) ? base.sections : edited;
}

/**
 * The body of `POST /api/reportages`, or of `PUT /api/reportages/{id}` with the `revision` it is based
 * on and the editor instance's `lockUuid`. The allowed users are sent as chosen, private or not (they
 * matter only while it is private).
 */
export function reportageInputOf(form: ReportageForm, sections: ReportageSection[], update?: { revision: number; lockUuid: string }): ScriptedReportageIn {
  return {
    slug: form.slug.trim(),
    date: form.date,
    programIds: form.programIds,
    reporterIds: form.reporterIds,
    editorIds: form.editorIds,
    private: form.private,
    allowedUserIds: form.allowedUserIds,
    assignmentId: form.assignmentId,
    attachmentIds: form.attachmentIds,
    sections,
    ...update,
  };
}

/**
 * The body of `PUT /api/reportages/{id}` that changes one section alone (ReportageSectionEditPage): the
 * reportage exactly as `base` has it (its fields, its other sections), section `index` with `content` in
 * place of its text (its kind and place kept), at `base.revision` as the editor instance `lockUuid`.
 */
export function sectionInputOf(base: ScriptedReportage, index: number, content: ScriptParagraph[], lockUuid: string): ScriptedReportageIn {
  const sections = base.sections.map((s, i) => (i === index ? { kind: s.kind, content } : s));
  return reportageInputOf(formOfReportage(base), sectionsToSend(sections, base), { revision: base.revision, lockUuid });
}

/** Whether saving `form` and `sections` over `base` takes its approval away: its slug, day, programs or sections change. */
export function takesApprovalAway(form: ReportageForm, sections: readonly ReportageSection[], base: ScriptedReportage | null): boolean {
  if (!base?.approved) return false;
  return form.slug.trim() !== base.slug || form.date !== base.date || JSON.stringify(form.programIds) !== JSON.stringify(base.programIds) || !sameSections(sections, base.sections);
}
