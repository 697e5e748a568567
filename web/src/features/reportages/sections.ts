/**
 * A reportage's sections (web.md section 3; the `Reportage` schema): who voices each kind on air, the
 * order the editor offers them, their colours, and the local reading-time estimate by the server's rule
 * (crates/domain/src/reportage.rs: the presenter's lead and footnote, the reporter's opening, off,
 * appearance and closure, at 180 words a minute, comments never read, interviews recorded sound). Pure.
 */
import { REPORTAGE_SECTION_KINDS, type ReportageSection, type ReportageSectionKind } from '@newsroom/api';
import { readingSeconds, wordsOf } from '../story/readingTime';
import { normalizeParagraphs } from '../story/tiptapScript';

/** Who voices a section on air: the presenter in the studio, the reporter in the package, or an interviewee (recorded, not read). */
export type Voice = 'presenter' | 'reporter' | 'interviewee';

export const VOICE_OF: Readonly<Record<ReportageSectionKind, Voice>> = {
  LEAD: 'presenter',
  OPENING: 'reporter',
  OFF: 'reporter',
  INTERVIEW: 'interviewee',
  APPEARANCE: 'reporter',
  CLOSURE: 'reporter',
  FOOTNOTE: 'presenter',
};

/** The kinds in the order a package usually runs, which is how the editor offers them. */
export const SECTION_MENU: readonly ReportageSectionKind[] = REPORTAGE_SECTION_KINDS;

export function isSectionKind(value: string): value is ReportageSectionKind {
  return (REPORTAGE_SECTION_KINDS as readonly string[]).includes(value);
}

/** The CSS classes of a section: its kind's colour, and the presenter's sections set apart (reportages.css). */
export const sectionClass = (kind: ReportageSectionKind) => `section-${kind.toLowerCase()} voice-${VOICE_OF[kind]}`;

/** Sections in canonical form (each paragraph's runs merged, an empty section one empty paragraph): what "unsaved changes" compares. */
export function normalizeSections(sections: readonly ReportageSection[]): ReportageSection[] {
  return sections.map((s) => ({ kind: s.kind, content: normalizeParagraphs(s.content) }));
}

/** True when two lists of sections say the same thing in canonical form. */
export function sameSections(a: readonly ReportageSection[], b: readonly ReportageSection[]): boolean {
  return JSON.stringify(normalizeSections(a)) === JSON.stringify(normalizeSections(b));
}

/** Seconds the presenter reads (lead, footnote) and the reporter voices (opening, off, appearance, closure), as the server counts them. */
export function readingTimes(sections: readonly ReportageSection[]): { presenter: number; reporter: number } {
  let presenter = 0;
  let reporter = 0;
  for (const s of sections) {
    const voice = VOICE_OF[s.kind];
    if (voice === 'presenter') presenter += wordsOf(s.content);
    else if (voice === 'reporter') reporter += wordsOf(s.content);
  }
  return { presenter: readingSeconds(presenter), reporter: readingSeconds(reporter) };
}
