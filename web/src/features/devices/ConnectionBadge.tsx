import { useTranslation } from 'react-i18next';
import { connectionStateValues, type ConnectionState } from '@newsroom/api';
import { isOneOf } from './deviceChoices';
import { stateTone } from './deviceStatus';

/** A device's connection state as a coloured badge; the last error, if any, on hover. */
export function ConnectionBadge({ state, lastError, testId }: { state: ConnectionState; lastError?: string; testId?: string }) {
  const { t } = useTranslation('devices');
  return (
    <span className={`conn-badge ${stateTone(state)}`} data-testid={testId} data-state={state} title={lastError || undefined}>
      <span className="dot" aria-hidden="true" />
      {isOneOf(connectionStateValues, state) ? t(`state.${state}`) : t('state.unknown')}
    </span>
  );
}
