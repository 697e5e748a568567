import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { useLicenceQuery } from './licenceApi';
import { licenceWarningOf } from './licenceStatus';
import './licence.css';

/**
 * The licence warning of the app's frame, for users with admin read only (web.md section 8: "License
 * expired or invalid; near-expiry warning with days left"), with a link to /admin/licence. Nothing for
 * the community edition, an active licence, or anyone else.
 */
export function LicenceBanner() {
  const { t } = useTranslation('admin');
  const { data: me } = useMeQuery();
  const canRead = hasRole(me?.roles, ROLES.adminRead);
  const { data: licence } = useLicenceQuery(undefined, { skip: !canRead });
  const warning = canRead ? licenceWarningOf(licence) : null;
  if (!warning) return null;
  return (
    <div className={`licence-banner licence-${warning.status.toLowerCase()}`} role="alert" data-testid="licence-banner" data-status={warning.status}>
      <span>{warning.status === 'EXPIRING' ? t('licence.banner.EXPIRING', { count: warning.daysLeft }) : t('licence.banner.EXPIRED')}</span>
      <Link to="/admin/licence" data-testid="licence-banner-link">
        {t('licence.banner.open')}
      </Link>
    </div>
  );
}
