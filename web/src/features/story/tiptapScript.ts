/**
 * The script's text between the API's format and TipTap's JSON, both ways, with nothing lost.
 *
 * API (api-design.md, "Stories as documents"): an item's `content` is paragraphs of text runs
 * `{text, comment?, color?, bold?, italic?, underline?}`; a line break inside a paragraph is a `\n` in a
 * run's text. TipTap: a `doc` of `paragraph` nodes holding `text` nodes with the marks `bold`, `italic`,
 * `underline`, `comment` and `textStyle` (its `color` attribute), and `hardBreak` nodes for line breaks.
 *
 * Both directions give the canonical API form (`normalizeParagraphs`): runs with text (an empty paragraph
 * is one empty run), neighbours with the same marks merged, flags only when true, keys in one order. For
 * any canonical content, `fromTiptap(toTiptap(x))` is `x`. Pure: no editor, no DOM.
 */
import type { JSONContent } from '@tiptap/core';
import type { ScriptItem, ScriptParagraph, StoryText, TextRun } from '@newsroom/api';

type Marks = Omit<TextRun, 'text'>;

const FLAGS = ['comment', 'bold', 'italic', 'underline'] as const;

/** A run in canonical form: `text, comment, color, bold, italic, underline`, false flags left out. */
function makeRun(text: string, marks: Marks): TextRun {
  const run: TextRun = { text };
  if (marks.comment) run.comment = true;
  if (marks.color) run.color = marks.color;
  if (marks.bold) run.bold = true;
  if (marks.italic) run.italic = true;
  if (marks.underline) run.underline = true;
  return run;
}

const sameMarks = (a: Marks, b: Marks) => FLAGS.every((f) => Boolean(a[f]) === Boolean(b[f])) && (a.color || undefined) === (b.color || undefined);

/**
 * A colour as the API accepts it (`#rrggbb`), from what an editor may hold: `#rrggbb` (kept as written),
 * `#rgb`, or `rgb(r, g, b)` as pasted HTML gives it. Anything else: no colour.
 */
export function hexColor(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim();
  if (/^#[0-9a-f]{6}$/i.test(v)) return v;
  if (/^#[0-9a-f]{3}$/i.test(v)) return `#${[...v.slice(1)].map((c) => c + c).join('')}`.toLowerCase();
  const rgb = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+\s*)?\)$/i.exec(v);
  if (!rgb) return undefined;
  const parts = rgb.slice(1, 4).map(Number);
  if (parts.some((n) => n > 255)) return undefined;
  return `#${parts.map((n) => n.toString(16).padStart(2, '0')).join('')}`;
}

const EMPTY_PARAGRAPH = (): ScriptParagraph => ({ type: 'paragraph', children: [{ text: '' }] });

/** One paragraph in canonical form (see the module comment). */
export function normalizeParagraph(children: readonly TextRun[]): ScriptParagraph {
  const runs: TextRun[] = [];
  for (const child of children) {
    if (!child.text) continue;
    const marks: Marks = { ...child, color: hexColor(child.color) };
    const last = runs[runs.length - 1];
    if (last && sameMarks(last, marks)) runs[runs.length - 1] = makeRun(last.text + child.text, marks);
    else runs.push(makeRun(child.text, marks));
  }
  return runs.length ? { type: 'paragraph', children: runs } : EMPTY_PARAGRAPH();
}

/** An item's paragraphs in canonical form; no paragraph at all becomes one empty paragraph. */
export function normalizeParagraphs(content: readonly ScriptParagraph[]): ScriptParagraph[] {
  return content.length ? content.map((p) => normalizeParagraph(p.children ?? [])) : [EMPTY_PARAGRAPH()];
}

export function normalizeScript(script: readonly ScriptItem[]): ScriptItem[] {
  return script.map((item) => ({ kind: item.kind, content: normalizeParagraphs(item.content) }));
}

/** True when two texts say the same thing in canonical form (what "unsaved changes" compares). */
export function sameText(a: StoryText, b: StoryText): boolean {
  return (
    a.footnote === b.footnote &&
    a.cueIn === b.cueIn &&
    a.cueOut === b.cueOut &&
    JSON.stringify(normalizeScript(a.script)) === JSON.stringify(normalizeScript(b.script))
  );
}

// ---- API -> TipTap ----

function tiptapMarks(run: TextRun): JSONContent['marks'] {
  const marks: NonNullable<JSONContent['marks']> = [];
  if (run.bold) marks.push({ type: 'bold' });
  if (run.italic) marks.push({ type: 'italic' });
  if (run.underline) marks.push({ type: 'underline' });
  const color = hexColor(run.color);
  if (color) marks.push({ type: 'textStyle', attrs: { color } });
  if (run.comment) marks.push({ type: 'comment' });
  return marks;
}

function inlineNodes(run: TextRun): JSONContent[] {
  const marks = tiptapMarks(run);
  const withMarks = (node: JSONContent): JSONContent => (marks?.length ? { ...node, marks } : node);
  const nodes: JSONContent[] = [];
  run.text.split('\n').forEach((line, i) => {
    if (i > 0) nodes.push(withMarks({ type: 'hardBreak' }));
    if (line) nodes.push(withMarks({ type: 'text', text: line }));
  });
  return nodes;
}

/** An item's paragraphs as the `doc` of its TipTap editor. */
export function toTiptap(content: readonly ScriptParagraph[]): JSONContent {
  return {
    type: 'doc',
    content: normalizeParagraphs(content).map((p) => {
      const inline = p.children.flatMap(inlineNodes);
      return inline.length ? { type: 'paragraph', content: inline } : { type: 'paragraph' };
    }),
  };
}

// ---- TipTap -> API ----

function marksOf(node: JSONContent): Marks {
  const marks: Marks = {};
  for (const mark of node.marks ?? []) {
    if (mark.type === 'bold') marks.bold = true;
    else if (mark.type === 'italic') marks.italic = true;
    else if (mark.type === 'underline') marks.underline = true;
    else if (mark.type === 'comment') marks.comment = true;
    else if (mark.type === 'textStyle') marks.color = hexColor(mark.attrs?.color) ?? marks.color;
  }
  return marks;
}

/** The runs of a node's inline content; a block the script has no use for gives its text. */
function runsOf(node: JSONContent): TextRun[] {
  if (node.type === 'text') return [{ text: node.text ?? '', ...marksOf(node) }];
  if (node.type === 'hardBreak') return [{ text: '\n', ...marksOf(node) }];
  return (node.content ?? []).flatMap(runsOf);
}

/** The paragraphs of a TipTap `doc` (an editor's `getJSON()`), in canonical API form. */
export function fromTiptap(doc: JSONContent): ScriptParagraph[] {
  const blocks = doc.content ?? [];
  return normalizeParagraphs(blocks.map((block) => ({ type: 'paragraph', children: runsOf(block) })));
}
