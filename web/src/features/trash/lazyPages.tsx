/** The trash (stories, assignments, reportages), loaded on first use. */
import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/Spinner';

const TrashPage = lazy(() => import('./TrashPage').then((m) => ({ default: m.TrashPage })));

/** `/trash`. */
export function LazyTrashPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <TrashPage />
    </Suspense>
  );
}
