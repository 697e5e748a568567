/** The assignment screens, loaded on first use. */
import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/Spinner';

const AssignmentsPage = lazy(() => import('./AssignmentsPage').then((m) => ({ default: m.AssignmentsPage })));
const AssignmentPage = lazy(() => import('./AssignmentPage').then((m) => ({ default: m.AssignmentPage })));

/** `/assignments`. */
export function LazyAssignmentsPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <AssignmentsPage />
    </Suspense>
  );
}

/** `/assignments/assignment/:id`. */
export function LazyAssignmentPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <AssignmentPage />
    </Suspense>
  );
}
