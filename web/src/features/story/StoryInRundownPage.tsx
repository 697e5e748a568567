import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAppDispatch } from '../../app/hooks';
import type { StoryId } from '@newsroom/api';
import { RundownPage } from '../rundown/RundownPage';
import { storySelected } from '../rundown/rundownUiSlice';
import { idParam } from './paths';
import { StoryEditor } from './StoryEditor';
import { BadAddress } from './StoryPage';

/**
 * `/rundown/:date/:programId/:blockId/stories/:storyId`: the story in context, its editor as a panel on the
 * right of the live rundown, whose row is selected. Closing it goes back to the rundown alone.
 */
export function StoryInRundownPage() {
  const { date, programId, storyId } = useParams();
  const id = idParam(storyId);
  const navigate = useNavigate();
  const dispatch = useAppDispatch();

  useEffect(() => {
    if (id !== null) dispatch(storySelected(id as StoryId));
  }, [dispatch, id]);

  if (id === null) return <BadAddress />;
  return (
    <div className="story-in-rundown" data-testid="story-in-rundown">
      <div className="story-context">
        <RundownPage />
      </div>
      {/* Keys typed in the story stay there: the rundown's on-air shortcuts (document listeners) never see them. */}
      <aside className="story-panel" data-testid="story-panel" onKeyDown={(e) => e.stopPropagation()}>
        <StoryEditor key={id} storyId={id as StoryId} mode="panel" onClose={() => void navigate(`/rundown/${date}/${programId}`)} />
      </aside>
    </div>
  );
}
