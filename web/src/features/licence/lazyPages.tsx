/** The licence page, loaded on first use. */
import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/Spinner';

const LicencePage = lazy(() => import('./LicencePage').then((m) => ({ default: m.LicencePage })));

/** `/admin/licence`. */
export function LazyLicencePage() {
  return (
    <Suspense fallback={<Spinner />}>
      <LicencePage />
    </Suspense>
  );
}
