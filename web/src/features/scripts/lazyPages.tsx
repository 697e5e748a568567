/** The scripts screen, loaded on first use (with its stylesheet and the print view's script drawing). */
import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/Spinner';

const ScriptsPage = lazy(() => import('./ScriptsPage').then((m) => ({ default: m.ScriptsPage })));
const ScriptsRedirect = lazy(() => import('./ScriptsRedirect').then((m) => ({ default: m.ScriptsRedirect })));

/** `/scripts/:date/:programId`. */
export function LazyScriptsPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <ScriptsPage />
    </Suspense>
  );
}

/** `/scripts`: to today's scripts of the first program. */
export function LazyScriptsRedirect() {
  return (
    <Suspense fallback={<Spinner />}>
      <ScriptsRedirect />
    </Suspense>
  );
}
