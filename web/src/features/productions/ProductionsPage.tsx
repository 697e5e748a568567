/**
 * /productions (PRODUCTION read): the checklists of a day, of one program or of all the caller may see;
 * "Only not done" leaves out those whose every task is done. The day, program and toggle are in the
 * address (`?date=&programId=&onlyNotDone=true`), so a link or a reload shows the same list. Each row
 * shows where the crew goes, when it leaves and is back, and how many tasks are done; it opens the
 * checklist. Writers make a new one; the trash lists deleted ones (writers restore them); PRODUCTION
 * admins keep the default tasks. The list follows everyone's changes live (useProductionsLive).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { errorCodeOf } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { useNames } from '../users/useNames';
import { NEW_PRODUCTION_PATH } from './paths';
import { dayOfUrl, urlOfDay } from './productionDay';
import { ProductionSettingsButton } from './ProductionSettings';
import { ProductionsFilters } from './ProductionsFilters';
import { useProductionsOfDayQuery, type ProductionDay } from './productionsApi';
import { ProductionsTable } from './ProductionsTable';
import { ProductionGridMail } from './ProductionGridMail';
import { ProductionsTrash, type ProductionNotice } from './ProductionsTrash';
import { useProductionsLive } from './useProductionsLive';
import './productions.css';

type View = 'list' | 'trash';

export function ProductionsPage() {
  const { t } = useTranslation('production');
  const { data: me } = useMeQuery();
  const canWrite = hasRole(me?.roles, ROLES.productionWrite);
  // The names the rows show, asked for with the page.
  useNames();
  // Other users' changes (a task ticked on a phone) reach the list as they are made.
  useProductionsLive(hasRole(me?.roles, ROLES.productionRead));
  const [params, setParams] = useSearchParams();
  const day = dayOfUrl(params);
  const [view, setView] = useState<View>('list');
  const [notice, setNotice] = useState<ProductionNotice | null>(null);
  const change = (next: Partial<ProductionDay>) => setParams(urlOfDay({ ...day, ...next }), { replace: true });
  const newPath = `${NEW_PRODUCTION_PATH}?${new URLSearchParams(urlOfDay({ ...day, onlyNotDone: false }))}`;

  return (
    <section className="page productions-page" data-testid="productions-page">
      <header className="page-heading productions-heading">
        <div>
          <h1>{t('title')}</h1>
          <p className="muted">{t('intro')}</p>
        </div>
        <div className="page-actions">
          {hasRole(me?.roles, ROLES.productionAdmin) && <ProductionSettingsButton />}
          {canWrite && (
            <Link to={newPath} className="btn btn-primary" data-testid="production-new">
              {t('new')}
            </Link>
          )}
        </div>
      </header>
      <div className="chips" role="group" aria-label={t('views.label')}>
        {(['list', 'trash'] as const).map((v) => (
          <button key={v} type="button" className="chip" aria-pressed={view === v} onClick={() => setView(v)} data-testid={`productions-view-${v}`}>
            {t(`views.${v}`)}
          </button>
        ))}
      </div>
      {notice && (
        <p className="form-notice" role="status" data-testid="productions-notice" data-notice={notice.kind}>
          {t(`notices.${notice.kind}`, { count: notice.count })}
        </p>
      )}
      {view === 'trash' ? (
        <ProductionsTrash canWrite={canWrite} date={day.date} onNotice={setNotice} />
      ) : (
        <>
          <ProductionsFilters day={day} onChange={change} />
          {canWrite && <ProductionGridMail date={day.date} onSent={(r) => setNotice({ kind: 'gridMailed', count: r.sentTo.length })} />}
          <DayList day={day} />
        </>
      )}
    </section>
  );
}

function DayList({ day }: { day: ProductionDay }) {
  const { t } = useTranslation('production');
  const { data, error, isLoading } = useProductionsOfDayQuery(day, { refetchOnMountOrArgChange: true });
  if (isLoading) return <Spinner />;
  if (!data) return <ErrorMessage code={errorCodeOf(error)} />;
  if (data.length === 0)
    return (
      <p className="muted" data-testid="productions-empty">
        {t(day.onlyNotDone ? 'emptyNotDone' : 'empty')}
      </p>
    );
  return <ProductionsTable productions={data} />;
}
