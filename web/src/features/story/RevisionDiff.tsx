import type { StoryId } from '@newsroom/api';
import { DiffView } from './Revisions';
import { useStoryRevisionQuery } from './storyApi';

/**
 * The line diff from a revision to the current saved text (`GET /api/stories/{id}/revisions/{n}`): lines
 * only in the revision in red, lines added since in green. `[KIND]` lines start items, `[...]` are comments.
 */
export function RevisionDiff({ storyId, number, current, onClose }: { storyId: StoryId; number: number; current: number; onClose: () => void }) {
  const { data, error, isFetching } = useStoryRevisionQuery({ id: storyId, number, current });
  return <DiffView number={number} diff={data?.diff} error={error} loading={isFetching} onClose={onClose} />;
}
