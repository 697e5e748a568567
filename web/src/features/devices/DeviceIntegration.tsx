/**
 * The rundown's device integration switch in the header, beside the show controls (web.md sections 3 and 4, docs/mos.md), for
 * writers: `PUT /api/rundowns/{id}/device/enable|disable`. The rundown's `deviceIntegration` then arrives
 * live on every screen, which shows the device bar (DeviceBar) while it is on.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rundown } from '@newsroom/api';
import { useDeviceCall } from './useDeviceCall';
import './integration.css';

export function DeviceIntegration({ rundown }: { rundown: Pick<Rundown, 'id' | 'deviceIntegration'> }) {
  const { t } = useTranslation('devices');
  const { run, pending } = useDeviceCall(rundown.id);
  // The switch shows the choice at once; the rundown's own value (live) takes over once it agrees, or
  // at once when the call failed.
  const [wanted, setWanted] = useState<boolean | null>(null);
  if (wanted !== null && rundown.deviceIntegration === wanted) setWanted(null);
  const toggle = (on: boolean) => {
    setWanted(on);
    void run(on ? 'enable' : 'disable').then((devices) => devices === null && setWanted(null));
  };
  return (
    <label className="toolbar-toggle device-switch" title={t('integration.hint')}>
      <input type="checkbox" checked={wanted ?? rundown.deviceIntegration} disabled={pending !== null} onChange={(e) => toggle(e.target.checked)} data-testid="device-integration" />
      <span>{t('integration.label')}</span>
    </label>
  );
}
