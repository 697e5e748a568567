/**
 * A reportage's sections in the editor: the API's JSON into the script editor's items and back (and
 * through TipTap's schema, as the editor holds them), unchanged in canonical form; and the reading times
 * by the server's rule.
 */
import { getSchema, type JSONContent } from '@tiptap/core';
import { Node } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import type { ReportageSection, ReportageSectionKind, ScriptParagraph, TextRun } from '@newsroom/api';
import { scriptExtensions } from '../story/scriptExtensions';
import { emptyItems, itemsOf, itemsReducer, loadItems, type ItemsAction, type ItemsDraft } from '../story/scriptDraft';
import { fromTiptap, toTiptap } from '../story/tiptapScript';
import { isSectionKind, normalizeSections, readingTimes, sameSections, sectionClass, SECTION_MENU, VOICE_OF } from './sections';

const P = (...children: TextRun[]): ScriptParagraph => ({ type: 'paragraph', children });
const schema = getSchema(scriptExtensions());
const throughEditor = (doc: JSONContent): JSONContent => Node.fromJSON(schema, doc).toJSON() as JSONContent;
type Draft = ItemsDraft<ReportageSectionKind>;
const load = (sections: readonly ReportageSection[]) => loadItems<ReportageSectionKind, Draft>({ ...emptyItems, items: [] }, sections);
const reduce = (draft: Draft, action: ItemsAction<ReportageSectionKind>) => itemsReducer(draft, action);

/** A reportage as the API gives it: every kind, marks, a comment, a line break, an empty section. */
const SECTIONS: ReportageSection[] = [
  { kind: 'LEAD', content: [P({ text: 'The river rose ' }, { text: 'two metres', bold: true }, { text: ' overnight.' })] },
  { kind: 'OPENING', content: [P({ text: 'Natural sound: sirens', italic: true })] },
  { kind: 'OFF', content: [P({ text: 'Firefighters worked all night' }, { text: ' [check the count]', comment: true }), P({ text: 'line one\nline two', color: '#30c27a' })] },
  { kind: 'INTERVIEW', content: [P({ text: 'We lost everything.', underline: true })] },
  { kind: 'APPEARANCE', content: [P({ text: 'I am standing where the water reached.' })] },
  { kind: 'CLOSURE', content: [P({ text: 'Maria Silva, for the Evening News, Lisbon.' })] },
  { kind: 'FOOTNOTE', content: [P({ text: '' })] },
];

describe('sections <-> the script editor', () => {
  it('round-trips the JSON shape: into items, through TipTap and its schema, and back', () => {
    const draft = load(SECTIONS);
    expect(draft.items.map((i) => i.kind)).toEqual(SECTION_MENU);
    expect(new Set(draft.items.map((i) => i.key)).size).toBe(SECTIONS.length);
    expect(itemsOf(draft)).toEqual(SECTIONS);
    // Each item's editor: API -> TipTap -> the schema -> API.
    const edited = draft.items.map((item) => ({ kind: item.kind, content: fromTiptap(throughEditor(toTiptap(item.content))) }));
    expect(edited).toEqual(SECTIONS);
    expect(JSON.parse(JSON.stringify(edited))).toEqual(SECTIONS);
  });

  it('gives sections in canonical form: an empty one as one empty paragraph, neighbour runs merged, false marks dropped', () => {
    const loose: ReportageSection[] = [
      { kind: 'LEAD', content: [] },
      { kind: 'OFF', content: [P({ text: 'Good ', bold: false }, { text: 'evening' }, { text: '', italic: true })] },
    ];
    expect(itemsOf(load(loose))).toEqual([
      { kind: 'LEAD', content: [P({ text: '' })] },
      { kind: 'OFF', content: [P({ text: 'Good evening' })] },
    ]);
    expect(sameSections(loose, normalizeSections(loose))).toBe(true);
    expect(sameSections(loose, [{ kind: 'LEAD', content: [] }])).toBe(false);
  });

  it('adds, reorders, retypes and removes sections', () => {
    let d = load([{ kind: 'LEAD', content: [] }]);
    d = reduce(d, { type: 'add', kind: 'OFF' });
    d = reduce(d, { type: 'add', kind: 'INTERVIEW', after: d.items[0].key });
    expect(d.items.map((i) => i.kind)).toEqual(['LEAD', 'INTERVIEW', 'OFF']);
    d = reduce(d, { type: 'move', key: d.items[2].key, delta: -1 });
    d = reduce(d, { type: 'kind', key: d.items[2].key, kind: 'APPEARANCE' });
    d = reduce(d, { type: 'content', key: d.items[1].key, content: [P({ text: 'Pictures of the bridge' })] });
    expect(itemsOf(d)).toEqual([
      { kind: 'LEAD', content: [P({ text: '' })] },
      { kind: 'OFF', content: [P({ text: 'Pictures of the bridge' })] },
      { kind: 'APPEARANCE', content: [P({ text: '' })] },
    ]);
    d = reduce(d, { type: 'remove', key: d.items[0].key });
    expect(itemsOf(d).map((s) => s.kind)).toEqual(['OFF', 'APPEARANCE']);
  });
});

describe('section kinds', () => {
  it('sets the presenter apart from the package', () => {
    expect(SECTION_MENU.filter((k) => VOICE_OF[k] === 'presenter')).toEqual(['LEAD', 'FOOTNOTE']);
    expect(sectionClass('LEAD')).toBe('section-lead voice-presenter');
    expect(sectionClass('INTERVIEW')).toBe('section-interview voice-interviewee');
    expect(isSectionKind('OFF')).toBe(true);
    expect(isSectionKind('VO')).toBe(false);
  });

  it('times the presenter and the reporter as the server does: 180 words a minute, rounded up, comments and interviews not read', () => {
    expect(readingTimes(SECTIONS)).toEqual({
      // Lead: 6 words -> 2 s.
      presenter: 2,
      // Opening 3 + off 4 (not its comment) + 4 + stand-up 7 + closing 7 = 25 words -> 8.33 s, rounded up.
      reporter: 9,
    });
    expect(readingTimes([])).toEqual({ presenter: 0, reporter: 0 });
  });
});
