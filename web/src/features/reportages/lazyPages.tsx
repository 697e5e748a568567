/** The reportage screens, loaded on first use. */
import { lazy } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loadedOnFirstUse } from '../../shared/ui/lazyPage';
import { REPORTAGES_PATH } from './paths';

const ReportagesPage = lazy(() => import('./ReportagesPage').then((m) => ({ default: m.ReportagesPage })));
const ReportagePage = lazy(() => import('./ReportagePage').then((m) => ({ default: m.ReportagePage })));
const NewReportagePage = lazy(() => import('./NewReportagePage').then((m) => ({ default: m.NewReportagePage })));
const ReportageEditPage = lazy(() => import('./ReportageEditPage').then((m) => ({ default: m.ReportageEditPage })));
const ReportageSectionEditPage = lazy(() => import('./ReportageSectionEditPage').then((m) => ({ default: m.ReportageSectionEditPage })));
const ReportagePrompterPage = lazy(() => import('./ReportagePrompterPage').then((m) => ({ default: m.ReportagePrompterPage })));
const ReportageGraphicsPage = lazy(() => import('./graphics/ReportageGraphicsPage').then((m) => ({ default: m.ReportageGraphicsPage })));

/** `/reportages`. */
export const LazyReportagesPage = loadedOnFirstUse(ReportagesPage);
/** `/reportages/reportageView/:id`. */
export const LazyReportagePage = loadedOnFirstUse(ReportagePage);
/** `/reportages/newReportage`. */
export const LazyNewReportagePage = loadedOnFirstUse(NewReportagePage);
/** `/reportages/editReportage/:id`. */
export const LazyReportageEditPage = loadedOnFirstUse(ReportageEditPage);
/** `/reportages/editReportageItem/:id?section=`. */
export const LazyReportageSectionEditPage = loadedOnFirstUse(ReportageSectionEditPage);
/** `/reportages/tpMode/:id`. */
export const LazyReportagePrompterPage = loadedOnFirstUse(ReportagePrompterPage);
/** `/reportages/editCg/:id`. */
export const LazyReportageGraphicsPage = loadedOnFirstUse(ReportageGraphicsPage);

/** `/reportages/reportageFilter` (web.md section 2, "filter"): the list's filter, which is part of the list; its query is kept. */
export function ReportageFilterRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${REPORTAGES_PATH}${search}`} replace />;
}
