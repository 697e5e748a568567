import { describe, expect, it } from 'vitest';
import type { ScriptItemKind, ScriptItem, TextRun } from '@newsroom/api';
import { prompterParts, readText, visibleRuns } from './prompterText';

const item = (kind: ScriptItemKind, ...paragraphs: TextRun[][]): ScriptItem => ({
  kind,
  content: paragraphs.map((children) => ({ type: 'paragraph', children })),
});

describe('prompterParts', () => {
  it('shows every read kind as read text and every other kind as a cue, in script order', () => {
    const kinds: ScriptItemKind[] = ['ON_CAMERA', 'ART', 'HEADING', 'INFORMATION', 'PLAYBACK', 'NOTE', 'VO', 'SOUNDUP', 'TEASER', 'TEXT'];
    const parts = prompterParts(kinds.map((k) => item(k, [{ text: k.toLowerCase() }])));
    expect(parts.map((p) => [p.kind, p.role])).toEqual([
      ['ON_CAMERA', 'read'],
      ['ART', 'cue'],
      ['HEADING', 'read'],
      ['INFORMATION', 'cue'],
      ['PLAYBACK', 'cue'],
      ['NOTE', 'cue'],
      ['VO', 'read'],
      ['SOUNDUP', 'cue'],
      ['TEASER', 'read'],
      ['TEXT', 'read'],
    ]);
  });

  it('never shows comments, in read text or in cues', () => {
    const parts = prompterParts([
      item('ON_CAMERA', [{ text: 'Good evening. ' }, { text: '[check the figure]', comment: true }, { text: 'The council voted.' }]),
      item('NOTE', [{ text: 'call the mayor', comment: true }, { text: 'pause here' }]),
    ]);
    expect(readText(parts)).toBe('Good evening. The council voted.');
    expect(parts[1]).toEqual({ role: 'cue', kind: 'NOTE', text: 'pause here' });
    expect(JSON.stringify(parts)).not.toContain('check the figure');
    expect(JSON.stringify(parts)).not.toContain('call the mayor');
  });

  it('drops empty paragraphs and read items with nothing to read, keeps empty cues', () => {
    const parts = prompterParts([
      item('ON_CAMERA', [{ text: '   ' }], [{ text: 'only a comment', comment: true }]),
      item('VO', [], [{ text: 'Crowds gathered.' }], [{ text: '' }]),
      item('SOUNDUP', []),
    ]);
    expect(parts).toEqual([
      { role: 'read', kind: 'VO', paragraphs: [[{ text: 'Crowds gathered.' }]] },
      { role: 'cue', kind: 'SOUNDUP', text: '' },
    ]);
  });

  it('joins the paragraphs of a cue on one line', () => {
    expect(prompterParts([item('PLAYBACK', [{ text: ' VT: fire ' }], [{ text: 'out: "...tonight"' }])])).toEqual([
      { role: 'cue', kind: 'PLAYBACK', text: 'VT: fire / out: "...tonight"' },
    ]);
  });

  it('keeps paragraphs apart in the read text', () => {
    expect(readText(prompterParts([item('TEXT', [{ text: 'One.' }], [{ text: 'Two.' }])]))).toBe('One.\nTwo.');
  });

  it('takes no script as no parts', () => {
    expect(prompterParts([])).toEqual([]);
    expect(prompterParts(undefined)).toEqual([]);
  });
});

describe('visibleRuns', () => {
  it('keeps emphasis and colour, merges neighbours that look the same, drops comment flags', () => {
    expect(
      visibleRuns([
        { text: 'Good ' },
        { text: 'evening', bold: false },
        { text: ' tonight', bold: true },
        { text: '!', bold: true },
        { text: 'x', comment: true, bold: true },
        { text: ' red', color: '#e5484d', underline: true, italic: true },
      ]),
    ).toEqual([{ text: 'Good evening' }, { text: ' tonight!', bold: true }, { text: ' red', color: '#e5484d', underline: true, italic: true }]);
  });
});
