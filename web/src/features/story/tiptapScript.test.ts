import { getSchema, type JSONContent } from '@tiptap/core';
import { Node } from '@tiptap/pm/model';
import { describe, expect, it } from 'vitest';
import type { ScriptParagraph, TextRun } from '@newsroom/api';
import { scriptExtensions } from './scriptExtensions';
import { fromTiptap, hexColor, normalizeParagraphs, normalizeScript, sameText, toTiptap } from './tiptapScript';

const P = (...children: TextRun[]): ScriptParagraph => ({ type: 'paragraph', children });
const schema = getSchema(scriptExtensions());
/** What an editor holding `doc` gives back from `getJSON()`: the document through the real schema. */
const throughEditor = (doc: JSONContent): JSONContent => Node.fromJSON(schema, doc).toJSON() as JSONContent;

const canonical: ScriptParagraph[][] = [
  [P({ text: 'Good evening.' })],
  [P({ text: 'Good ' }, { text: 'evening', bold: true }, { text: ' [check the name]', comment: true }, { text: ' everyone.' })],
  [P({ text: 'all of it', comment: true, color: '#ff0000', bold: true, italic: true, underline: true })],
  [P({ text: 'upper case colour', color: '#FF8800' }), P({ text: '' }), P({ text: 'third paragraph', italic: true })],
  [P({ text: 'line one\nline two' }), P({ text: 'bold\nbreak', bold: true }), P({ text: 'a', bold: true }, { text: '\n' }, { text: 'b', bold: true })],
  [P({ text: '\n' }), P({ text: 'ends with a break\n', underline: true })],
  [P({ text: 'red', color: '#ff0000' }, { text: 'blue', color: '#0000ff' }, { text: 'red comment', color: '#ff0000', comment: true })],
  [P({ text: '' })],
];

describe('script text <-> TipTap', () => {
  it.each(canonical.map((c, i) => [i, c] as const))('round-trips canonical content %i exactly, through the real schema', (_i, content) => {
    expect(normalizeParagraphs(content)).toEqual(content);
    expect(fromTiptap(toTiptap(content))).toEqual(content);
    expect(fromTiptap(throughEditor(toTiptap(content)))).toEqual(content);
  });

  it('gives TipTap nodes and marks of the schema', () => {
    const doc = toTiptap([P({ text: 'Hi ' }, { text: 'there', bold: true, color: '#112233', comment: true }), P({ text: '' })]);
    expect(doc).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Hi ' },
            { type: 'text', text: 'there', marks: [{ type: 'bold' }, { type: 'textStyle', attrs: { color: '#112233' } }, { type: 'comment' }] },
          ],
        },
        { type: 'paragraph' },
      ],
    });
    expect(() => Node.fromJSON(schema, doc).check()).not.toThrow();
  });

  it('brings any API content to the canonical form', () => {
    expect(normalizeParagraphs([])).toEqual([P({ text: '' })]);
    expect(normalizeParagraphs([P()])).toEqual([P({ text: '' })]);
    expect(
      normalizeParagraphs([
        P({ text: '' }, { text: 'a', bold: false, comment: false }, { text: 'b' }, { text: '', bold: true }, { text: 'c', italic: true }),
      ]),
    ).toEqual([P({ text: 'ab' }, { text: 'c', italic: true })]);
    // Key order does not matter, flags do.
    expect(JSON.stringify(normalizeParagraphs([P({ underline: true, text: 'x', color: '#abcdef' } as TextRun)]))).toBe(
      JSON.stringify([P({ text: 'x', color: '#abcdef', underline: true })]),
    );
  });

  it('reads what an editor may hold: merged text nodes, pasted colours, unknown marks and blocks', () => {
    const doc: JSONContent = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'one ', marks: [{ type: 'bold' }] },
            { type: 'text', text: 'two', marks: [{ type: 'bold' }, { type: 'strike' }] },
            { type: 'hardBreak', marks: [{ type: 'bold' }] },
            { type: 'text', text: 'pasted', marks: [{ type: 'textStyle', attrs: { color: 'rgb(255, 0, 16)' } }] },
            { type: 'text', text: ' plain', marks: [{ type: 'textStyle', attrs: { color: null } }] },
          ],
        },
        { type: 'heading', attrs: { level: 2 }, content: [{ type: 'text', text: 'Title' }] },
      ],
    };
    expect(fromTiptap(doc)).toEqual([P({ text: 'one two\n', bold: true }, { text: 'pasted', color: '#ff0010' }, { text: ' plain' }), P({ text: 'Title' })]);
    expect(fromTiptap({ type: 'doc' })).toEqual([P({ text: '' })]);
  });

  it('accepts only colours it can write as #rrggbb', () => {
    expect(hexColor('#A1b2C3')).toBe('#A1b2C3');
    expect(hexColor('#abc')).toBe('#aabbcc');
    expect(hexColor('rgb(0, 128, 255)')).toBe('#0080ff');
    expect(hexColor('rgba(0,128,255,0.5)')).toBe('#0080ff');
    for (const bad of ['red', 'rgb(300, 0, 0)', '#12345', '', null, undefined, 7]) expect(hexColor(bad)).toBeUndefined();
  });

  it('round-trips random content through the real schema (a seeded property test)', () => {
    let seed = 42;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31), seed % n);
    const texts = ['', ' ', 'word', 'two words ', '\n', 'a\nb', 'ção é ', '  spaced  '];
    const colours = [undefined, '#ff0000', '#00AA00'];
    for (let round = 0; round < 300; round++) {
      const content = Array.from({ length: 1 + rand(3) }, () =>
        P(
          ...Array.from({ length: rand(6) }, () => ({
            text: texts[rand(texts.length)],
            comment: rand(3) === 0,
            color: colours[rand(colours.length)],
            bold: rand(2) === 0,
            italic: rand(4) === 0,
            underline: rand(4) === 0,
          })),
        ),
      );
      const normal = normalizeParagraphs(content);
      expect(normalizeParagraphs(normal)).toEqual(normal);
      expect(fromTiptap(throughEditor(toTiptap(content)))).toEqual(normal);
    }
  });

  it('compares texts in canonical form', () => {
    const a = { script: [{ kind: 'VO' as const, content: [] }], footnote: '', cueIn: 'in', cueOut: '' };
    expect(sameText(a, { ...a, script: [{ kind: 'VO', content: [P({ text: '' })] }] })).toBe(true);
    expect(sameText(a, { ...a, script: [{ kind: 'ON_CAMERA', content: [] }] })).toBe(false);
    expect(sameText(a, { ...a, cueIn: 'in.' })).toBe(false);
    expect(normalizeScript([{ kind: 'NOTE', content: [P({ text: 'x', bold: false })] }])).toEqual([{ kind: 'NOTE', content: [P({ text: 'x' })] }]);
  });
});
