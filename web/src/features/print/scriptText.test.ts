import { describe, expect, it } from 'vitest';
import type { ScriptItem } from '@newsroom/api';
import { bracketComment, printableScript } from './scriptText';

const script: ScriptItem[] = [
  {
    kind: 'ON_CAMERA',
    content: [
      { type: 'paragraph', children: [{ text: 'Good evening ' }, { text: 'tonight', bold: true }, { text: '. ' }, { text: 'check the figure', comment: true }] },
      { type: 'paragraph', children: [{ text: '[only a note]', comment: true }] },
    ],
  },
  { kind: 'VO', content: [{ type: 'paragraph', children: [{ text: 'Crowds', italic: true, underline: true, color: '#ff0000' }] }] },
  { kind: 'ART', content: [{ type: 'paragraph', children: [] }] },
];

describe('a script on paper', () => {
  it('brackets a comment once', () => {
    expect(bracketComment('check')).toBe('[check]');
    expect(bracketComment(' [ check ] ')).toBe('[check]');
  });

  it('keeps the items, their kinds and marks, and prints comments in brackets, marked', () => {
    const items = printableScript(script, true);
    expect(items.map((i) => i.kind)).toEqual(['ON_CAMERA', 'VO', 'ART']);
    expect(items[0].paragraphs).toEqual([
      [
        { text: 'Good evening ', comment: false, bold: undefined, italic: undefined, underline: undefined },
        { text: 'tonight', comment: false, bold: true, italic: undefined, underline: undefined },
        { text: '. ', comment: false, bold: undefined, italic: undefined, underline: undefined },
        { text: '[check the figure]', comment: true, bold: undefined, italic: undefined, underline: undefined },
      ],
      [{ text: '[only a note]', comment: true, bold: undefined, italic: undefined, underline: undefined }],
    ]);
    expect(items[1].paragraphs[0][0]).toMatchObject({ text: 'Crowds', italic: true, underline: true });
    // An item with no text keeps its kind label and prints no paragraph.
    expect(items[2].paragraphs).toEqual([]);
  });

  it('leaves comments out when asked, and the paragraphs they leave empty', () => {
    const items = printableScript(script, false);
    expect(items[0].paragraphs.map((p) => p.map((r) => r.text).join(''))).toEqual(['Good evening tonight. ']);
    expect(items.flatMap((i) => i.paragraphs.flat()).some((r) => r.comment)).toBe(false);
  });
});
