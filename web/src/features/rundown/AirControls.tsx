/**
 * The on-air pieces of a grid row (a story or a break): the tally that shows its display status, and the
 * three buttons that set it. PLAY is the red tally of the item on air, STOP the dimmed item that aired
 * with its stop time, BLANK nothing (or NEXT on the story "take next" would play).
 */
import { useTranslation } from 'react-i18next';
import type { DisplayStatus } from '@newsroom/api';
import { ClearIcon, PlayIcon, StopIcon } from '../../shared/ui/icons';

interface StatusProps {
  status: DisplayStatus;
  stopTime: string | null;
  /** The story "take next" (N) would play. */
  next?: boolean;
  testId: string;
}

export function AirStatus({ status, stopTime, next = false, testId }: StatusProps) {
  const { t } = useTranslation('rundown');
  if (status === 'PLAY') {
    return (
      <span className="air-status play" data-testid={testId} data-status="PLAY" title={t('display.status.PLAY')}>
        <span className="tally-dot" aria-hidden="true" />
        {t('display.onAir')}
      </span>
    );
  }
  if (status === 'STOP') {
    const title = stopTime ? t('display.stoppedAt', { time: stopTime }) : t('display.status.STOP');
    return (
      <span className="air-status stop" data-testid={testId} data-status="STOP" title={title} aria-label={title}>
        <StopIcon />
        <span className="num">{stopTime ?? '—'}</span>
      </span>
    );
  }
  return (
    <span className={`air-status blank${next ? ' next' : ''}`} data-testid={testId} data-status="BLANK" data-next={next || undefined}>
      {next ? t('display.next') : ''}
    </span>
  );
}

const BUTTONS = [
  { status: 'PLAY', Icon: PlayIcon },
  { status: 'STOP', Icon: StopIcon },
  { status: 'BLANK', Icon: ClearIcon },
] as const;

interface ButtonsProps {
  status: DisplayStatus;
  onSet: (status: DisplayStatus) => void;
  /** `story-7` gives `story-play-7`, `story-stop-7`, `story-blank-7`. */
  testIdOf: (status: DisplayStatus) => string;
  /** Whose status it is, for the labels: a story or a break. */
  what: 'story' | 'break';
}

/** PLAY / STOP / BLANK for one item; the current status is shown pressed. */
export function AirButtons({ status, onSet, testIdOf, what }: ButtonsProps) {
  const { t } = useTranslation('rundown');
  return (
    <span className="air-buttons" role="group" aria-label={t('display.group')}>
      {BUTTONS.map(({ status: s, Icon }) => {
        const label = t(`display.set.${what}.${s}`);
        return (
          <button
            key={s}
            type="button"
            className={`icon-btn air-btn air-${s.toLowerCase()}`}
            aria-pressed={status === s}
            disabled={status === s}
            onClick={() => onSet(s)}
            data-testid={testIdOf(s)}
            title={label}
            aria-label={label}
          >
            <Icon />
          </button>
        );
      })}
    </span>
  );
}
