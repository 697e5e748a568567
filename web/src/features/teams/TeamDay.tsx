/**
 * A team on one day, as a cell of the schedule shows it: the shift (`06:00–14:00`, `+1` when it ends the
 * next day), "This day only" when the day has a change of its own, the members' nicknames with their
 * function, the notes, and how many of the day's assignments name it (none: nothing said). Phrasing
 * content only: a writer's cell is a button. Test ids `{id}-shift`, `-one-day`, `-members`, `-notes`, `-used`.
 */
import { useTranslation } from 'react-i18next';
import type { Team } from '@newsroom/api';
import { isOvernight, shiftText } from './teamWeek';

interface Props {
  /** The element's id, and the start of its parts' test ids. */
  id: string;
  team: Team;
  /** Assignments of the day naming it; null: unknown. */
  used: number | null;
  nicknameOf: (id: number) => string;
}

export function TeamDay({ id, team, used, nicknameOf }: Props) {
  const { t } = useTranslation('teams');
  return (
    <span id={id} className="team-day">
      <span className="team-day-head">
        <span className="team-shift num" data-testid={`${id}-shift`}>
          {shiftText(team.start, team.end)}
          {isOvernight(team.start, team.end) && (
            <sup className="team-overnight" title={t('cell.overnight')} aria-label={t('cell.overnight')}>
              +1
            </sup>
          )}
        </span>
        {team.oneDay && (
          <span className="status-chip warn team-one-day" title={t('cell.oneDayHint')} data-testid={`${id}-one-day`}>
            {t('cell.oneDay')}
          </span>
        )}
      </span>
      <span className="team-members-list" data-testid={`${id}-members`}>
        {team.members.length === 0 && <span className="muted">{t('cell.noMembers')}</span>}
        {team.members.map((m) => (
          <span key={m.userId} className="team-member">
            {nicknameOf(m.userId)}
            {m.function && <span className="muted"> · {m.function}</span>}
          </span>
        ))}
      </span>
      {team.notes && (
        <span className="team-notes" data-testid={`${id}-notes`}>
          {team.notes}
        </span>
      )}
      {used !== null && used > 0 && (
        <span className="team-used" data-testid={`${id}-used`}>
          {t('cell.used', { count: used })}
        </span>
      )}
    </span>
  );
}
