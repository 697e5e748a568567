/** The proposal screens, loaded on first use. */
import { lazy } from 'react';
import { loadedOnFirstUse } from '../../shared/ui/lazyPage';

const ProposalsPage = lazy(() => import('./ProposalsPage').then((m) => ({ default: m.ProposalsPage })));
const ProposalPage = lazy(() => import('./ProposalPage').then((m) => ({ default: m.ProposalPage })));
const NewProposalPage = lazy(() => import('./NewProposalPage').then((m) => ({ default: m.NewProposalPage })));
const ProposalEditPage = lazy(() => import('./ProposalEditPage').then((m) => ({ default: m.ProposalEditPage })));

/** `/proposals`. */
export const LazyProposalsPage = loadedOnFirstUse(ProposalsPage);
/** `/proposals/proposal/:id`. */
export const LazyProposalPage = loadedOnFirstUse(ProposalPage);
/** `/proposals/newProposal`. */
export const LazyNewProposalPage = loadedOnFirstUse(NewProposalPage);
/** `/proposals/editProposal/:id`. */
export const LazyProposalEditPage = loadedOnFirstUse(ProposalEditPage);
