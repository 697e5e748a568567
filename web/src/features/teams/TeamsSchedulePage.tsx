/**
 * /teams (team read; web.md "teams schedule"): the crews the desk sends out, a week at a time (the week
 * of `?date=`, this week without one, so a link or a reload shows the same week). Each team is a row,
 * each day a cell with its shift, members, notes, whether that day was changed on its own, and how many
 * of the day's assignments name it. Team writers make a new team, change a day ("Only this day") or
 * every day from one on ("From this day on"), rename a team and delete it from a day; readers see the
 * grid only. Everyone's changes arrive live (`/topic/teams`), and so do the counts when the user reads
 * assignments (`/topic/assignments`). "Print" puts the week's grid on paper or in a PDF through the
 * browser (the app's header, the stepper's buttons and the notices stay off the page).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Team } from '@newsroom/api';
import { formatDate } from '@newsroom/time';
import { useAssignmentsLive } from '../assignments/useAssignmentsLive';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { NewTeamDialog } from './NewTeamDialog';
import { TeamChangeDialog } from './TeamChangeDialog';
import { TeamRenameDialog } from './TeamRenameDialog';
import { TeamWeekGrid } from './TeamWeekGrid';
import { dayOfParams, mondayOf, type TeamRow } from './teamWeek';
import type { TeamNotice } from './useTeamForm';
import { WeekStepper } from './WeekStepper';
import './teams.css';

type Dialog = { kind: 'new' } | { kind: 'change'; team: Team } | { kind: 'rename'; row: TeamRow };

export function TeamsSchedulePage() {
  const { t, i18n } = useTranslation('teams');
  const { data: me } = useMeQuery();
  const canWrite = hasRole(me?.roles, ROLES.teamWrite);
  // The counts of the day's assignments follow other users' changes of assignments.
  useAssignmentsLive(hasRole(me?.roles, ROLES.assignmentRead));
  const [params, setParams] = useSearchParams();
  const date = dayOfParams(params);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<TeamNotice | null>(null);
  const done = (next: TeamNotice) => {
    setDialog(null);
    setNotice(next);
  };
  const open = (next: Dialog) => {
    setNotice(null);
    setDialog(next);
  };

  return (
    <section className="page teams-page" data-testid="teams-page">
      <header className="page-heading teams-heading">
        <div>
          <h1>{t('title')}</h1>
          <p className="muted">{t('intro')}</p>
        </div>
        <div className="page-actions">
          {/* The week on paper or as a PDF through the browser (mobile.md names a "team grid" export). */}
          <button type="button" className="btn" onClick={() => window.print()} data-testid="teams-print">
            {t('print')}
          </button>
          {canWrite && (
            <button type="button" className="btn btn-primary" onClick={() => open({ kind: 'new' })} data-testid="team-new">
              {t('new')}
            </button>
          )}
        </div>
      </header>
      <WeekStepper date={date} onDate={(next) => setParams({ date: next }, { replace: true })} />
      {notice && (
        <p className="form-notice" role="status" data-testid="teams-notice" data-notice={notice.kind}>
          {t(`notices.${notice.kind}`, { name: notice.name, date: formatDate(notice.date, i18n.language) })}
        </p>
      )}
      <TeamWeekGrid monday={mondayOf(date)} selected={date} canWrite={canWrite} onChange={(team) => open({ kind: 'change', team })} onRename={(row) => open({ kind: 'rename', row })} />
      {dialog?.kind === 'new' && <NewTeamDialog date={date} onClose={() => setDialog(null)} onCreated={(team) => done({ kind: 'created', name: team.name, date: team.date })} />}
      {dialog?.kind === 'change' && <TeamChangeDialog team={dialog.team} onClose={() => setDialog(null)} onDone={done} />}
      {dialog?.kind === 'rename' && (
        <TeamRenameDialog id={dialog.row.id} name={dialog.row.name} onClose={() => setDialog(null)} onRenamed={(name) => done({ kind: 'renamed', name, date })} />
      )}
    </section>
  );
}
