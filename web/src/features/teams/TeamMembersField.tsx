/**
 * The members of a team in its forms: a row per member with the user (every active user, by name and
 * nickname) and what they do in the crew ("Camera"), Remove, and Add member. A user no longer active
 * still shows, by id, so the row can be kept or taken off. The list's problem (a row without a user,
 * someone twice, or the server's 422 on `members`) shows under it. Test ids: `team-members`,
 * `team-member-user-{i}`, `team-member-function-{i}`, `team-member-remove-{i}`, `team-member-add`,
 * `error-team-members`.
 */
import { useTranslation } from 'react-i18next';
import { parseId } from '@newsroom/api';
import { useUserPicksQuery } from '../users/usersApi';
import type { MemberRow, MemberUserId } from './teamForm';

interface Props {
  members: MemberRow[];
  onChange: (members: MemberRow[]) => void;
  error?: string;
}

export function TeamMembersField({ members, onChange, error }: Props) {
  const { t } = useTranslation('teams');
  const { data: users } = useUserPicksQuery('active');
  const change = (index: number, row: MemberRow) => onChange(members.map((m, i) => (i === index ? row : m)));
  const offered = new Set((users ?? []).map((u) => u.id as number));
  return (
    <fieldset className={`team-members${error ? ' has-error' : ''}`} data-testid="team-members">
      <legend>{t('form.members')}</legend>
      {members.length === 0 && <p className="muted small">{t('form.noMembers')}</p>}
      {members.map((m, i) => (
        <div key={i} className="team-member-row">
          <select
            value={m.userId ?? ''}
            onChange={(e) => change(i, { ...m, userId: parseId<MemberUserId>(e.target.value) })}
            aria-label={t('form.user', { number: i + 1 })}
            data-testid={`team-member-user-${i}`}
          >
            <option value="">{t('form.chooseUser')}</option>
            {m.userId !== null && !offered.has(m.userId) && <option value={m.userId}>#{m.userId}</option>}
            {(users ?? []).map((u) => (
              <option key={u.id} value={u.id}>
                {u.name} ({u.nickname})
              </option>
            ))}
          </select>
          <input
            value={m.function}
            maxLength={60}
            placeholder={t('form.functionPlaceholder')}
            onChange={(e) => change(i, { ...m, function: e.target.value })}
            aria-label={t('form.function', { number: i + 1 })}
            data-testid={`team-member-function-${i}`}
          />
          <button
            type="button"
            className="icon-btn danger"
            onClick={() => onChange(members.filter((_, j) => j !== i))}
            aria-label={t('form.removeMember', { number: i + 1 })}
            title={t('form.removeMember', { number: i + 1 })}
            data-testid={`team-member-remove-${i}`}
          >
            ✕
          </button>
        </div>
      ))}
      {error && (
        <span className="field-error" data-testid="error-team-members">
          {error}
        </span>
      )}
      <button type="button" className="btn btn-small team-member-add" onClick={() => onChange([...members, { userId: null, function: '' }])} data-testid="team-member-add">
        {t('form.addMember')}
      </button>
    </fieldset>
  );
}
