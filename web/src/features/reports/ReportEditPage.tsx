/**
 * /reports/editReport/:id (REPORT write): loads the report and takes its edit lock for this tab (the form
 * waits for the answer before it is drawn), then edits it (ReportEditor). Follows everyone's changes live;
 * leaving gives the lock back.
 */
import { useParams } from 'react-router';
import { errorCodeOf, parseId, type DocumentId } from '@newsroom/api';
import { todayIso } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { LoadFailure } from '../story/LoadFailure';
import { ReportEditor } from './ReportEditor';
import { newReportForm } from './reportForm';
import { useReportQuery } from './reportsApi';
import { useReportLock } from './useReportLock';
import { useReportsLive } from './useReportsLive';

/** Not used by an existing report (its fields come from the server); kept stable for the editor. */
const UNUSED_START = newReportForm(todayIso());

export function ReportEditPage() {
  const id = parseId<DocumentId>(useParams().id);
  const { data: me } = useMeQuery();
  useReportsLive(hasRole(me?.roles, ROLES.reportRead));
  const { data, error, isLoading, refetch } = useReportQuery(id ?? (0 as DocumentId), { skip: id === null, refetchOnMountOrArgChange: true });
  const lock = useReportLock(id !== null && hasRole(me?.roles, ROLES.reportWrite) ? id : null);

  if (id === null) return <ErrorMessage code="not_found" />;
  if (isLoading || (data && !lock.settled)) return <Spinner />;
  if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} testId="report-error" />;
  // A report that cannot be read again (404): it went to the trash meanwhile.
  const gone = Boolean(error) && errorCodeOf(error) === 'not_found';
  return <ReportEditor key={id} report={data} lock={lock} start={UNUSED_START} gone={gone} />;
}
