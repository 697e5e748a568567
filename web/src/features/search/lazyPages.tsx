/** The general search, loaded on first use. */
import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/Spinner';

const SearchPage = lazy(() => import('./SearchPage').then((m) => ({ default: m.SearchPage })));

/** `/search`. */
export function LazySearchPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <SearchPage />
    </Suspense>
  );
}
