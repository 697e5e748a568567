/**
 * "Locks itself at 21:45": when the lock after the end is on (the rundown settings) and the rundown is not
 * displayed yet, the time it will lock itself, in the browser's time (with the date when it is not the
 * rundown's own). Nothing once that time has passed: the rundown locks within a minute, or an
 * administrator reopened it and it stays open.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rundown } from '@newsroom/api';
import { LockIcon } from '../../shared/ui/icons';
import { isOnDate, lockTimeOf } from '../rundownSettings/lockTime';
import { useRundownConfigQuery } from '../rundownSettings/rundownSettingsApi';

export function LockAtNotice({ rundown }: { rundown: Pick<Rundown, 'date' | 'start' | 'end' | 'displayed'> }) {
  const { t, i18n } = useTranslation('rundown');
  const { data: config } = useRundownConfigQuery(undefined, { skip: rundown.displayed });
  const at = config ? lockTimeOf(rundown, config.lockAfterEnd) : null;
  const passed = usePassed(at);
  if (rundown.displayed || !at || passed) return null;
  const time = new Intl.DateTimeFormat(i18n.language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
  const date = new Intl.DateTimeFormat(i18n.language, { day: 'numeric', month: 'short' }).format(at);
  return (
    <span className="lock-at muted" data-testid="rundown-lock-at" data-at={at.toISOString()} title={t('show.locksAtHint')}>
      <LockIcon />
      {isOnDate(at, rundown.date) ? t('show.locksAt', { time }) : t('show.locksOn', { date, time })}
    </span>
  );
}

/** The longest wait a timer takes (about 24 days); a lock further ahead is not watched. */
const MAX_WAIT = 2 ** 31 - 1;

/**
 * Whether the instant `at` has passed: at once when it had passed before the screen opened (no flash
 * of a time gone by), and turning true when it passes later (a timer, not a poll).
 */
function usePassed(at: Date | null): boolean {
  const time = at?.getTime() ?? null;
  const [passedAt, setPassedAt] = useState<number | null>(null);
  // When the screen opened: a lock time already gone by then is never drawn.
  const [openedAt] = useState(() => Date.now());
  useEffect(() => {
    if (time === null) return;
    const wait = time - Date.now();
    if (wait > MAX_WAIT) return;
    const timer = setTimeout(() => setPassedAt(time), Math.max(0, wait));
    return () => clearTimeout(timer);
  }, [time]);
  return time !== null && (passedAt === time || time <= openedAt);
}
