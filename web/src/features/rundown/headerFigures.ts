import type { RundownTiming } from '@newsroom/api';

/** A rundown figure shown in the header (the not-displayed sums are not). */
export type HeaderFigure = Exclude<
  keyof RundownTiming,
  'notDisplayedCommercial' | 'notDisplayedProduction' | 'notDisplayedApprovedProduction'
>;

/**
 * The rundown figures of the header (timing.md, "Rundown figures"), in reading order: durations, then
 * the signed differences (coloured over/under). The screen and the printed page show the same list.
 */
export const HEADER_FIGURES: readonly { key: HeaderFigure; diff?: boolean }[] = [
  { key: 'duration' },
  { key: 'commercialTotal' },
  { key: 'fullEstimated' },
  { key: 'fullProduction' },
  { key: 'approvedProduction' },
  { key: 'fullTotal' },
  { key: 'approvedTotal' },
  { key: 'fullDiff', diff: true },
  { key: 'approvedDiff', diff: true },
  { key: 'productionFullDiff', diff: true },
  { key: 'productionApprovedDiff', diff: true },
];
