/** The print view, loaded on first use (with its print stylesheet). */
import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/Spinner';

const PrintPage = lazy(() => import('./PrintPage').then((m) => ({ default: m.PrintPage })));

/** `/rundown/:date/:programId/print`. */
export function LazyPrintPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <PrintPage />
    </Suspense>
  );
}
