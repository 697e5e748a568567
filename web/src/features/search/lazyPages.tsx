/** The general search and the archive, loaded on first use. */
import { lazy, Suspense } from 'react';
import { Spinner } from '../../shared/ui/Spinner';

const SearchPage = lazy(() => import('./SearchPage').then((m) => ({ default: m.SearchPage })));
const ArchivePage = lazy(() => import('./ArchivePage').then((m) => ({ default: m.ArchivePage })));

/** `/search`. */
export function LazySearchPage() {
  return (
    <Suspense fallback={<Spinner />}>
      <SearchPage />
    </Suspense>
  );
}

/** `/archive`. */
export function LazyArchivePage() {
  return (
    <Suspense fallback={<Spinner />}>
      <ArchivePage />
    </Suspense>
  );
}
