/**
 * /admin/devices (admin read): every registered device with its type, protocol, address, MOS ID, whether
 * it is enabled and its connection state, read again every 5 s. The form to register (/admin/devices/new)
 * or edit (/admin/devices/:deviceId) a device opens beside the list.
 */
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useOutlet, useParams } from 'react-router';
import { errorCodeOf } from '@newsroom/api';
import { deviceTypeValues, protocolValues, type Device } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { ConnectionBadge } from './ConnectionBadge';
import { ProgramCgPanel } from './ProgramCgPanel';
import { isOneOf } from './deviceChoices';
import { addressOf } from './deviceForm';
import { STATUS_POLL_MS, useDevicesQuery } from './devicesApi';
import './devices.css';

/** What the list says after the form closed (the router's location state). */
export type DevicesNotice = 'created' | 'saved' | 'deleted';

export function DevicesPage() {
  const { t } = useTranslation('devices');
  const { data: user } = useMeQuery();
  const canWrite = hasRole(user?.roles, ROLES.adminWrite);
  const { data: devices, error, isLoading } = useDevicesQuery(undefined, { pollingInterval: STATUS_POLL_MS });
  const { deviceId } = useParams();
  // The form of a device, when one is open: the list then leaves out its less needed columns.
  const panel = useOutlet();
  const notice = (useLocation().state as { notice?: DevicesNotice } | null)?.notice;
  const sorted = [...(devices ?? [])].sort((a, b) => a.spec.name.localeCompare(b.spec.name));

  return (
    <section className="devices-page devices-admin" data-testid="devices-page">
      <header className="devices-heading">
        <div>
          <p className="eyebrow">{t('admin')}</p>
          <h1>{t('list.title')}</h1>
          <p className="muted">{t('list.intro')}</p>
        </div>
        {canWrite && (
          <Link to="/admin/devices/new" className="btn btn-primary" data-testid="device-register">
            {t('list.register')}
          </Link>
        )}
      </header>
      {notice && (
        <p className="devices-notice" role="status" data-testid="devices-notice" data-notice={notice}>
          {t(`form.${notice}`)}
        </p>
      )}
      <div className={`devices-layout${panel ? ' with-panel' : ''}`}>
        <div className="devices-list">
          {isLoading && <Spinner />}
          {!devices && error && <ErrorMessage code={errorCodeOf(error)} />}
          {devices && devices.length === 0 && (
            <p className="panel-empty muted" data-testid="devices-empty">
              {t('list.empty')}
            </p>
          )}
          {sorted.length > 0 && (
            <table className="data-table" data-testid="devices-table">
              <thead>
                <tr>
                  <th>{t('list.columns.name')}</th>
                  <th>{t('list.columns.type')}</th>
                  <th className="optional">{t('list.columns.protocol')}</th>
                  <th>{t('list.columns.address')}</th>
                  <th className="optional">{t('list.columns.mosId')}</th>
                  <th className="optional">{t('list.columns.enabled')}</th>
                  <th>{t('list.columns.connection')}</th>
                </tr>
              </thead>
              <tbody>
                {sorted.map((device) => (
                  <DeviceRow key={device.id} device={device} selected={String(device.id) === deviceId} />
                ))}
              </tbody>
            </table>
          )}
          {devices && <ProgramCgPanel devices={devices} canWrite={canWrite} />}
        </div>
        {panel}
      </div>
    </section>
  );
}

function DeviceRow({ device, selected }: { device: Device; selected: boolean }) {
  const { t } = useTranslation('devices');
  const { id } = device;
  const spec = device.spec;
  const connection = device.connection;
  return (
    <tr className={selected ? 'selected' : undefined} data-testid={`device-row-${id}`} data-name={spec.name}>
      <td className="name">
        <Link to={`/admin/devices/${id}`} data-testid={`device-edit-${id}`} title={t('list.edit')}>
          {spec.name}
        </Link>
        {device.followsRundowns && (
          <span className="follows-chip" title={t('list.followsRundownsHint')}>
            {t('list.followsRundowns')}
          </span>
        )}
      </td>
      <td title={isOneOf(deviceTypeValues, spec.type) ? t(`types.${spec.type}`) : undefined} data-testid={`device-type-${id}`}>
        {spec.type}
      </td>
      <td className="optional" title={isOneOf(protocolValues, spec.protocol) ? t(`protocols.${spec.protocol}`) : undefined}>
        {spec.protocol}
      </td>
      <td className="num" data-testid={`device-address-${id}`}>
        {addressOf(spec)}
      </td>
      <td className="num optional">{spec.mosId}</td>
      <td className="optional" data-testid={`device-enabled-${id}`}>{spec.enabled ? t('list.yes') : t('list.no')}</td>
      <td>
        <ConnectionBadge state={connection.state} lastError={connection.lastError} testId={`device-state-${id}`} />
      </td>
    </tr>
  );
}
