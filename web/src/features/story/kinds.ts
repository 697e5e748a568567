/**
 * What each script item kind means on air (mobile.md section 3, api-design.md "Stories as documents"):
 * which part of the story's duration the presenter's reading fills (head on camera, off over pictures,
 * or nothing: crew instructions, graphics, recorded sound), and the short label of the script's left
 * column, as two-column broadcast scripts print it.
 */
import { SCRIPT_ITEM_KINDS, type ScriptItemKind } from '@newsroom/api';

export type ReadPart = 'head' | 'off' | null;

export const READ_AS: Record<ScriptItemKind, ReadPart> = {
  ON_CAMERA: 'head',
  HEADING: 'head',
  TEASER: 'head',
  TEXT: 'head',
  VO: 'off',
  ART: null,
  INFORMATION: null,
  PLAYBACK: null,
  NOTE: null,
  SOUNDUP: null,
};

/** The kinds in the order the "add item" menu offers them: the read ones first. */
export const KIND_MENU: readonly ScriptItemKind[] = ['ON_CAMERA', 'VO', 'SOUNDUP', 'PLAYBACK', 'ART', 'HEADING', 'TEASER', 'TEXT', 'NOTE', 'INFORMATION'];

export function isItemKind(value: string): value is ScriptItemKind {
  return (SCRIPT_ITEM_KINDS as readonly string[]).includes(value);
}

/** The CSS class carrying a kind's colour (story.css). */
export const kindClass = (kind: ScriptItemKind) => `kind-${kind.toLowerCase().replace('_', '-')}`;
