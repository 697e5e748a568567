/**
 * /admin/licence (admin read): the licence and where the installation stands (community edition, active,
 * expiring with the days left, expired or invalid), with the sessions open now. An administrator (admin
 * admin) installs a licence file or removes the licence, back to the community edition.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, type ApiErrorCode } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { useLicenceQuery, useRemoveLicenceMutation } from './licenceApi';
import { LicenceDetails } from './LicenceDetails';
import { LicenceFileForm } from './LicenceFileForm';
import './licence.css';

type Notice = 'installed' | 'removed';

export function LicencePage() {
  const { t } = useTranslation('admin');
  const { data: me } = useMeQuery();
  const canAdmin = hasRole(me?.roles, ROLES.adminAdmin);
  const { data: licence, error, isLoading } = useLicenceQuery(undefined, { refetchOnMountOrArgChange: true });
  const [notice, setNotice] = useState<Notice | null>(null);
  const [failure, setFailure] = useState<ApiErrorCode | null>(null);
  const [remove, removing] = useRemoveLicenceMutation();

  const removeLicence = async () => {
    setNotice(null);
    setFailure(null);
    if (!window.confirm(t('licence.confirmRemove'))) return;
    try {
      await remove().unwrap();
      setNotice('removed');
    } catch (err) {
      setFailure(errorCodeOf(err as Parameters<typeof errorCodeOf>[0]));
    }
  };

  return (
    <section className="form-page" data-testid="licence-page">
      <header className="admin-heading page-heading">
        <div>
          <p className="eyebrow">{t('eyebrow')}</p>
          <h1>{t('licence.title')}</h1>
          <p className="muted">{t('licence.intro')}</p>
        </div>
        {canAdmin && licence && licence.status !== 'COMMUNITY' && (
          <button type="button" className="btn btn-danger" onClick={() => void removeLicence()} disabled={removing.isLoading} data-testid="licence-remove">
            {t('licence.remove')}
          </button>
        )}
      </header>
      {notice && (
        <p className="form-notice" role="status" data-testid="licence-notice" data-notice={notice}>
          {t(`licence.notices.${notice}`)}
        </p>
      )}
      {failure && <ErrorMessage code={failure} onDismiss={() => setFailure(null)} testId="licence-error" />}
      {isLoading && <Spinner />}
      {!licence && error && <ErrorMessage code={errorCodeOf(error)} />}
      {licence && <LicenceDetails licence={licence} />}
      {licence && canAdmin && (
        <LicenceFileForm
          onInstalled={() => {
            setFailure(null);
            setNotice('installed');
          }}
        />
      )}
      {licence && !canAdmin && <p className="muted hint">{t('licence.readOnly')}</p>}
    </section>
  );
}
