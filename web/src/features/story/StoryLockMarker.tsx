import { useTranslation } from 'react-i18next';
import type { StoryLock } from '@newsroom/api';
import { formatInstant } from '@newsroom/time';
import { useMeQuery } from '../auth/authApi';
import './storyLink.css';

/**
 * The lock marker of a rundown row: a padlock and who is editing the story's text ("you" for the
 * signed-in user, in this tab or another), with since when in its title.
 */
export function StoryLockMarker({ lock }: { lock: StoryLock }) {
  const { t, i18n } = useTranslation('story');
  const { data: me } = useMeQuery();
  const mine = me?.id === lock.userId;
  const since = formatInstant(lock.since, i18n.language).time;
  const title = mine ? t('lock.markerYouTitle', { since }) : t('lock.markerTitle', { name: lock.nickname, since });
  return (
    <span className={`story-lock${mine ? ' mine' : ''}`} title={title} aria-label={title} role="img" data-testid={`story-lock-${lock.storyId}`} data-holder={lock.nickname}>
      <LockIcon size={12} />
      <span className="story-lock-name">{mine ? t('lock.you') : lock.nickname}</span>
    </span>
  );
}

/** A closed padlock. */
export function LockIcon({ size = 14 }: { size?: number }) {
  return (
    <svg className="icon lock-icon" width={size} height={size} viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <rect x="3" y="7" width="10" height="7" rx="1.5" />
      <path d="M5.5 7V5a2.5 2.5 0 0 1 5 0v2" />
    </svg>
  );
}
