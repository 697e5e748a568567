/**
 * What the teleprompter mode of a reportage shows (/reportages/tpMode/{id}): every section read aloud,
 * the presenter's lead and footnote as the reporter's opening, off, stand-up and closing, in large type
 * under a small heading of its kind; an interview (recorded sound, not read) as a one-line cue with its
 * first words, so the reader knows where the sound bite falls. Editorial comments are never shown, nor
 * sections with nothing to read. Pure; the prompter's own rules for runs (prompterText.ts).
 */
import type { ReportageSection, ReportageSectionKind } from '@newsroom/api';
import { visibleRuns, type PrompterRun } from '../prompter/prompterText';

/** How many characters of an interview its cue shows. */
export const CUE_CHARS = 60;

export type PrompterSection =
  | { role: 'read'; index: number; kind: ReportageSectionKind; paragraphs: PrompterRun[][] }
  | { role: 'cue'; index: number; kind: ReportageSectionKind; text: string };

const textOf = (runs: readonly PrompterRun[]) => runs.map((r) => r.text).join('');

/** At most CUE_CHARS of `words`, cut between words, with an ellipsis when cut. */
function firstWords(words: string): string {
  if (words.length <= CUE_CHARS) return words;
  const cut = words.slice(0, CUE_CHARS);
  const space = cut.lastIndexOf(' ');
  return `${(space > CUE_CHARS / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** The sections of `sections` the prompter shows, in order, each with its place in the reportage (`index`). */
export function prompterSections(sections: readonly ReportageSection[]): PrompterSection[] {
  const out: PrompterSection[] = [];
  sections.forEach((section, index) => {
    const paragraphs = (section.content ?? []).map((p) => visibleRuns(p.children ?? [])).filter((runs) => textOf(runs).trim() !== '');
    if (paragraphs.length === 0) return;
    if (section.kind === 'INTERVIEW') {
      const words = paragraphs.map(textOf).join(' ').replace(/\s+/g, ' ').trim();
      out.push({ role: 'cue', index, kind: section.kind, text: firstWords(words) });
    } else {
      out.push({ role: 'read', index, kind: section.kind, paragraphs });
    }
  });
  return out;
}
