/** The production (checklist) screens, loaded on first use. */
import { lazy } from 'react';
import { loadedOnFirstUse } from '../../shared/ui/lazyPage';

const ProductionsPage = lazy(() => import('./ProductionsPage').then((m) => ({ default: m.ProductionsPage })));
const ProductionPage = lazy(() => import('./ProductionPage').then((m) => ({ default: m.ProductionPage })));
const NewProductionPage = lazy(() => import('./NewProductionPage').then((m) => ({ default: m.NewProductionPage })));
const ProductionEditPage = lazy(() => import('./ProductionEditPage').then((m) => ({ default: m.ProductionEditPage })));

/** `/productions`. */
export const LazyProductionsPage = loadedOnFirstUse(ProductionsPage);
/** `/productions/production/:id`. */
export const LazyProductionPage = loadedOnFirstUse(ProductionPage);
/** `/productions/newProduction`. */
export const LazyNewProductionPage = loadedOnFirstUse(NewProductionPage);
/** `/productions/editProduction/:id`. */
export const LazyProductionEditPage = loadedOnFirstUse(ProductionEditPage);
