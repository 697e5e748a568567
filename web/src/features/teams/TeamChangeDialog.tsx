/**
 * "Change team" (team write), opened from a cell of the schedule: the team's values on that day (shift,
 * members, notes) saved either for that day only (`one_day_change`) or for every day from it on
 * (`forward_change`: the forward changes from that day on give way, later one-day changes stay). "Delete from this day"
 * (confirmed) takes the team off from that day on; while an assignment on or after it names the team the
 * server refuses (409 `team_in_use`), which the dialog says in the catalogue's words.
 */
import { useTranslation } from 'react-i18next';
import { errorCodeOf, type CallError, type Team } from '@newsroom/api';
import { formatDate } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Modal } from '../../shared/ui/Modal';
import { formOfTeam, shiftInputOf, TEAM_FIELDS } from './teamForm';
import { TeamShiftFields } from './TeamShiftFields';
import { useChangeTeamMutation, useDeleteTeamMutation, type ChangeScope } from './teamsApi';
import { useTeamForm, type TeamNotice } from './useTeamForm';

interface Props {
  /** The team as it is on the day to change (`team.date`). */
  team: Team;
  onClose: () => void;
  onDone: (notice: TeamNotice) => void;
}

export function TeamChangeDialog({ team, onClose, onDone }: Props) {
  const { t, i18n } = useTranslation('teams');
  const { form, set, errorOf, others, failure, setFailure, run } = useTeamForm(formOfTeam(team), false);
  const [change, changing] = useChangeTeamMutation();
  const [remove, removing] = useDeleteTeamMutation();
  const busy = changing.isLoading || removing.isLoading;
  const day = formatDate(team.date, i18n.language);

  const save = async (scope: ChangeScope) => {
    const saved = await run((f) => change({ id: team.id, scope, input: shiftInputOf(f) }).unwrap());
    if (saved) onDone({ kind: scope, name: team.name, date: team.date });
  };

  const del = async () => {
    setFailure(null);
    if (!window.confirm(t('form.confirmDelete', { name: team.name, date: day }))) return;
    try {
      await remove({ id: team.id, date: team.date }).unwrap();
      onDone({ kind: 'deleted', name: team.name, date: team.date });
    } catch (err) {
      setFailure(errorCodeOf(err as CallError));
    }
  };

  return (
    <Modal id="team-change-title" title={t('form.changeTitle', { name: team.name })} closeLabel={t('close')} onClose={onClose} testId="team-change-dialog">
      <form className="dialog-form" onSubmit={(e) => e.preventDefault()} noValidate data-testid="team-change-form" data-team={team.id} data-date={team.date}>
        <p className="modal-intro">{t('form.changeIntro', { date: day })}</p>
        <fieldset className="form-section" disabled={busy}>
          <TeamShiftFields form={form} set={set} errorOf={errorOf} />
        </fieldset>
        {failure && <ErrorMessage code={failure} fields={others(TEAM_FIELDS)} testId="team-change-error" />}
        <footer className="modal-footer">
          <button type="button" className="btn btn-danger team-delete" onClick={() => void del()} disabled={busy} data-testid="team-delete">
            {t('form.delete')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="button" className="btn" onClick={() => void save('forward')} disabled={busy} data-testid="team-save-forward">
            {t('form.forward')}
          </button>
          <button type="button" className="btn btn-primary" onClick={() => void save('oneDay')} disabled={busy} data-testid="team-save-one-day">
            {t('form.oneDay')}
          </button>
        </footer>
      </form>
    </Modal>
  );
}
