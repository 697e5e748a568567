/**
 * The timing modes of the rundown grid (mobile.md section 9; timing.md "Item figures") and what each row
 * shows in the mode column.
 */
import type { ItemFigures } from '@newsroom/api';
import { formatDuration } from '@newsroom/time';

export const TIMING_MODES = [
  'progressive',
  'progressiveApproved',
  'regressive',
  'regressiveApproved',
  'accumulated',
  'blockAccumulated',
  'estimated',
] as const;
export type TimingMode = (typeof TIMING_MODES)[number];

export const isTimingMode = (value: unknown): value is TimingMode => (TIMING_MODES as readonly unknown[]).includes(value);

/** Modes whose figure is a time of day (front/back time) rather than a duration. */
const TIME_OF_DAY: ReadonlySet<TimingMode> = new Set(['progressive', 'progressiveApproved', 'regressive', 'regressiveApproved']);

/**
 * The text of an item's figure in a mode (every mode but `estimated`, which compares two durations and is
 * drawn by its own cell). Times of day are shown as given (`19:01:30`), durations as `MM:SS`/`H:MM:SS`;
 * absent figures (standby block) are empty.
 */
export function figureText(figures: ItemFigures | null | undefined, mode: Exclude<TimingMode, 'estimated'>): string {
  const value = figures?.[mode];
  if (value == null) return '';
  return TIME_OF_DAY.has(mode) ? value : formatDuration(value);
}
