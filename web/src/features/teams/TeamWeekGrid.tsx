/**
 * The week of the teams schedule: one row per team that exists on a day of it (by name), one column per
 * day, Monday first (the day chosen and today marked). A cell shows the team on that day (TeamDay) or
 * nothing on a day it does not exist. Writers open "Change team" from a cell and rename a team from its
 * row; readers see the same grid without buttons. Test ids: `teams-grid`, `teams-day-{date}`,
 * `team-row-{id}`, `team-rename-{id}`, `team-cell-{id}-{date}` (`data-exists`, `data-one-day`),
 * `team-change-{id}-{date}`, and the cell's parts `team-day-{id}-{date}-{shift,one-day,members,notes,used}`.
 */
import { useTranslation } from 'react-i18next';
import { errorCodeOf, type Team } from '@newsroom/api';
import { formatDate, todayIso } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { TeamDay } from './TeamDay';
import { useTeamWeekQuery, useTeamWeekUsageQuery } from './teamsApi';
import { dayHeading, weekDays, weekRows, type TeamRow } from './teamWeek';
import { useNicknames } from './useTeamLabels';

interface Props {
  monday: string;
  /** The day the page was asked for (YYYY-MM-DD). */
  selected: string;
  canWrite: boolean;
  onChange: (team: Team) => void;
  onRename: (row: TeamRow) => void;
}

export function TeamWeekGrid({ monday, selected, canWrite, onChange, onRename }: Props) {
  const { t, i18n } = useTranslation('teams');
  // This week's answer only: while another week loads, the last one is not shown under this one's days.
  const { currentData: days, error, isFetching } = useTeamWeekQuery(monday);
  // The counts are an extra: without them (not readable, failed) the grid is still drawn.
  const { data: usage } = useTeamWeekUsageQuery(monday);
  const nicknameOf = useNicknames();
  if (!days && isFetching) return <Spinner />;
  if (!days) return <ErrorMessage code={errorCodeOf(error)} testId="teams-error" />;
  const rows = weekRows(days, usage);
  if (rows.length === 0)
    return (
      <p className="muted" data-testid="teams-empty">
        {t('empty')}
      </p>
    );
  const today = todayIso();
  return (
    <div className="teams-scroll">
      <table className="data-table teams-grid" data-testid="teams-grid">
        <thead>
          <tr>
            <th className="team-name-col">{t('columns.team')}</th>
            {weekDays(monday).map((date) => {
              const { weekday, day } = dayHeading(date, i18n.language);
              return (
                <th key={date} className={`team-day-col${date === selected ? ' selected-day' : ''}${date === today ? ' today' : ''}`} data-testid={`teams-day-${date}`}>
                  <span className="team-weekday">{weekday}</span> <span className="num">{day}</span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.id} data-testid={`team-row-${row.id}`}>
              <th scope="row" className="team-name">
                <span>{row.name}</span>
                {canWrite && (
                  <button type="button" className="btn btn-small btn-ghost" onClick={() => onRename(row)} aria-label={t('renameTeam', { name: row.name })} data-testid={`team-rename-${row.id}`}>
                    {t('rename')}
                  </button>
                )}
              </th>
              {row.cells.map(({ date, team, used }) => (
                <td key={date} className={`team-cell${team ? '' : ' absent'}${date === selected ? ' selected-day' : ''}`} data-testid={`team-cell-${row.id}-${date}`} data-exists={Boolean(team)} data-one-day={Boolean(team?.oneDay)}>
                  {team &&
                    (canWrite ? (
                      <button type="button" className="team-cell-button" onClick={() => onChange(team)} aria-label={t('cell.change', { name: team.name, date: formatDate(date, i18n.language) })} aria-describedby={`team-day-${row.id}-${date}`} data-testid={`team-change-${row.id}-${date}`}>
                        <TeamDay id={`team-day-${row.id}-${date}`} team={team} used={used} nicknameOf={nicknameOf} />
                      </button>
                    ) : (
                      <TeamDay id={`team-day-${row.id}-${date}`} team={team} used={used} nicknameOf={nicknameOf} />
                    ))}
                  {!team && <span className="visually-hidden">{t('cell.absent')}</span>}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
