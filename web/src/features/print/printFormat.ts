/** Figures as the printed rundown writes them: durations `MM:SS`, differences signed, absent ones empty. */
import type { ItemFigures } from '@newsroom/api';
import { formatSeconds, parseIsoDuration } from '@newsroom/time';
import { figureText, type TimingMode } from '../rundown/timingMode';

const signed = (secs: number) => `${secs > 0 ? '+' : ''}${formatSeconds(secs)}`;

/** A difference: `+01:30` over, `-00:20` under, `00:00` even, `—` when there is none. */
export function diffText(iso: string | null | undefined): string {
  const secs = parseIsoDuration(iso);
  return secs == null ? '—' : signed(secs);
}

/**
 * The timing column of a row. In the `estimated` mode the column prints total minus estimated (the screen
 * draws estimated -> total, too wide for paper); items without figures (standby) print nothing.
 */
export function timingText(figures: ItemFigures | null | undefined, mode: TimingMode, estimated?: string, total?: string): string {
  if (mode !== 'estimated') return figureText(figures, mode);
  if (figures == null || estimated === undefined || total === undefined) return '';
  return signed((parseIsoDuration(total) ?? 0) - (parseIsoDuration(estimated) ?? 0));
}

/** The sum of durations as `MM:SS` (a script's reading time: head plus off). */
export function sumText(...isos: (string | null | undefined)[]): string {
  return formatSeconds(isos.reduce<number>((n, iso) => n + (parseIsoDuration(iso) ?? 0), 0));
}
