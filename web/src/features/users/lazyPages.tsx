/** The user administration, loaded on first use. */
import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/Spinner';

const UsersPage = lazy(() => import('./UsersPage').then((m) => ({ default: m.UsersPage })));

/** `/admin/users`. */
export function LazyUsersPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <UsersPage />
    </Suspense>
  );
}
