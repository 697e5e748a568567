/**
 * The lock interval of the rundown settings: off, or hours and minutes after the planned end of the show
 * (at most 7 days). Its error, if any, is shown once under both numbers.
 */
import { useTranslation } from 'react-i18next';
import { LOCK_MAX_HOURS, type RundownSettingsForm } from './settingsForm';

interface Props {
  form: Pick<RundownSettingsForm, 'lockOn' | 'lockHours' | 'lockMinutes'>;
  onChange: (change: Partial<Pick<RundownSettingsForm, 'lockOn' | 'lockHours' | 'lockMinutes'>>) => void;
  error?: string;
}

export function LockIntervalField({ form, onChange, error }: Props) {
  const { t } = useTranslation('admin');
  return (
    <div role="group" aria-labelledby="rundown-settings-lock-label" className={`field wide lock-interval${error ? ' has-error' : ''}`} data-testid="rundown-settings-lock">
      <span id="rundown-settings-lock-label">{t('rundownSettings.fields.lockAfterEnd')}</span>
      <label className="check">
        <input type="checkbox" checked={form.lockOn} onChange={(e) => onChange({ lockOn: e.target.checked })} data-testid="rundown-settings-lockOn" />
        <span>{t('rundownSettings.fields.lockOn')}</span>
      </label>
      {form.lockOn && (
        <span className="duration-inputs">
          <label>
            <input type="number" min={0} max={LOCK_MAX_HOURS} inputMode="numeric" value={form.lockHours} onChange={(e) => onChange({ lockHours: e.target.value })} aria-invalid={Boolean(error)} data-testid="rundown-settings-lockHours" />
            <span>{t('rundownSettings.fields.hours')}</span>
          </label>
          <label>
            <input type="number" min={0} max={59} inputMode="numeric" value={form.lockMinutes} onChange={(e) => onChange({ lockMinutes: e.target.value })} aria-invalid={Boolean(error)} data-testid="rundown-settings-lockMinutes" />
            <span>{t('rundownSettings.fields.minutes')}</span>
          </label>
          <span className="muted">{t('rundownSettings.fields.afterEnd')}</span>
        </span>
      )}
      {error ? (
        <span className="field-error" data-testid="error-rundown-settings-lockAfterEnd">
          {error}
        </span>
      ) : (
        <span className="hint">{form.lockOn ? t('rundownSettings.hints.lockOn') : t('rundownSettings.hints.lockOff')}</span>
      )}
    </div>
  );
}
