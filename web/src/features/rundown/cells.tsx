/** Small display pieces of the rundown grid and header. */
import { useEffect, useRef, useState } from 'react';
import { formatDuration, formatSeconds, parseIsoDuration, parseUserDuration, signOf, toIsoDuration } from '@newsroom/time';

/** For EditableField: durations read as MM:SS and are typed as M:SS, H:MM:SS or seconds. */
export const durationFormat = (iso: string) => formatDuration(iso);
export const durationParse = (text: string): string | null => {
  const secs = parseUserDuration(text);
  return secs === null ? null : toIsoDuration(secs);
};

const tone = (sign: number) => (sign > 0 ? 'over' : sign < 0 ? 'under' : 'even');

/** A difference: `+01:30` over time (red), `-00:20` under (amber), `00:00` on time (green). */
export function Diff({ iso, testId, title }: { iso: string | null; testId?: string; title?: string }) {
  if (iso == null) return <span className="diff none" data-testid={testId}>—</span>;
  const sign = signOf(iso);
  return (
    <span className={`diff ${tone(sign)}`} data-testid={testId} title={title}>
      {sign > 0 ? '+' : ''}
      {formatDuration(iso)}
    </span>
  );
}

/** The estimated mode: estimated -> total, and total minus estimated. */
export function EstimateFigure({ estimated, total, testId, title }: { estimated: string; total: string; testId: string; title: string }) {
  const diff = (parseIsoDuration(total) ?? 0) - (parseIsoDuration(estimated) ?? 0);
  return (
    <span className="estimate-figure" data-testid={testId} title={title}>
      <span className="est">{formatDuration(estimated)}</span>
      <span className="arrow" aria-hidden="true">→</span>
      <span className="tot">{formatDuration(total)}</span>
      <span className={`diff ${tone(Math.sign(diff))}`}>
        {diff > 0 ? '+' : ''}
        {formatSeconds(diff)}
      </span>
    </span>
  );
}

/**
 * A figure of the timing column that flashes when its value changes: when an item goes off air the front
 * times after it re-anchor on its stop time (the server's timing), and the eye should catch it.
 */
export function LiveFigure({ text, testId }: { text: string; testId: string }) {
  const last = useRef(text);
  const [changes, setChanges] = useState(0);
  useEffect(() => {
    if (last.current === text) return;
    last.current = text;
    setChanges((n) => n + 1);
  }, [text]);
  return (
    <span key={changes} className={`num figure${changes ? ' changed' : ''}`} data-testid={testId}>
      {text}
    </span>
  );
}
