/** The access log, loaded on first use. */
import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/Spinner';

const AccessLogsPage = lazy(() => import('./AccessLogsPage').then((m) => ({ default: m.AccessLogsPage })));

/** `/admin/access-logs`. */
export function LazyAccessLogsPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <AccessLogsPage />
    </Suspense>
  );
}
