/** The tick box of a story row: adds the story to, or takes it from, the stories the clipboard bar acts on. */
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { Story } from '../../shared/api/types';
import { selectSelected, storyToggled } from './clipboardSlice';

export function StorySelectBox({ story }: { story: Pick<Story, 'id' | 'slug'> }) {
  const { t } = useTranslation('rundown');
  const dispatch = useAppDispatch();
  const checked = useAppSelector((s) => selectSelected(s).includes(story.id));
  return (
    <input
      type="checkbox"
      className="story-check"
      checked={checked}
      onChange={() => dispatch(storyToggled(story.id))}
      onClick={(e) => e.stopPropagation()}
      aria-label={t('clipboard.select', { slug: story.slug })}
      data-testid={`story-check-${story.id}`}
    />
  );
}
