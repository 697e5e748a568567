/**
 * /rounds (ROUND read): the rounds of a day, of one program or of all the caller may see. The day and
 * program are in the address (`?date=&programId=`), so a link or a reload shows the same list. Each row
 * shows the shift, how many calls are made and how many brought news; it opens the round. Writers start
 * a new one; the trash lists deleted ones (writers restore them). The list follows everyone's changes
 * live (useRoundsLive): a call noted on a phone moves the count at once.
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
import { useNames } from '../users/useNames';
import { NEW_ROUND_PATH } from './paths';
import { RoundsFilters } from './RoundsFilters';
import { useRoundsOfDayQuery } from './roundsApi';
import { RoundsTable } from './RoundsTable';
import { RoundsTrash, type RoundNotice } from './RoundsTrash';
import { useRoundsLive } from './useRoundsLive';
import './rounds.css';

type View = 'list' | 'trash';

export function RoundsPage() {
  const { t } = useTranslation('round');
  const { data: me } = useMeQuery();
  const canWrite = hasRole(me?.roles, ROLES.roundWrite);
  // The names the rows show, asked for with the page.
  useNames();
  useRoundsLive(hasRole(me?.roles, ROLES.roundRead));
  const [params, setParams] = useSearchParams();
  const day = dayOfUrl(params);
  const [view, setView] = useState<View>('list');
  const [notice, setNotice] = useState<RoundNotice | null>(null);
  const change = (next: Partial<DocumentDay>) => setParams(urlOfDay({ ...day, ...next }), { replace: true });
  const newPath = `${NEW_ROUND_PATH}?${new URLSearchParams(urlOfDay(day))}`;

  return (
    <section className="page rounds-page" data-testid="rounds-page">
      <header className="page-heading rounds-heading">
        <div>
          <h1>{t('title')}</h1>
          <p className="muted">{t('intro')}</p>
        </div>
        {canWrite && (
          <div className="page-actions">
            <Link to={newPath} className="btn btn-primary" data-testid="round-new">
              {t('new')}
            </Link>
          </div>
        )}
      </header>
      <div className="chips" role="group" aria-label={t('views.label')}>
        {(['list', 'trash'] as const).map((v) => (
          <button key={v} type="button" className="chip" aria-pressed={view === v} onClick={() => setView(v)} data-testid={`rounds-view-${v}`}>
            {t(`views.${v}`)}
          </button>
        ))}
      </div>
      {notice && (
        <p className="form-notice" role="status" data-testid="rounds-notice" data-notice={notice.kind}>
          {t(`notices.${notice.kind}`, { count: notice.count })}
        </p>
      )}
      {view === 'trash' ? (
        <RoundsTrash canWrite={canWrite} onNotice={setNotice} />
      ) : (
        <>
          <RoundsFilters day={day} onChange={change} />
          <DayList day={day} />
        </>
      )}
    </section>
  );
}

function DayList({ day }: { day: DocumentDay }) {
  const { t } = useTranslation('round');
  const { data, error, isLoading } = useRoundsOfDayQuery(day, { refetchOnMountOrArgChange: true });
  if (isLoading) return <Spinner />;
  if (!data) return <ErrorMessage code={errorCodeOf(error)} />;
  if (data.length === 0)
    return (
      <p className="muted" data-testid="rounds-empty">
        {t('empty')}
      </p>
    );
  return <RoundsTable rounds={data} />;
}
