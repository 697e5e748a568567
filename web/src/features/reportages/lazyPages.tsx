/** The reportage screens, loaded on first use. */
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../shared/ui/Spinner';
import { REPORTAGES_PATH } from './paths';

const ReportagesPage = lazy(() => import('./ReportagesPage').then((m) => ({ default: m.ReportagesPage })));
const ReportagePage = lazy(() => import('./ReportagePage').then((m) => ({ default: m.ReportagePage })));
const NewReportagePage = lazy(() => import('./NewReportagePage').then((m) => ({ default: m.NewReportagePage })));
const ReportageEditPage = lazy(() => import('./ReportageEditPage').then((m) => ({ default: m.ReportageEditPage })));
const ReportagePrompterPage = lazy(() => import('./ReportagePrompterPage').then((m) => ({ default: m.ReportagePrompterPage })));

function loaded(Page: LazyExoticComponent<ComponentType>) {
  return function LazyPage() {
    return (
      <Suspense fallback={<Spinner />}>
        <Page />
      </Suspense>
    );
  };
}

/** `/reportages`. */
export const LazyReportagesPage = loaded(ReportagesPage);
/** `/reportages/reportageView/:id`. */
export const LazyReportagePage = loaded(ReportagePage);
/** `/reportages/newReportage`. */
export const LazyNewReportagePage = loaded(NewReportagePage);
/** `/reportages/editReportage/:id`. */
export const LazyReportageEditPage = loaded(ReportageEditPage);
/** `/reportages/tpMode/:id`. */
export const LazyReportagePrompterPage = loaded(ReportagePrompterPage);

/** `/reportages/reportageFilter` (web.md section 2, "filter"): the list's filter, which is part of the list; its query is kept. */
export function ReportageFilterRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${REPORTAGES_PATH}${search}`} replace />;
}
