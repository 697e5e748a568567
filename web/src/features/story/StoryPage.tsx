import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import type { StoryId } from '@newsroom/api';
import { idParam } from './paths';
import { StoryEditor } from './StoryEditor';

/** `/story/:storyId`: the story editor alone, with a link to the story in its rundown. */
export function StoryPage() {
  const { storyId } = useParams();
  const id = idParam(storyId);
  if (id === null) return <BadAddress />;
  return (
    <div className="story-page-frame">
      <StoryEditor storyId={id as StoryId} mode="page" />
    </div>
  );
}

export function BadAddress() {
  const { t } = useTranslation('story');
  return (
    <div className="page-state" data-testid="story-status" data-status="bad-address">
      <p>{t('badAddress')}</p>
      <Link className="btn" to="/rundown">
        {t('toRundowns')}
      </Link>
    </div>
  );
}
