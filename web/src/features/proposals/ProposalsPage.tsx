/**
 * /proposals (ASSIGNMENT_PROPOSAL read): the assignment proposals of a day, of one program or of all the
 * caller may see; the day and program are in the address (`?date=&programId=`, today and every program
 * without them), so a link or a reload shows the same list. The pending ones come first, for the desk to
 * answer: assignment writers accept one (an assignment is made of it, offered at once) or decline it with
 * an answer; its owner (or a proposal admin) edits it while pending and moves it to the trash. Proposal
 * writers send a new one (for the day shown when it is later than today, else tomorrow). The trash lists
 * the deleted ones. The list follows everyone's changes live (useProposalsLive): a proposal sent from a
 * phone shows at once, and so does the desk's answer on the proposer's screen.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { errorCodeOf } from '@newsroom/api';
import { todayIso } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { dayOfUrl, urlOfDay, type DocumentDay } from '../documents/day';
import { useNames } from '../users/useNames';
import { NEW_PROPOSAL_PATH } from './paths';
import { ProposalNoticeBar } from './ProposalNoticeBar';
import { newProposalDay } from './proposals';
import { ProposalsFilters } from './ProposalsFilters';
import { useProposalsOfDayQuery } from './proposalsApi';
import { ProposalsTable } from './ProposalsTable';
import { ProposalsTrash } from './ProposalsTrash';
import type { ProposalNotice } from './notice';
import { useProposalsLive } from './useProposalsLive';
import './proposals.css';

type View = 'list' | 'trash';

export function ProposalsPage() {
  const { t } = useTranslation('proposals');
  const { data: me } = useMeQuery();
  const canWrite = hasRole(me?.roles, ROLES.proposalWrite);
  // The program names the rows show, asked for with the page.
  useNames();
  useProposalsLive(hasRole(me?.roles, ROLES.proposalRead));
  const [params, setParams] = useSearchParams();
  const day = dayOfUrl(params);
  const [view, setView] = useState<View>('list');
  // What the form (or a proposal's page) said when it brought the user back here (sent, saved, trashed): said once, not again on a reload.
  const location = useLocation();
  const navigate = useNavigate();
  const [notice, setNotice] = useState<ProposalNotice | null>(() => (location.state as { notice?: ProposalNotice } | null)?.notice ?? null);
  useEffect(() => {
    if (location.state) void navigate({ search: location.search }, { replace: true, state: null });
  }, [location.state, location.search, navigate]);
  const change = (next: Partial<DocumentDay>) => setParams(urlOfDay({ ...day, ...next }), { replace: true });
  const newPath = `${NEW_PROPOSAL_PATH}?${new URLSearchParams(urlOfDay({ ...day, date: newProposalDay(day.date, todayIso()) }))}`;

  return (
    <section className="page proposals-page" data-testid="proposals-page">
      <header className="page-heading proposals-heading">
        <div>
          <h1>{t('title')}</h1>
          <p className="muted">{t('intro')}</p>
        </div>
        <div className="page-actions">
          {canWrite && (
            <Link to={newPath} className="btn btn-primary" data-testid="proposal-new">
              {t('new')}
            </Link>
          )}
        </div>
      </header>
      <div className="chips" role="group" aria-label={t('views.label')}>
        {(['list', 'trash'] as const).map((v) => (
          <button key={v} type="button" className="chip" aria-pressed={view === v} onClick={() => setView(v)} data-testid={`proposals-view-${v}`}>
            {t(`views.${v}`)}
          </button>
        ))}
      </div>
      {notice && <ProposalNoticeBar notice={notice} onDismiss={() => setNotice(null)} />}
      {view === 'trash' ? (
        <ProposalsTrash canWrite={canWrite} onNotice={setNotice} />
      ) : (
        <>
          <ProposalsFilters day={day} onChange={change} />
          <DayList day={day} onNotice={setNotice} />
        </>
      )}
    </section>
  );
}

function DayList({ day, onNotice }: { day: DocumentDay; onNotice: (notice: ProposalNotice) => void }) {
  const { t } = useTranslation('proposals');
  const { data, error, isLoading } = useProposalsOfDayQuery(day, { refetchOnMountOrArgChange: true });
  if (isLoading) return <Spinner />;
  if (!data) return <ErrorMessage code={errorCodeOf(error)} />;
  if (data.length === 0)
    return (
      <p className="muted" data-testid="proposals-empty">
        {t('empty')}
      </p>
    );
  return <ProposalsTable proposals={data} onNotice={onNotice} />;
}
