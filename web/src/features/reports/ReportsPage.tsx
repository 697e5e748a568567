/**
 * /reports (REPORT read): the reports of a day, of one program or of all the caller may see. The day and
 * program are in the address (`?date=&programId=`), so a link or a reload shows the same list. Each row
 * shows how many events the report has, from when to when, and their categories; it opens the report.
 * Writers write a new one for the day and program shown; the trash lists deleted ones (writers restore
 * them). The list follows everyone's changes live (useReportsLive).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorCodeOf } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { dayOfUrl, urlOfDay, type DocumentDay } from '../documents/day';
import { NEW_REPORT_PATH } from './paths';
import { ReportsFilters } from './ReportsFilters';
import { useReportsOfDayQuery } from './reportsApi';
import { ReportsTable } from './ReportsTable';
import { ReportsTrash, type ReportNotice } from './ReportsTrash';
import { useReportsLive } from './useReportsLive';
import './reports.css';

type View = 'list' | 'trash';

export function ReportsPage() {
  const { t } = useTranslation('report');
  const { data: me } = useMeQuery();
  const canWrite = hasRole(me?.roles, ROLES.reportWrite);
  // Other users' changes (an event added from a phone) reach the list as they are made.
  useReportsLive(hasRole(me?.roles, ROLES.reportRead));
  const [params, setParams] = useSearchParams();
  const day = dayOfUrl(params);
  const [view, setView] = useState<View>('list');
  const [notice, setNotice] = useState<ReportNotice | null>(null);
  const change = (next: Partial<DocumentDay>) => setParams(urlOfDay({ ...day, ...next }), { replace: true });
  const newPath = `${NEW_REPORT_PATH}?${new URLSearchParams(urlOfDay(day))}`;

  return (
    <section className="page reports-page" data-testid="reports-page">
      <header className="page-heading reports-heading">
        <div>
          <h1>{t('title')}</h1>
          <p className="muted">{t('intro')}</p>
        </div>
        <div className="page-actions">
          {canWrite && (
            <Link to={newPath} className="btn btn-primary" data-testid="report-new">
              {t('new')}
            </Link>
          )}
        </div>
      </header>
      <div className="chips" role="group" aria-label={t('views.label')}>
        {(['list', 'trash'] as const).map((v) => (
          <button key={v} type="button" className="chip" aria-pressed={view === v} onClick={() => setView(v)} data-testid={`reports-view-${v}`}>
            {t(`views.${v}`)}
          </button>
        ))}
      </div>
      {notice && (
        <p className="form-notice" role="status" data-testid="reports-notice" data-notice={notice.kind}>
          {t(`notices.${notice.kind}`, { count: notice.count })}
        </p>
      )}
      {view === 'trash' ? (
        <ReportsTrash canWrite={canWrite} onNotice={setNotice} />
      ) : (
        <>
          <ReportsFilters day={day} onChange={change} />
          <DayList day={day} />
        </>
      )}
    </section>
  );
}

function DayList({ day }: { day: DocumentDay }) {
  const { t } = useTranslation('report');
  const { data, error, isLoading } = useReportsOfDayQuery(day, { refetchOnMountOrArgChange: true });
  if (isLoading) return <Spinner />;
  if (!data) return <ErrorMessage code={errorCodeOf(error)} />;
  if (data.length === 0)
    return (
      <p className="muted" data-testid="reports-empty">
        {t('empty')}
      </p>
    );
  return <ReportsTable reports={data} />;
}
