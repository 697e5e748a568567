/**
 * /reports/report/:id (REPORT read): one report: its fields (the categories its events name, who sees it,
 * the assignment it accounts for), its summary, its events as a timeline, its attachments and its
 * history. Writers edit it, set its state and move it to the trash. A private one the caller may not see
 * answers 404, like one that does not exist. Follows everyone's changes live: an event added elsewhere
 * shows at once.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { parseId, type DocumentId, type DocumentState } from '@newsroom/api';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { DocumentBody } from '../documents/DocumentBody';
import { DocumentHistory } from '../documents/DocumentHistory';
import { DocumentAttachments } from '../files/DocumentAttachments';
import { REPORTS_PATH } from './paths';
import { ReportActions } from './ReportActions';
import { ReportDetails } from './ReportDetails';
import { useReportQuery } from './reportsApi';
import { ReportTimeline } from './ReportTimeline';
import { useReportsLive } from './useReportsLive';
import './reports.css';

export function ReportPage() {
  const { t } = useTranslation('report');
  const id = parseId<DocumentId>(useParams().id);
  const { data: me } = useMeQuery();
  const canWrite = hasRole(me?.roles, ROLES.reportWrite);
  const query = useReportQuery(id ?? (0 as DocumentId), { skip: id === null, refetchOnMountOrArgChange: true });
  const { data } = query;
  const [stateSet, setStateSet] = useState<DocumentState | null>(null);
  // Someone else's change of it (an event added on a phone) shows at once.
  useReportsLive(hasRole(me?.roles, ROLES.reportRead));

  return (
    <section className="page reports-page" data-testid="report-page">
      <header className="page-heading reports-heading">
        <div>
          <Link to={data ? `${REPORTS_PATH}?date=${data.date}` : REPORTS_PATH} className="muted small" data-testid="report-back">
            ‹ {t('view.back')}
          </Link>
          <h1 data-testid="report-title">{data?.slug ?? t('title')}</h1>
        </div>
        {data && canWrite && <ReportActions report={data} onStateSet={setStateSet} />}
      </header>
      {stateSet && (
        <p className="form-notice" role="status" data-testid="report-notice">
          {t('notices.stateSet', { state: t(`states.${stateSet}`) })}
        </p>
      )}
      <DocumentBody id={id} query={query}>
        {(r) => (
          <div className="report-body">
            <ReportDetails report={r} />
            <ReportTimeline report={r} />
            <DocumentAttachments ids={r.attachmentIds} testId="report-attachments" />
            <DocumentHistory kind="reports" document={r} ns="report" prefix="report" />
          </div>
        )}
      </DocumentBody>
    </section>
  );
}
