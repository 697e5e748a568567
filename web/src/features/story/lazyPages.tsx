/**
 * The story pages, loaded on first use: the editor (TipTap and ProseMirror) is a large part of the app
 * that the rundown and the other screens never need.
 */
import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/Spinner';

const StoryPage = lazy(() => import('./StoryPage').then((m) => ({ default: m.StoryPage })));
const StoryInRundownPage = lazy(() => import('./StoryInRundownPage').then((m) => ({ default: m.StoryInRundownPage })));

/** `/story/:storyId`. */
export function LazyStoryPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <StoryPage />
    </Suspense>
  );
}

/** `/rundown/:date/:programId/:blockId/stories/:storyId`. */
export function LazyStoryInRundownPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <StoryInRundownPage />
    </Suspense>
  );
}
