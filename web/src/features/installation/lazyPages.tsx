/** The branches and the general settings, loaded on first use. */
import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/Spinner';

const BranchesPage = lazy(() => import('./BranchesPage').then((m) => ({ default: m.BranchesPage })));
const SettingsPage = lazy(() => import('./SettingsPage').then((m) => ({ default: m.SettingsPage })));

/** `/admin/branches`. */
export function LazyBranchesPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <BranchesPage />
    </Suspense>
  );
}

/** `/admin/settings`. */
export function LazySettingsPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <SettingsPage />
    </Suspense>
  );
}
