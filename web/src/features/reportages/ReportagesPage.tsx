/**
 * /reportages (web.md section 2, "list of news reports", news report read): the reportages the filter
 * finds (slug, content, reporter, program or all programs, day), newest day first, fifteen a page; the
 * filter is in the address, so a link or a reload shows the same page (/reportages/reportageFilter leads
 * here). With a day chosen, the day's counter by state stands above the list (DocumentCounterStrip).
 * Writers write a new one, set the state of the selected ones, copy them to another day, mail them and
 * move them to the trash, and restore them from it; NEWS_REPORT admins approve and disapprove them. The
 * list and the counter follow everyone's changes live (useReportagesLive).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorCodeOf } from '@newsroom/api';
import { shiftDate, todayIso } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Pager } from '../../shared/ui/Pager';
import { Spinner } from '../../shared/ui/Spinner';
import { useDebouncedValue } from '../../shared/ui/useDebouncedValue';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { DocumentCounterStrip } from '../documents/DocumentCounterStrip';
import { CopyMailNoticeLine } from '../documents/DocumentNotices';
import type { BulkNotice } from './ReportageBulkActions';
import { ReportagesFilters } from './ReportagesFilters';
import { ReportagesTable } from './ReportagesTable';
import { ReportagesTrash } from './ReportagesTrash';
import { NEW_REPORTAGE_PATH } from './paths';
import { filterOfUrl, REPORTAGES_PAGE_SIZE, urlOfFilter, type ReportageFilter } from './reportageFilter';
import { useCountReportagesQuery, useReportagePageQuery } from './reportagesApi';
import { useReportagesLive } from './useReportagesLive';
import './reportages.css';

const TYPING_DELAY_MS = 250;
type View = 'list' | 'trash';

export function ReportagesPage() {
  const { t } = useTranslation('reportage');
  const { data: me } = useMeQuery();
  const canWrite = hasRole(me?.roles, ROLES.newsReportWrite);
  const canApprove = hasRole(me?.roles, ROLES.newsReportAdmin);
  // Other users' changes reach the list as they are made.
  useReportagesLive(hasRole(me?.roles, ROLES.newsReportRead));
  const [params, setParams] = useSearchParams();
  const filter = filterOfUrl(params);
  const [view, setView] = useState<View>('list');
  const [notice, setNotice] = useState<BulkNotice | null>(null);
  // Any change of a condition starts from the first page; the texts are asked for once the typing pauses.
  const change = (next: Partial<ReportageFilter>) => setParams(urlOfFilter({ ...filter, page: 0, ...next }), { replace: true });
  const slug = useDebouncedValue(filter.slug, TYPING_DELAY_MS);
  const content = useDebouncedValue(filter.content, TYPING_DELAY_MS);

  return (
    <section className="page reportages-page" data-testid="reportages-page">
      <header className="page-heading reportages-heading">
        <div>
          <h1>{t('title')}</h1>
          <p className="muted">{t('intro')}</p>
        </div>
        {canWrite && (
          <Link to={NEW_REPORTAGE_PATH} className="btn btn-primary" data-testid="reportage-new">
            {t('new')}
          </Link>
        )}
      </header>
      <div className="chips" role="group" aria-label={t('views.label')}>
        {(['list', 'trash'] as const).map((v) => (
          <button key={v} type="button" className="chip" aria-pressed={view === v} onClick={() => setView(v)} data-testid={`reportages-view-${v}`}>
            {t(`views.${v}`)}
          </button>
        ))}
      </div>
      {view === 'list' && <ReportagesFilters filter={filter} onChange={change} />}
      {notice && <NoticeLine notice={notice} onShowDay={(date) => change({ date })} />}
      {view === 'trash' ? (
        <ReportagesTrash canWrite={canWrite} onNotice={setNotice} />
      ) : (
        <ReportageList filter={{ ...filter, slug, content }} onPage={(page) => change({ page })} canWrite={canWrite} canApprove={canApprove} onNotice={setNotice} />
      )}
    </section>
  );
}

function ReportageList({ filter, onPage, canWrite, canApprove, onNotice }: { filter: ReportageFilter; onPage: (page: number) => void; canWrite: boolean; canApprove: boolean; onNotice: (n: BulkNotice) => void }) {
  const { t } = useTranslation('reportage');
  const { data, error, isLoading } = useReportagePageQuery(filter, { refetchOnMountOrArgChange: true });
  // The counter is a day's: none without a day in the filter.
  const { data: counter } = useCountReportagesQuery({ date: filter.date, programId: filter.programId }, { skip: !filter.date, refetchOnMountOrArgChange: true });
  if (isLoading) return <Spinner />;
  if (!data) return <ErrorMessage code={errorCodeOf(error)} />;
  return (
    <>
      {filter.date && <DocumentCounterStrip kind="reportages" counter={counter} />}
      {data.data.length === 0 ? (
        <p className="muted" data-testid="reportages-empty">
          {t('empty')}
        </p>
      ) : (
        <ReportagesTable reportages={data.data} canWrite={canWrite} canApprove={canApprove} copyDate={shiftDate(filter.date || todayIso(), 1)} onNotice={onNotice} />
      )}
      <Pager page={filter.page} total={data.total} onPage={onPage} testId="reportages-pager" pageSize={REPORTAGES_PAGE_SIZE} />
    </>
  );
}

function NoticeLine({ notice, onShowDay }: { notice: BulkNotice; onShowDay: (date: string) => void }) {
  const { t } = useTranslation('reportage');
  if (notice.kind === 'copied' || notice.kind === 'mailed') return <CopyMailNoticeLine kind="reportages" notice={notice} onShowDay={onShowDay} />;
  const text = notice.kind === 'stateSet' ? t('notices.stateSet', { count: notice.count, state: t(`states.${notice.state}`) }) : t(`notices.${notice.kind}`, { count: notice.count });
  return (
    <p className="form-notice" role="status" data-testid="reportages-notice" data-notice={notice.kind}>
      {text}
    </p>
  );
}
