/** The CG list, loaded on first use. */
import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/Spinner';

const CgListPage = lazy(() => import('./CgListPage').then((m) => ({ default: m.CgListPage })));

/** `/rundown/:date/:programId/cg`. */
export function LazyCgListPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <CgListPage />
    </Suspense>
  );
}
