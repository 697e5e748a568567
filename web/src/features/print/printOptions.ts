/**
 * What the print view prints (web.md sections 5 and 9): the options of the print dialog, their rules, and
 * their form in the print view's query string (`/rundown/:date/:programId/print?what=grid&font=10&...`).
 * Pure: the dialog validates with it, the view reads its address with it.
 */
import type { BlockId } from '@newsroom/api';
import { isTimingMode, type TimingMode } from '../rundown/timingMode';

/** The rundown grid, the stories' scripts (one story a page), or the grid and then the scripts. */
export const PRINT_CONTENTS = ['grid', 'scripts', 'both'] as const;
export type PrintContent = (typeof PRINT_CONTENTS)[number];

export const ORIENTATIONS = ['portrait', 'landscape'] as const;
export type Orientation = (typeof ORIENTATIONS)[number];

/** Print font sizes in points: even only (web.md section 5), from 8 to 24. */
export const MIN_FONT_SIZE = 8;
export const MAX_FONT_SIZE = 24;
export const FONT_SIZES: readonly number[] = Array.from({ length: (MAX_FONT_SIZE - MIN_FONT_SIZE) / 2 + 1 }, (_, i) => MIN_FONT_SIZE + 2 * i);

/**
 * The largest font size at which the grid's ten columns still leave the slug room on A4: the grid (and the
 * header above it) print at most at this size; scripts print at the size chosen.
 */
export const GRID_MAX_FONT_SIZE: Record<Orientation, number> = { portrait: 12, landscape: 16 };

export const gridFontSize = (fontSize: number, orientation: Orientation) => Math.min(fontSize, GRID_MAX_FONT_SIZE[orientation]);

/** Grid printing is limited to 100 records: stories and break rows (web.md sections 5 and 9). */
export const GRID_RECORD_LIMIT = 100;

export interface PrintOptions {
  what: PrintContent;
  /** Points; see `fontSizeError`. */
  fontSize: number;
  orientation: Orientation;
  /** The figure of the grid's timing column (the rundown screen's timing modes). */
  timing: TimingMode;
  /** Print the standby block (after the others). */
  standby: boolean;
  /** Print the editorial comments of the scripts, in brackets. */
  comments: boolean;
  /** The range of (non-standby) blocks to print, both ends included; null: from the first / to the last. */
  fromBlock: BlockId | null;
  toBlock: BlockId | null;
}

export const DEFAULT_OPTIONS: PrintOptions = {
  what: 'grid',
  fontSize: 10,
  orientation: 'portrait',
  timing: 'progressive',
  standby: true,
  comments: true,
  fromBlock: null,
  toBlock: null,
};

export type FontSizeError = 'fontSizeOdd' | 'fontSizeRange';

/**
 * Why a font size cannot be printed, or null when it can. An odd size breaks the rule of the spec ("Print
 * font size must be even."); a size out of 8-24 (or not a whole number) gets its own message, since
 * "must be even" would be wrong for 26.
 */
export function fontSizeError(size: number): FontSizeError | null {
  if (!Number.isInteger(size) || size < MIN_FONT_SIZE || size > MAX_FONT_SIZE) return 'fontSizeRange';
  return size % 2 === 0 ? null : 'fontSizeOdd';
}

/** Reads what the user typed in the font size field: a whole number, or NaN. */
export function parseFontSize(text: string): number {
  return /^\s*\d{1,3}\s*$/.test(text) ? Number(text) : Number.NaN;
}

/** The options as the print view's query string (without `?`); defaults are written too, for clarity. */
export function toQuery(options: PrintOptions, noPrint = false): string {
  const q = new URLSearchParams({
    what: options.what,
    font: String(options.fontSize),
    orientation: options.orientation,
    timing: options.timing,
    standby: options.standby ? '1' : '0',
    comments: options.comments ? '1' : '0',
  });
  if (options.fromBlock != null) q.set('from', String(options.fromBlock));
  if (options.toBlock != null) q.set('to', String(options.toBlock));
  if (noPrint) q.set('noPrint', '1');
  return q.toString();
}

export interface ParsedQuery {
  options: PrintOptions;
  /** The font size of the address breaks the rules: the view says so and does not print. */
  error: FontSizeError | null;
  /** `noPrint=1`: show the view without opening the print dialog (previews, tests). */
  noPrint: boolean;
}

const flag = (value: string | null, fallback: boolean) => (value === '1' ? true : value === '0' ? false : fallback);
const blockId = (value: string | null) => (value && /^\d+$/.test(value) && Number(value) > 0 ? (Number(value) as BlockId) : null);
const oneOf = <T extends string>(list: readonly T[], value: string | null, fallback: T): T =>
  (list as readonly (string | null)[]).includes(value) ? (value as T) : fallback;

/**
 * The options of a print view address. Unknown or missing values take the defaults (`timing` the one
 * given, the rundown screen's); a font size that is there but breaks the rules is kept and reported.
 */
export function fromQuery(search: string, timingFallback: TimingMode = DEFAULT_OPTIONS.timing): ParsedQuery {
  const q = new URLSearchParams(search);
  const font = q.get('font');
  const fontSize = font === null ? DEFAULT_OPTIONS.fontSize : parseFontSize(font);
  const timing = q.get('timing');
  return {
    options: {
      what: oneOf(PRINT_CONTENTS, q.get('what'), DEFAULT_OPTIONS.what),
      fontSize,
      orientation: oneOf(ORIENTATIONS, q.get('orientation'), DEFAULT_OPTIONS.orientation),
      timing: isTimingMode(timing) ? timing : timingFallback,
      standby: flag(q.get('standby'), DEFAULT_OPTIONS.standby),
      comments: flag(q.get('comments'), DEFAULT_OPTIONS.comments),
      fromBlock: blockId(q.get('from')),
      toBlock: blockId(q.get('to')),
    },
    error: fontSizeError(fontSize),
    noPrint: q.get('noPrint') === '1',
  };
}

export const printsGrid = (what: PrintContent) => what !== 'scripts';
export const printsScripts = (what: PrintContent) => what !== 'grid';

/** `/rundown/{date}/{programId}/print?...`. */
export const printPath = (date: string, programId: number, options: PrintOptions, noPrint = false) =>
  `/rundown/${date}/${programId}/print?${toQuery(options, noPrint)}`;
