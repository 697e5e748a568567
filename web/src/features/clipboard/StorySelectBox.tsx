/**
 * The tick box of a story row: adds the story to, or takes it from, the stories the clipboard bar acts on.
 * Shift-click ticks (or unticks) every story from the one clicked before, in grid order.
 */
import { useContext } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { Story } from '@newsroom/api';
import { selectSelected, storyClicked } from './clipboardSlice';
import { GridOrderContext } from './gridOrder';

export function StorySelectBox({ story }: { story: Pick<Story, 'id' | 'slug'> }) {
  const { t } = useTranslation('rundown');
  const dispatch = useAppDispatch();
  const orderOf = useContext(GridOrderContext);
  const checked = useAppSelector((s) => selectSelected(s).includes(story.id));
  return (
    <input
      type="checkbox"
      className="story-check"
      checked={checked}
      onChange={(e) => {
        // A checkbox's change comes from a click (or the space key): its shift key says "range".
        const shift = (e.nativeEvent as Partial<MouseEvent>).shiftKey === true;
        dispatch(storyClicked({ id: story.id, shift, order: orderOf() }));
      }}
      onClick={(e) => e.stopPropagation()}
      aria-label={t('clipboard.select', { slug: story.slug })}
      title={t('clipboard.selectRangeHint')}
      data-testid={`story-check-${story.id}`}
    />
  );
}
