/**
 * What the prompter shows of a story's script (docs/api-design.md, "Stories as documents"): the items read
 * on air (ON_CAMERA, HEADING, TEASER, TEXT, VO) as large text, the others (ART, INFORMATION, PLAYBACK,
 * NOTE, SOUNDUP) as short bracketed cues, the way prompters show instructions. Editorial comments
 * (`comment` runs) are never shown. Pure functions, no React.
 */
import type { ScriptItemKind, ScriptItem, TextRun } from '@newsroom/api';

/** The kinds the presenter reads on air. */
export const READ_KINDS: ReadonlySet<ScriptItemKind> = new Set<ScriptItemKind>(['ON_CAMERA', 'HEADING', 'TEASER', 'TEXT', 'VO']);

/** A run as the prompter draws it: the text and its emphasis, never a comment. */
export type PrompterRun = Omit<TextRun, 'comment'>;

/** Read text: paragraphs of runs, with no empty paragraph. */
export interface ReadPart {
  role: 'read';
  kind: ScriptItemKind;
  paragraphs: PrompterRun[][];
}

/** An instruction: the item's kind and its text on one line (possibly empty). */
export interface CuePart {
  role: 'cue';
  kind: ScriptItemKind;
  text: string;
}

export type PrompterPart = ReadPart | CuePart;

const isBlank = (text: string) => text.trim() === '';

/** The runs of a paragraph without comments and empty runs; neighbours with the same look are merged. */
export function visibleRuns(children: readonly TextRun[]): PrompterRun[] {
  const runs: PrompterRun[] = [];
  for (const child of children) {
    if (child.comment || !child.text) continue;
    const run: PrompterRun = { text: child.text };
    if (child.bold) run.bold = true;
    if (child.italic) run.italic = true;
    if (child.underline) run.underline = true;
    if (child.color) run.color = child.color;
    const last = runs[runs.length - 1];
    if (last && sameLook(last, run)) last.text += run.text;
    else runs.push(run);
  }
  return runs;
}

const sameLook = (a: PrompterRun, b: PrompterRun) =>
  Boolean(a.bold) === Boolean(b.bold) && Boolean(a.italic) === Boolean(b.italic) && Boolean(a.underline) === Boolean(b.underline) && a.color === b.color;

/** The parts of a script in order; read items with nothing to read are left out, cues always kept. */
export function prompterParts(script: readonly ScriptItem[] | null | undefined): PrompterPart[] {
  const parts: PrompterPart[] = [];
  for (const item of script ?? []) {
    const paragraphs = (item.content ?? []).map((p) => visibleRuns(p.children ?? []));
    if (READ_KINDS.has(item.kind)) {
      const kept = paragraphs.filter((runs) => !isBlank(runs.map((r) => r.text).join('')));
      if (kept.length) parts.push({ role: 'read', kind: item.kind, paragraphs: kept });
    } else {
      const text = paragraphs
        .map((runs) => runs.map((r) => r.text).join('').trim())
        .filter(Boolean)
        .join(' / ');
      parts.push({ role: 'cue', kind: item.kind, text });
    }
  }
  return parts;
}

/** The text read on air, as plain text (paragraphs on their own lines): for tests and word counts. */
export function readText(parts: readonly PrompterPart[]): string {
  return parts
    .flatMap((p) => (p.role === 'read' ? p.paragraphs.map((runs) => runs.map((r) => r.text).join('')) : []))
    .join('\n');
}
