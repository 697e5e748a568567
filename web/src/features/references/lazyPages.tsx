/** The reference data page, loaded on first use. */
import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/Spinner';

const ReferenceDataPage = lazy(() => import('./ReferenceDataPage').then((m) => ({ default: m.ReferenceDataPage })));

/** `/admin/registrations`. */
export function LazyReferenceDataPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <ReferenceDataPage />
    </Suspense>
  );
}
