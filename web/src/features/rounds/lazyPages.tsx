/** The round screens, loaded on first use. */
import { lazy } from 'react';
import { loadedOnFirstUse } from '../../shared/ui/lazyPage';

const RoundsPage = lazy(() => import('./RoundsPage').then((m) => ({ default: m.RoundsPage })));
const RoundPage = lazy(() => import('./RoundPage').then((m) => ({ default: m.RoundPage })));
const NewRoundPage = lazy(() => import('./NewRoundPage').then((m) => ({ default: m.NewRoundPage })));
const RoundEditPage = lazy(() => import('./RoundEditPage').then((m) => ({ default: m.RoundEditPage })));

/** `/rounds`. */
export const LazyRoundsPage = loadedOnFirstUse(RoundsPage);
/** `/rounds/round/:id`. */
export const LazyRoundPage = loadedOnFirstUse(RoundPage);
/** `/rounds/newRound`. */
export const LazyNewRoundPage = loadedOnFirstUse(NewRoundPage);
/** `/rounds/editRound/:id`. */
export const LazyRoundEditPage = loadedOnFirstUse(RoundEditPage);
