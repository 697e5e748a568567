/** One user of the administration's list, with what the signed-in user may do to them. */
import { useTranslation } from 'react-i18next';
import type { GroupId, UserAccount } from '@newsroom/api';

export type UserAction = 'edit' | 'deactivate' | 'restore' | 'resetPassword' | 'endSession';

interface Props {
  user: UserAccount;
  groupNames: ReadonlyMap<GroupId, string>;
  canWrite: boolean;
  canAdmin: boolean;
  /** The signed-in user: they neither end their own session here (they log out) nor deactivate themselves. */
  isMe: boolean;
  onAction: (action: UserAction) => void;
}

export function UserRow({ user, groupNames, canWrite, canAdmin, isMe, onAction }: Props) {
  const { t } = useTranslation('admin');
  const button = (action: UserAction, danger = false) => (
    <button type="button" className={`btn btn-small${danger ? ' btn-danger' : ''}`} onClick={() => onAction(action)} data-testid={`user-${action}-${user.id}`}>
      {t(`users.actions.${action}`)}
    </button>
  );
  return (
    <tr className={user.active ? undefined : 'inactive'} data-testid={`user-row-${user.id}`} data-nickname={user.nickname}>
      <td className="name">{user.name}</td>
      <td className="num">{user.nickname}</td>
      <td>{user.email}</td>
      <td className="groups">{user.groupIds.map((id) => groupNames.get(id) ?? `#${id}`).join(', ')}</td>
      <td className="status">
        <span className={`status-chip ${user.active ? 'on' : 'off'}`} data-testid={`user-status-${user.id}`}>
          {t(user.active ? 'users.status.active' : 'users.status.inactive')}
        </span>
        {user.directoryUser && <span className="status-chip">{t('users.status.directory')}</span>}
        {user.mustChangePassword && <span className="status-chip warn">{t('users.status.mustChange')}</span>}
      </td>
      <td className="right actions">
        {canWrite && button('edit')}
        {canWrite && !user.directoryUser && user.active && button('resetPassword')}
        {canAdmin && !isMe && user.active && button('endSession')}
        {canWrite && (user.active ? !isMe && button('deactivate', true) : button('restore'))}
      </td>
    </tr>
  );
}
