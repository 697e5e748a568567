import { useTranslation } from 'react-i18next';
import { formatInstant } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { LockIcon } from './StoryLockMarker';
import type { StoryLockControl } from './useStoryLock';
import './editing.css';

interface Props {
  lock: StoryLockControl;
  /** The signed-in user's id: a lock of theirs held elsewhere is "another tab or window". */
  me: number | undefined;
  /** Whose texts (`lock.*` keys): a story's, an assignment's, a reportage's, a production's or a report's. */
  ns?: 'story' | 'assignments' | 'reportage' | 'production' | 'report' | 'round';
}

/**
 * Why the text is read only, under the story's header: who is editing it and since when ("Being edited
 * by X", or "You are editing this story in another tab or window"), with Take over for writers; or that
 * the lock could not be asked for. Nothing while this tab holds the lock.
 */
export function LockBanner({ lock, me, ns = 'story' }: Props) {
  const { t, i18n } = useTranslation(ns);
  const { state, holder } = lock;
  if (state.status === 'held') return null;

  if (state.status === 'failed') {
    return (
      <div className="story-notice lock-banner" role="status" data-testid="lock-banner" data-state="failed">
        <span>{t('lock.failed')}</span>
        <button type="button" className="btn btn-small" onClick={lock.retry} data-testid="lock-retry">
          {t('lock.retry')}
        </button>
      </div>
    );
  }
  if (!holder) {
    // A reader with nobody editing, or a writer asking again for a lock just freed.
    if (state.status === 'readOnly') return null;
    return (
      <div className="story-notice lock-banner" role="status" data-testid="lock-banner" data-state={state.status}>
        <span>{state.status === 'opening' ? t('lock.opening') : t('lock.someone')}</span>
        {state.status !== 'opening' && <TakeOver lock={lock} label={t('lock.takeOver')} hint={t('lock.takeOverHint')} />}
      </div>
    );
  }

  const sameUser = me !== undefined && holder.userId === me;
  const since = formatInstant(holder.since, i18n.language).time;
  return (
    <div className={`story-notice lock-banner${sameUser ? ' same-user' : ''}`} role="status" data-testid="lock-banner" data-state={state.status} data-holder={holder.nickname} data-same-user={sameUser}>
      <LockIcon />
      <span>{sameUser ? t('lock.otherTab', { since }) : t('lock.beingEdited', { name: holder.nickname, since })}</span>
      {state.status !== 'readOnly' && <TakeOver lock={lock} label={sameUser ? t('lock.editHere') : t('lock.takeOver')} hint={t('lock.takeOverHint')} />}
      {lock.takeOverError && <ErrorMessage code={lock.takeOverError} testId="take-over-error" />}
    </div>
  );
}

function TakeOver({ lock, label, hint }: { lock: StoryLockControl; label: string; hint: string }) {
  return (
    <button type="button" className="btn btn-small btn-primary" onClick={() => void lock.takeOver()} disabled={lock.takingOver} title={hint} data-testid="take-over">
      {label}
    </button>
  );
}
