/**
 * The teams of an assignment in its form: those that exist on its day, each by its name and its members'
 * nicknames (`Crew A (ana, bob)`), from the teams schedule (`GET /api/teams?date=&includeRecentDeactivations=true`,
 * following the form's date). A team chosen that was deleted since stays shown, marked, so it can be
 * taken off; one the list does not know shows by its id. The server's 422 on `teamIds` (a team that
 * does not exist on that day) shows under the list.
 */
import { useTranslation } from 'react-i18next';
import { CheckList } from '../../shared/ui/CheckList';
import { existsOn } from '../teams/teamWeek';
import { useTeamLabels } from '../teams/useTeamLabels';
import type { AssignmentForm } from './assignmentForm';

interface Props {
  form: AssignmentForm;
  set: <K extends keyof AssignmentForm>(field: K, value: AssignmentForm[K]) => void;
  errorOf: (field: string) => string | undefined;
}

export function AssignmentTeamsField({ form, set, errorOf }: Props) {
  const { t } = useTranslation('assignments');
  const { teams, labelOf } = useTeamLabels(form.date);
  const choices = (teams ?? [])
    .filter((team) => existsOn(team, form.date) || form.teamIds.includes(team.id))
    .map((team) => ({ id: team.id as number, label: existsOn(team, form.date) ? labelOf(team) : t('form.teamDeleted', { team: labelOf(team) }) }));
  const error = errorOf('teamIds');
  return (
    <fieldset className="form-section" data-testid="assignment-teams">
      <div className={`field${error ? ' has-error' : ''}`}>
        <span id="assignment-teamIds-label">{t('form.teamIds')}</span>
        <CheckList<number> labelledBy="assignment-teamIds-label" choices={choices} chosen={form.teamIds} onChange={(ids) => set('teamIds', ids)} emptyText={t('form.noTeams')} testId="assignment-teamIds" />
        {error && (
          <span className="field-error" data-testid="error-assignment-teamIds">
            {error}
          </span>
        )}
      </div>
    </fieldset>
  );
}
