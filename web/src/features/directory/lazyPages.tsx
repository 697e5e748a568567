/** The directory service, loaded on first use. */
import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/Spinner';

const DirectoryPage = lazy(() => import('./DirectoryPage').then((m) => ({ default: m.DirectoryPage })));

/** `/admin/directory`. */
export function LazyDirectoryPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <DirectoryPage />
    </Suspense>
  );
}
