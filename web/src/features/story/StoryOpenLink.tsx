import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { Story } from '@newsroom/api';
import { storyInRundownPath } from './paths';
import './storyLink.css';

/**
 * The small "open" link of a rundown row: the story's editor beside the rundown, at
 * `/rundown/{date}/{programId}/{blockId}/stories/{id}` (the date and program are the page's own).
 */
export function StoryOpenLink({ story }: { story: Story }) {
  const { t } = useTranslation('story');
  const { date, programId, storyId } = useParams();
  if (!date || !programId) return null;
  const open = storyId === String(story.id);
  return (
    <Link
      className={`story-open-link${open ? ' open' : ''}`}
      to={storyInRundownPath(date, Number(programId), story.blockId, story.id)}
      aria-label={t('actions.openStory', { slug: story.slug })}
      title={t('actions.openStory', { slug: story.slug })}
      aria-current={open ? 'page' : undefined}
      data-testid={`story-open-${story.id}`}
    >
      <svg className="icon" width="14" height="14" viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
        <path d="M3 2.5h6.5L13 6v7.5H3z" />
        <path d="M9.5 2.5V6H13M5.5 9h5M5.5 11.5h3.5" />
      </svg>
    </Link>
  );
}
