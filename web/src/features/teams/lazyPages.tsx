/** The teams schedule, loaded on first use. */
import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/Spinner';

const TeamsSchedulePage = lazy(() => import('./TeamsSchedulePage').then((m) => ({ default: m.TeamsSchedulePage })));

/** `/teams`. */
export function LazyTeamsSchedulePage() {
  return (
    <Suspense fallback={<Spinner />}>
      <TeamsSchedulePage />
    </Suspense>
  );
}
