/** The reportage form and the body it sends; what a save does to an approval. */
import { describe, expect, it } from 'vitest';
import type { DocumentId, ProgramId, ReportageSection, ScriptedReportage, UserId } from '@newsroom/api';
import { formOfReportage, newReportageForm, reportageInputOf, sameForm, sectionInputOf, sectionsToSend, takesApprovalAway } from './reportageForm';

const SECTIONS: ReportageSection[] = [{ kind: 'LEAD', content: [] }, { kind: 'OFF', content: [{ type: 'paragraph', children: [{ text: 'River level rising.' }] }] }];
const stored = {
  id: 1_000_000_000_009 as DocumentId,
  slug: 'RIVER FLOODS',
  date: '2026-11-28',
  programIds: [1 as ProgramId],
  reporterIds: [4 as UserId],
  editorIds: [],
  private: false,
  allowedUserIds: [],
  assignmentId: 1_000_000_000_007 as DocumentId,
  sections: SECTIONS,
  attachmentIds: [],
  graphics: [],
  state: 'PRODUCING',
  approved: true,
  presenterTime: 'PT0S',
  reporterTime: 'PT1S',
  owner: { id: 4 as UserId, nickname: 'reporter' },
  revision: 3,
  createdAt: '2026-11-28T08:00:00Z',
  updatedAt: '2026-11-28T09:00:00Z',
  deletedAt: null,
} as ScriptedReportage;

describe('the reportage form', () => {
  it('sends the fields with the revision and the lock of an update, the slug trimmed', () => {
    const form = { ...formOfReportage(stored), slug: '  RIVER FLOODS LIVE ' };
    expect(reportageInputOf(form, SECTIONS, { revision: 3, lockUuid: 'tab-1' })).toEqual({
      slug: 'RIVER FLOODS LIVE',
      date: '2026-11-28',
      programIds: [1],
      reporterIds: [4],
      editorIds: [],
      private: false,
      allowedUserIds: [],
      assignmentId: 1_000_000_000_007,
      attachmentIds: [],
      sections: SECTIONS,
      revision: 3,
      lockUuid: 'tab-1',
    });
    expect(reportageInputOf(newReportageForm('2026-12-01'), [])).not.toHaveProperty('revision');
    expect(newReportageForm('2026-12-01', 2 as ProgramId).programIds).toEqual([2]);
  });

  it('carries the attachments of the loaded reportage into an update, in order, so a save keeps them', () => {
    const attached = { ...stored, attachmentIds: [42, 41] };
    const form = formOfReportage(attached);
    expect(reportageInputOf(form, SECTIONS, { revision: 3, lockUuid: 'tab-1' }).attachmentIds).toEqual([42, 41]);
    expect(reportageInputOf({ ...form, attachmentIds: [42] }, SECTIONS).attachmentIds).toEqual([42]);
    expect(newReportageForm('2026-12-01').attachmentIds).toEqual([]);
    // A copy: the form's list is its own.
    form.attachmentIds.push(43);
    expect(attached.attachmentIds).toEqual([42, 41]);
  });

  it('tells a form that would send the same fields', () => {
    const form = formOfReportage(stored);
    expect(sameForm(form, { ...form, slug: ' RIVER FLOODS ' })).toBe(true);
    expect(sameForm(form, { ...form, editorIds: [2 as UserId] })).toBe(false);
    // A file attached or removed is a change to save; so is another order.
    expect(sameForm(form, { ...form, attachmentIds: [41] })).toBe(false);
    expect(sameForm({ ...form, attachmentIds: [41, 42] }, { ...form, attachmentIds: [42, 41] })).toBe(false);
  });

  it("sends the reportage's own sections when the editor's say the same, so a save of other fields changes nothing in them", () => {
    const canonical: ReportageSection[] = [{ kind: 'LEAD', content: [{ type: 'paragraph', children: [{ text: '' }] }] }, SECTIONS[1]];
    expect(sectionsToSend(canonical, stored)).toBe(stored.sections);
    const changed: ReportageSection[] = [SECTIONS[1]];
    expect(sectionsToSend(changed, stored)).toBe(changed);
    expect(sectionsToSend(canonical, null)).toBe(canonical);
  });

  it("changes one section alone: the reportage as stored, that section's text replaced (its kind kept), with the revision and the lock", () => {
    const text = [{ type: 'paragraph' as const, children: [{ text: 'The water is going down.' }] }];
    const sent = sectionInputOf({ ...stored, attachmentIds: [42] }, 1, text, 'tab-1');
    expect(sent).toEqual({
      slug: 'RIVER FLOODS',
      date: '2026-11-28',
      programIds: [1],
      reporterIds: [4],
      editorIds: [],
      private: false,
      allowedUserIds: [],
      assignmentId: 1_000_000_000_007,
      attachmentIds: [42],
      sections: [SECTIONS[0], { kind: 'OFF', content: text }],
      revision: 3,
      lockUuid: 'tab-1',
    });
    expect(sent.sections[0]).toBe(SECTIONS[0]);
    // The same text (in canonical form): the stored sections go back as they are.
    expect(sectionInputOf(stored, 0, [{ type: 'paragraph', children: [{ text: '' }] }], 'tab-1').sections).toBe(stored.sections);
  });

  it('says when saving takes an approval away: a change of slug, day, programs or sections, not of people nor attachments', () => {
    const form = formOfReportage(stored);
    expect(takesApprovalAway({ ...form, editorIds: [2 as UserId] }, SECTIONS, stored)).toBe(false);
    expect(takesApprovalAway({ ...form, attachmentIds: [41] }, SECTIONS, stored)).toBe(false);
    expect(takesApprovalAway({ ...form, slug: 'RIVER' }, SECTIONS, stored)).toBe(true);
    expect(takesApprovalAway({ ...form, date: '2026-11-29' }, SECTIONS, stored)).toBe(true);
    expect(takesApprovalAway({ ...form, programIds: [1 as ProgramId, 2 as ProgramId] }, SECTIONS, stored)).toBe(true);
    expect(takesApprovalAway(form, [SECTIONS[1]], stored)).toBe(true);
    expect(takesApprovalAway({ ...form, slug: 'RIVER' }, SECTIONS, { ...stored, approved: false })).toBe(false);
  });
});
