/**
 * The one REST shape docs/openapi.json does not describe: a story's script. The document types `script`
 * (of `StoryDocument`, `Revision` and `StoryTextIn`) as a list of free objects (the gateway passes the
 * JSON through, `#[schema(value_type = Vec<Object>)]`), so its items are written here, as
 * docs/api-design.md ("Stories as documents") and mobile.md section 3 describe them. Everything else of
 * those shapes is the generated type; `WithScript<T>` puts the typed script into one of them.
 *
 * Goes when the gateway's document describes the script item (a `ScriptItem` schema with its
 * `ScriptItemKind` enum): then `npm run generate` gives all of this.
 */
import type { Revision, StoryDocument } from './generated/schema';

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
