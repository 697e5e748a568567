/** The report screens, loaded on first use. */
import { lazy } from 'react';
import { loadedOnFirstUse } from '../../shared/ui/lazyPage';

const ReportsPage = lazy(() => import('./ReportsPage').then((m) => ({ default: m.ReportsPage })));
const ReportPage = lazy(() => import('./ReportPage').then((m) => ({ default: m.ReportPage })));
const NewReportPage = lazy(() => import('./NewReportPage').then((m) => ({ default: m.NewReportPage })));
const ReportEditPage = lazy(() => import('./ReportEditPage').then((m) => ({ default: m.ReportEditPage })));
const NewReportFromAssignmentPage = lazy(() => import('./NewReportFromAssignmentPage').then((m) => ({ default: m.NewReportFromAssignmentPage })));

/** `/reports`. */
export const LazyReportsPage = loadedOnFirstUse(ReportsPage);
/** `/reports/report/:id`. */
export const LazyReportPage = loadedOnFirstUse(ReportPage);
/** `/reports/newReport`. */
export const LazyNewReportPage = loadedOnFirstUse(NewReportPage);
/** `/reports/editReport/:id`. */
export const LazyReportEditPage = loadedOnFirstUse(ReportEditPage);
/** `/assignments/newReport/:id`. */
export const LazyNewReportFromAssignmentPage = loadedOnFirstUse(NewReportFromAssignmentPage);
