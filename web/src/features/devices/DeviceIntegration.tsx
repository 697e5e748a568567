/**
 * The rundown's device integration switch in the header, beside the show controls (web.md sections 3 and 4, docs/mos.md), for
 * writers: `PUT /api/rundowns/{id}/device/enable|disable`. The rundown's `deviceIntegration` then arrives
 * live on every screen, which shows the device bar (DeviceBar) while it is on.
 */
import { useTranslation } from 'react-i18next';
import type { Rundown } from '../../shared/api/types';
import { useDeviceCall } from './useDeviceCall';
import './integration.css';

export function DeviceIntegration({ rundown }: { rundown: Pick<Rundown, 'id' | 'deviceIntegration'> }) {
  const { t } = useTranslation('devices');
  const { run, pending } = useDeviceCall(rundown.id);
  return (
    <label className="toolbar-toggle device-switch" title={t('integration.hint')}>
      <input type="checkbox" checked={rundown.deviceIntegration} disabled={pending !== null} onChange={(e) => void run(e.target.checked ? 'enable' : 'disable')} data-testid="device-integration" />
      <span>{t('integration.label')}</span>
    </label>
  );
}
