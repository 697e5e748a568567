/**
 * Under the rundown toolbar while device integration is on, for everyone who reads the rundown: how the
 * devices that get its running order are doing, read every 5 s: "Device unreachable: <names>" (web.md
 * section 8) when one of them is not connected, else how many are connected. Writers also get "Send again"
 * (the whole running order again) and "Ready to air" (roReadyToAir) here.
 */
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rundown } from '@newsroom/api';
import { SendIcon, WarningIcon } from '../../shared/ui/icons';
import { followingCount, outcomeOf, unreachableDevices, type CallOutcome } from './deviceStatus';
import { STATUS_POLL_MS, useDeviceStatusQuery } from './devicesApi';
import { useDeviceCall } from './useDeviceCall';
import './integration.css';
import type { RundownDeviceCall } from './deviceChoices';

interface Props {
  rundown: Pick<Rundown, 'id' | 'deviceIntegration'>;
  canEdit: boolean;
}

export function DeviceBar({ rundown, canEdit }: Props) {
  return rundown.deviceIntegration ? <DeviceBarOn rundown={rundown} canEdit={canEdit} /> : null;
}

function DeviceBarOn({ rundown, canEdit }: Props) {
  const { t } = useTranslation('devices');
  const { data: statuses } = useDeviceStatusQuery(undefined, { pollingInterval: STATUS_POLL_MS });
  const { run, pending } = useDeviceCall(rundown.id);
  const [outcome, setOutcome] = useState<CallOutcome | null>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), 6000);
    return () => clearTimeout(timer);
  }, [outcome]);

  const act = async (action: RundownDeviceCall) => {
    setOutcome(null);
    const devices = await run(action);
    if (devices !== null) setOutcome(outcomeOf(action, devices));
  };

  const down = unreachableDevices(statuses, true);
  const { following, connected } = followingCount(statuses);
  const tone = !statuses ? 'loading' : down.length > 0 ? 'warning' : following === 0 ? 'idle' : 'ok';
  // The technical reasons (connection refused, timed out...) for whoever looks closer.
  const reasons = down
    .filter((d) => d.lastError)
    .map((d) => `${d.name}: ${d.lastError}`)
    .join('\n');

  return (
    <div className={`device-bar ${tone}`} role="region" aria-label={t('integration.bar')} data-testid="device-bar" data-tone={tone}>
      {tone === 'warning' && (
        <span className="device-bar-status" role="alert" title={reasons || undefined} data-testid="device-unreachable" data-devices={down.map((d) => d.id).join(',')}>
          <WarningIcon />
          {t('integration.unreachable', { names: down.map((d) => d.name).join(', ') })}
        </span>
      )}
      {tone === 'ok' && (
        <span className="device-bar-status" data-testid="device-connected">
          <span className="dot" aria-hidden="true" />
          {t('integration.connected', { connected, following })}
        </span>
      )}
      {tone === 'idle' && <span className="device-bar-status">{t('integration.noDevices')}</span>}
      <span className="spacer" />
      {outcome && (
        <span className="integration-outcome" role="status" data-testid="device-action-outcome" data-outcome={outcome}>
          {t(`integration.${outcome}`)}
        </span>
      )}
      {canEdit && (
        <>
          <button type="button" className="btn btn-small" onClick={() => void act('replace')} disabled={pending !== null} title={t('integration.sendAgainHint')} data-testid="device-send-again">
            <SendIcon />
            {t('integration.sendAgain')}
          </button>
          <button type="button" className="btn btn-small" onClick={() => void act('ready')} disabled={pending !== null} title={t('integration.readyHint')} data-testid="device-ready">
            {pending === 'ready' && <span className="panel-busy" aria-hidden="true" />}
            {t('integration.ready')}
          </button>
        </>
      )}
    </div>
  );
}
