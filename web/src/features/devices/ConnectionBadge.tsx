import { useTranslation } from 'react-i18next';
import { CONNECTION_STATES, isOneOf } from './deviceChoices';
import { stateTone } from './deviceStatus';

/** A device's connection state as a coloured badge; the last error, if any, on hover. */
export function ConnectionBadge({ state, lastError, testId }: { state: string; lastError?: string; testId?: string }) {
  const { t } = useTranslation('devices');
  return (
    <span className={`conn-badge ${stateTone(state)}`} data-testid={testId} data-state={state} title={lastError || undefined}>
      <span className="dot" aria-hidden="true" />
      {isOneOf(CONNECTION_STATES, state) ? t(`state.${state}`) : t('state.unknown')}
    </span>
  );
}
