/**
 * The REST shapes docs/openapi.json does not describe: a story's script and a reportage's sections. The
 * document types `script` (of `StoryDocument`, `Revision` and `StoryTextIn`) and `sections` (of
 * `Reportage` and `ReportageIn`) as lists of free objects (the gateway passes the JSON through,
 * `#[schema(value_type = Vec<Object>)]`), so their items are written here, as docs/api-design.md
 * ("Stories as documents"), mobile.md section 3 and the `Reportage` schema's description say. Both are
 * paragraphs of the same text runs, edited in the same editor. Everything else of those shapes is the
 * generated type; `WithScript<T>` and `WithSections<T>` put the typed items into one of them.
 *
 * Goes when the gateway's document describes the items (`ScriptItem` and `ReportageSection` schemas
 * with their kind enums): then `npm run generate` gives all of this.
 */
import type { Reportage, ReportageIn, ReportagePage, Revision, StoryDocument } from './generated/schema';

/** The kinds of a script item (mobile.md section 3, "Story item kinds"); not a story item's `StoryItemKind`. */
export const SCRIPT_ITEM_KINDS = ['ON_CAMERA', 'ART', 'HEADING', 'INFORMATION', 'PLAYBACK', 'NOTE', 'VO', 'SOUNDUP', 'TEASER', 'TEXT'] as const;
export type ScriptItemKind = (typeof SCRIPT_ITEM_KINDS)[number];

/** A run of text; `comment` marks an editorial comment (shown, never read); `color` is `#rrggbb`. */
export interface TextRun {
  text: string;
  comment?: boolean;
  color?: string;
  bold?: boolean;
  italic?: boolean;
  underline?: boolean;
}

export interface ScriptParagraph {
  type: 'paragraph';
  children: TextRun[];
}

/** One item of a script: what kind of part it is, and its paragraphs. */
export interface ScriptItem {
  kind: ScriptItemKind;
  content: ScriptParagraph[];
}

/** A shape of the document whose `script` is the typed script. */
export type WithScript<T extends { script: unknown }> = Omit<T, 'script'> & { script: ScriptItem[] };

/** `GET /api/stories/{id}` and `PUT /api/stories/{id}/text`: the document's `StoryDocument`, its script typed. */
export type ScriptedStoryDocument = WithScript<StoryDocument>;

/** `GET /api/stories/{id}/revisions/{n}`: the document's `Revision`, its script typed. */
export type ScriptedRevision = WithScript<Revision>;

/** A story's text as the editor holds and saves it (`StoryTextIn` without `lockUuid`, its script typed). */
export type StoryText = Pick<ScriptedStoryDocument, 'script' | 'footnote' | 'cueIn' | 'cueOut'>;

/**
 * The kinds of a reportage's section (web.md section 3, the `Reportage` schema): the presenter's LEAD and
 * FOOTNOTE, read in the studio, around the recorded package (the reporter's OPENING, OFF, APPEARANCE and
 * CLOSURE, and INTERVIEW sound bites), in the order a package usually runs.
 */
export const REPORTAGE_SECTION_KINDS = ['LEAD', 'OPENING', 'OFF', 'INTERVIEW', 'APPEARANCE', 'CLOSURE', 'FOOTNOTE'] as const;
export type ReportageSectionKind = (typeof REPORTAGE_SECTION_KINDS)[number];

/** One section of a reportage: its kind and its paragraphs (the runs of a script item). */
export interface ReportageSection {
  kind: ReportageSectionKind;
  content: ScriptParagraph[];
}

/** A shape of the document whose `sections` are the typed sections. */
export type WithSections<T extends { sections?: unknown }> = Omit<T, 'sections'> & { sections: ReportageSection[] };

/** `GET /api/reportages/{id}` and the other answers with a reportage: the document's `Reportage`, its sections typed. */
export type ScriptedReportage = WithSections<Reportage>;

/** The body of `POST /api/reportages` and `PUT /api/reportages/{id}`, its sections typed. */
export type ScriptedReportageIn = WithSections<ReportageIn>;

/** `GET /api/reportages/pageFilter` and `/excluded`: a page of reportages, their sections typed. */
export type ScriptedReportagePage = Omit<ReportagePage, 'data'> & { data: ScriptedReportage[] };
