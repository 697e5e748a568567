/**
 * /admin/branches (branch read): the broadcaster's branches by name, with their address and language.
 * A branch writer creates, edits and deletes them (BranchDialog); a name or an address already in use is
 * refused (409 `conflict`, web.md section 5).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, type ApiErrorCode, type Branch } from '@newsroom/api';
import { languageOfLocale } from '@newsroom/i18n';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { BranchDialog } from './BranchDialog';
import { useBranchConfigQuery, useBranchesQuery, useDeleteBranchMutation } from './installationApi';

type Notice = 'created' | 'saved' | 'deleted';

export function BranchesPage() {
  const { t } = useTranslation(['admin', 'common']);
  const { data: me } = useMeQuery();
  const canWrite = hasRole(me?.roles, ROLES.branchWrite);
  const { data: branches, error, isLoading } = useBranchesQuery();
  const { data: config } = useBranchConfigQuery();
  const [dialog, setDialog] = useState<{ branch: Branch | null } | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [failure, setFailure] = useState<ApiErrorCode | null>(null);
  const [remove] = useDeleteBranchMutation();

  const languageName = (locale: string) => {
    const language = languageOfLocale(locale);
    return language ? t(`common:languages.${language}`) : locale;
  };

  const open = (branch: Branch | null) => {
    setNotice(null);
    setFailure(null);
    setDialog({ branch });
  };

  const del = async (branch: Branch) => {
    setNotice(null);
    setFailure(null);
    if (!window.confirm(t('branches.confirmDelete', { name: branch.name }))) return;
    try {
      await remove(branch.id).unwrap();
      setNotice('deleted');
    } catch (err) {
      setFailure(errorCodeOf(err as Parameters<typeof errorCodeOf>[0]));
    }
  };

  return (
    <section className="admin-page" data-testid="branches-page">
      <header className="admin-heading page-heading">
        <div>
          <p className="eyebrow">{t('eyebrow')}</p>
          <h1>{t('branches.title')}</h1>
          <p className="muted">{t('branches.intro')}</p>
        </div>
        {canWrite && (
          <button type="button" className="btn btn-primary" onClick={() => open(null)} data-testid="branch-new">
            {t('branches.new')}
          </button>
        )}
      </header>
      {notice && (
        <p className="form-notice" role="status" data-testid="branches-notice" data-notice={notice}>
          {t(`branches.notices.${notice}`)}
        </p>
      )}
      {failure && <ErrorMessage code={failure} onDismiss={() => setFailure(null)} testId="branches-error" />}
      {isLoading && <Spinner />}
      {!branches && error && <ErrorMessage code={errorCodeOf(error)} />}
      {branches && branches.length === 0 && (
        <p className="muted" data-testid="branches-empty">
          {t('branches.empty')}
        </p>
      )}
      {branches && branches.length > 0 && (
        <table className="data-table" data-testid="branches-table">
          <thead>
            <tr>
              <th>{t('branches.columns.name')}</th>
              <th>{t('branches.columns.address')}</th>
              <th>{t('branches.columns.locale')}</th>
              {canWrite && <th className="right">{t('branches.columns.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {branches.map((branch) => (
              <tr key={branch.id} data-testid={`branch-row-${branch.id}`} data-name={branch.name}>
                <td className="name">{branch.name}</td>
                <td>{branch.address}</td>
                <td data-locale={branch.locale}>{languageName(branch.locale)}</td>
                {canWrite && (
                  <td className="right actions">
                    <button type="button" className="btn btn-small" onClick={() => open(branch)} data-testid={`branch-edit-${branch.id}`}>
                      {t('branches.actions.edit')}
                    </button>
                    <button type="button" className="btn btn-small btn-danger" onClick={() => void del(branch)} data-testid={`branch-delete-${branch.id}`}>
                      {t('branches.actions.delete')}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {dialog && canWrite && (
        <BranchDialog
          branch={dialog.branch}
          defaultLocale={config?.locale}
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
