/**
 * /admin/users (user read): the users, a page at a time, found by a part of their name, login name or
 * e-mail, active ones only unless asked. Who may write creates and edits users, deactivates and restores
 * them (users are never deleted) and gives them a new one-time password; an administrator of users also
 * ends their sessions and changes their groups.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, type ApiErrorCode, type Group, type UserAccount } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useDebouncedValue } from '../../shared/ui/useDebouncedValue';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { useGroupsQuery } from '../groups/groupsApi';
import { OneTimePasswordDialog } from './OneTimePasswordDialog';
import { UserDialog } from './UserDialog';
import { UserRow, type UserAction } from './UserRow';
import { USERS_PAGE_SIZE, useDeactivateUsersMutation, useEndSessionMutation, useFilterUsersQuery, useResetPasswordMutation, useRestoreUsersMutation } from './usersApi';

type Dialog = { kind: 'new' } | { kind: 'edit'; user: UserAccount } | { kind: 'otp'; nickname: string; password: string };
type Notice = 'created' | 'saved' | 'deactivated' | 'restored' | 'sessionEnded';

const FILTER_DELAY_MS = 250;

export function UsersPage() {
  const { t } = useTranslation('admin');
  const { data: me } = useMeQuery();
  const canWrite = hasRole(me?.roles, ROLES.userWrite);
  const canAdmin = hasRole(me?.roles, ROLES.userAdmin);
  const [filter, setFilter] = useState('');
  const [activeOnly, setActiveOnly] = useState(true);
  const [page, setPage] = useState(0);
  // The server is asked once the typing pauses, not at every key.
  const settledFilter = useDebouncedValue(filter, FILTER_DELAY_MS);
  const { data, error, isLoading, isFetching } = useFilterUsersQuery({ filter: settledFilter, activeOnly, page, size: USERS_PAGE_SIZE });
  const { data: groups } = useGroupsQuery();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [failure, setFailure] = useState<ApiErrorCode | null>(null);
  const [deactivate] = useDeactivateUsersMutation();
  const [restore] = useRestoreUsersMutation();
  const [resetPassword] = useResetPasswordMutation();
  const [endSession] = useEndSessionMutation();

  const groupNames = new Map((groups ?? []).map((g: Group) => [g.id, g.name]));
  const total = data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));

  const act = async (action: UserAction, user: UserAccount) => {
    setNotice(null);
    setFailure(null);
    if (action === 'edit') return setDialog({ kind: 'edit', user });
    const question = action === 'deactivate' ? 'confirmDeactivate' : action === 'resetPassword' ? 'confirmReset' : action === 'endSession' ? 'confirmEndSession' : null;
    if (question && !window.confirm(t(`users.${question}`, { name: user.name }))) return;
    try {
      if (action === 'deactivate') await deactivate([user.id]).unwrap();
      if (action === 'restore') await restore([user.id]).unwrap();
      if (action === 'endSession') await endSession(user.id).unwrap();
      if (action === 'resetPassword') {
        const { password } = await resetPassword(user.id).unwrap();
        return setDialog({ kind: 'otp', nickname: user.nickname, password });
      }
      setNotice(action === 'deactivate' ? 'deactivated' : action === 'restore' ? 'restored' : 'sessionEnded');
    } catch (err) {
      setFailure(errorCodeOf(err as Parameters<typeof errorCodeOf>[0]));
    }
  };

  return (
    <section className="admin-page" data-testid="users-page">
      <header className="admin-heading page-heading">
        <div>
          <p className="eyebrow">{t('eyebrow')}</p>
          <h1>{t('users.title')}</h1>
          <p className="muted">{t('users.intro')}</p>
        </div>
        {canWrite && (
          <button type="button" className="btn btn-primary" onClick={() => setDialog({ kind: 'new' })} data-testid="user-new">
            {t('users.new')}
          </button>
        )}
      </header>
      <div className="admin-tools">
        <input
          type="search"
          className="search-input"
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value);
            setPage(0);
          }}
          placeholder={t('users.filterPlaceholder')}
          aria-label={t('users.filter')}
          data-testid="users-filter"
        />
        <label className="check">
          <input
            type="checkbox"
            checked={activeOnly}
            onChange={(e) => {
              setActiveOnly(e.target.checked);
              setPage(0);
            }}
            data-testid="users-active-only"
          />
          <span>{t('users.activeOnly')}</span>
        </label>
        {isFetching && !isLoading && <span className="muted small">{t('loading')}</span>}
      </div>
      {notice && (
        <p className="form-notice" role="status" data-testid="users-notice" data-notice={notice}>
          {t(`users.notices.${notice}`)}
        </p>
      )}
      {failure && <ErrorMessage code={failure} onDismiss={() => setFailure(null)} testId="users-error" />}
      {isLoading && <Spinner />}
      {!data && error && <ErrorMessage code={errorCodeOf(error)} />}
      {data && data.data.length === 0 && <p className="muted" data-testid="users-empty">{t('users.empty')}</p>}
      {data && data.data.length > 0 && (
        <table className="data-table" data-testid="users-table">
          <thead>
            <tr>
              <th>{t('users.columns.name')}</th>
              <th>{t('users.columns.nickname')}</th>
              <th>{t('users.columns.email')}</th>
              <th>{t('users.columns.groups')}</th>
              <th>{t('users.columns.status')}</th>
              <th className="right">{t('users.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((user) => (
              <UserRow key={user.id} user={user} groupNames={groupNames} canWrite={canWrite} canAdmin={canAdmin} isMe={user.id === me?.id} onAction={(a) => void act(a, user)} />
            ))}
          </tbody>
        </table>
      )}
      {data && total > 0 && (
        <nav className="pager" aria-label={t('users.pages')} data-testid="users-pager">
          <button type="button" className="btn btn-small" disabled={page === 0} onClick={() => setPage(page - 1)} data-testid="users-prev">
            {t('previous')}
          </button>
          <span className="muted">{t('users.range', { from: page * USERS_PAGE_SIZE + 1, to: Math.min(total, (page + 1) * USERS_PAGE_SIZE), total })}</span>
          <button type="button" className="btn btn-small" disabled={page + 1 >= pages} onClick={() => setPage(page + 1)} data-testid="users-next">
            {t('next')}
          </button>
        </nav>
      )}
      {(dialog?.kind === 'new' || dialog?.kind === 'edit') && (
        <UserDialog
          user={dialog.kind === 'edit' ? dialog.user : null}
          canAssignGroups={canAdmin}
          onClose={() => setDialog(null)}
          onSaved={(n) => {
            setDialog(null);
            setNotice(n);
          }}
        />
      )}
      {dialog?.kind === 'otp' && <OneTimePasswordDialog nickname={dialog.nickname} password={dialog.password} onClose={() => setDialog(null)} />}
    </section>
  );
}
