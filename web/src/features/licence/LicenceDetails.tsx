import { useTranslation } from 'react-i18next';
import type { Licence } from '@newsroom/api';
import { formatDate } from '@newsroom/time';

/**
 * Where the installation stands (web.md section 3: id, client id, type, expiration, max users, active
 * users): the status in words, then each field; a maximum of 0 is "no limit", a lifetime licence has no end.
 */
export function LicenceDetails({ licence }: { licence: Licence }) {
  const { t, i18n } = useTranslation('admin');
  const none = t('licence.none');
  const status = licence.status === 'EXPIRING' ? t('licence.status.EXPIRING', { count: licence.daysLeft ?? 0 }) : t(`licence.status.${licence.status}`);
  const expiration = licence.expiration ? formatDate(licence.expiration, i18n.language) : licence.id ? t('licence.noEnd') : none;
  const rows: [string, string, string][] = [
    ['id', t('licence.fields.id'), licence.id ?? none],
    ['clientId', t('licence.fields.clientId'), licence.clientId ?? none],
    ['type', t('licence.fields.type'), licence.type ? t(`licence.types.${licence.type}`) : none],
    ['expiration', t('licence.fields.expiration'), expiration],
    ['maxUsers', t('licence.fields.maxUsers'), licence.maxUsers === 0 ? t('licence.noLimit') : String(licence.maxUsers)],
    ['activeUsers', t('licence.fields.activeUsers'), String(licence.activeUsers)],
  ];
  return (
    <div className="licence-details">
      <p className={`licence-status licence-${licence.status.toLowerCase()}`} role="status" data-testid="licence-status" data-status={licence.status}>
        {status}
      </p>
      <dl className="licence-fields">
        {rows.map(([key, label, value]) => (
          <div key={key}>
            <dt>{label}</dt>
            <dd data-testid={`licence-${key}`}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className="muted small licence-note">
        {t('licence.hints.activeUsers')} {t('licence.hints.warning', { count: licence.warningDays })}
      </p>
    </div>
  );
}
