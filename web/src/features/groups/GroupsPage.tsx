/**
 * /admin/groups (user read): the groups with how many users each has. An administrator of users creates,
 * edits (the permission grid) and deletes them; a group with users cannot be deleted (409
 * `group_has_users`). Members sign in again for a change of permissions to apply (web.md section 6).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, type ApiErrorCode, type Group } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { GroupDialog } from './GroupDialog';
import { useDeleteGroupMutation, useGroupsQuery } from './groupsApi';

type Notice = 'created' | 'saved' | 'deleted';

export function GroupsPage() {
  const { t } = useTranslation('admin');
  const { data: me } = useMeQuery();
  const canWrite = hasRole(me?.roles, ROLES.userAdmin);
  const { data: groups, error, isLoading } = useGroupsQuery();
  const [dialog, setDialog] = useState<{ group: Group | null } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [failure, setFailure] = useState<ApiErrorCode | null>(null);
  const [remove] = useDeleteGroupMutation();
  const sorted = [...(groups ?? [])].sort((a, b) => a.name.localeCompare(b.name));

  const del = async (group: Group) => {
    setNotice(null);
    setFailure(null);
    if (!window.confirm(t('groups.confirmDelete', { name: group.name }))) return;
    try {
      await remove(group.id).unwrap();
      setNotice('deleted');
    } catch (err) {
      setFailure(errorCodeOf(err as Parameters<typeof errorCodeOf>[0]));
    }
  };

  return (
    <section className="admin-page" data-testid="groups-page">
      <header className="admin-heading page-heading">
        <div>
          <p className="eyebrow">{t('eyebrow')}</p>
          <h1>{t('groups.title')}</h1>
          <p className="muted">{t('groups.intro')}</p>
        </div>
        {canWrite && (
          <button type="button" className="btn btn-primary" onClick={() => setDialog({ group: null })} data-testid="group-new">
            {t('groups.new')}
          </button>
        )}
      </header>
      {notice && (
        <p className="form-notice" role="status" data-testid="groups-notice" data-notice={notice}>
          {t(`groups.notices.${notice}`)}
        </p>
      )}
      {failure && <ErrorMessage code={failure} onDismiss={() => setFailure(null)} testId="groups-error" />}
      {isLoading && <Spinner />}
      {!groups && error && <ErrorMessage code={errorCodeOf(error)} />}
      {groups && groups.length === 0 && <p className="muted">{t('groups.empty')}</p>}
      {sorted.length > 0 && (
        <table className="data-table groups-table" data-testid="groups-table">
          <thead>
            <tr>
              <th>{t('groups.columns.name')}</th>
              <th className="right">{t('groups.columns.users')}</th>
              <th className="right">{t('groups.columns.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {sorted.map((group) => (
              <tr key={group.id} data-testid={`group-row-${group.id}`}>
                <td className="name">
                  <button type="button" className="link-btn" onClick={() => setDialog({ group })} data-testid={`group-open-${group.id}`}>
                    {group.name}
                  </button>
                </td>
                <td className="right num" data-testid={`group-users-${group.id}`}>
                  {group.userCount}
                </td>
                <td className="right actions">
                  {canWrite && (
                    <>
                      <button type="button" className="btn btn-small" onClick={() => setDialog({ group })} data-testid={`group-edit-${group.id}`}>
                        {t('groups.actions.edit')}
                      </button>
                      <button type="button" className="btn btn-small btn-danger" onClick={() => void del(group)} data-testid={`group-delete-${group.id}`}>
                        {t('groups.actions.delete')}
                      </button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {dialog && (
        <GroupDialog
          group={dialog.group}
          canWrite={canWrite}
          onClose={() => setDialog(null)}
          onSaved={(n) => {
            setDialog(null);
            setNotice(n);
          }}
        />
      )}
    </section>
  );
}
