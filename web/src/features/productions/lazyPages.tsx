/** The production (checklist) screens, loaded on first use. */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Spinner } from '../../shared/ui/Spinner';

const ProductionsPage = lazy(() => import('./ProductionsPage').then((m) => ({ default: m.ProductionsPage })));
const ProductionPage = lazy(() => import('./ProductionPage').then((m) => ({ default: m.ProductionPage })));
const NewProductionPage = lazy(() => import('./NewProductionPage').then((m) => ({ default: m.NewProductionPage })));
const ProductionEditPage = lazy(() => import('./ProductionEditPage').then((m) => ({ default: m.ProductionEditPage })));

function loaded(Page: LazyExoticComponent<ComponentType>) {
  return function LazyPage() {
    return (
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    );
  };
}

/** `/productions`. */
export const LazyProductionsPage = loaded(ProductionsPage);
/** `/productions/production/:id`. */
export const LazyProductionPage = loaded(ProductionPage);
/** `/productions/newProduction`. */
export const LazyNewProductionPage = loaded(NewProductionPage);
/** `/productions/editProduction/:id`. */
export const LazyProductionEditPage = loaded(ProductionEditPage);
