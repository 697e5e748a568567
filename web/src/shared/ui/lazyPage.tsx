/** A screen loaded on first use (its module is its own chunk): the spinner while it loads, then the screen. */
import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Spinner } from './Spinner';

/** `Page` (a `React.lazy` screen) as a route's element. */
export function loadedOnFirstUse(Page: LazyExoticComponent<ComponentType>) {
  return function LazyPage() {
    return (
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    );
  };
}
