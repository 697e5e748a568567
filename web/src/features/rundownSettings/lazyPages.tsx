/** The rundown settings, loaded on first use. */
import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/Spinner';

const RundownSettingsPage = lazy(() => import('./RundownSettingsPage').then((m) => ({ default: m.RundownSettingsPage })));

/** `/admin/rundown-settings`. */
export function LazyRundownSettingsPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <RundownSettingsPage />
    </Suspense>
  );
}
