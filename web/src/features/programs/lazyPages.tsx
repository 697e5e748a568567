/** The program administration, loaded on first use. */
import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/Spinner';

const ProgramsPage = lazy(() => import('./ProgramsPage').then((m) => ({ default: m.ProgramsPage })));

/** `/admin/programs`. */
export function LazyProgramsPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <ProgramsPage />
    </Suspense>
  );
}
