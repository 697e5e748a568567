/**
 * /reportages/editReportage/:id (web.md section 2, "edit", news report write): loads the reportage and
 * takes its edit lock for this tab (the editor waits for the answer before it is drawn), then edits it
 * (ReportageEditor). Follows everyone's changes live; leaving gives the lock back.
 */
import { useParams } from 'react-router';
import { errorCodeOf, parseId, type DocumentId } from '@newsroom/api';
import { todayIso } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { LoadFailure } from '../story/LoadFailure';
import { ReportageEditor } from './ReportageEditor';
import { newReportageForm } from './reportageForm';
import { useReportageQuery } from './reportagesApi';
import { useReportageLock } from './useReportageLock';
import { useReportagesLive } from './useReportagesLive';

/** Not used by an existing reportage (its fields come from the server); kept stable for the editor. */
const UNUSED_START = newReportageForm(todayIso());

export function ReportageEditPage() {
  const id = parseId<DocumentId>(useParams().id);
  const { data: me } = useMeQuery();
  useReportagesLive(hasRole(me?.roles, ROLES.newsReportRead));
  const { data, error, isLoading, refetch } = useReportageQuery(id ?? (0 as DocumentId), { skip: id === null, refetchOnMountOrArgChange: true });
  const lock = useReportageLock(id !== null && hasRole(me?.roles, ROLES.newsReportWrite) ? id : null);

  if (id === null) return <ErrorMessage code="not_found" />;
  if (isLoading || (data && !lock.settled)) return <Spinner />;
  if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} testId="reportage-error" />;
  // A reportage that cannot be read again (404): it went to the trash meanwhile.
  const gone = Boolean(error) && errorCodeOf(error) === 'not_found';
  return <ReportageEditor key={id} reportage={data} lock={lock} start={UNUSED_START} gone={gone} />;
}
