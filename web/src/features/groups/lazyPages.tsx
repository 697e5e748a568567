/** The group administration, loaded on first use. */
import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/Spinner';

const GroupsPage = lazy(() => import('./GroupsPage').then((m) => ({ default: m.GroupsPage })));

/** `/admin/groups`. */
export function LazyGroupsPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <GroupsPage />
    </Suspense>
  );
}
