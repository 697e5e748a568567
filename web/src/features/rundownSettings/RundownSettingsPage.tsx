/**
 * /admin/rundown-settings, "Rundown settings" (web.md section 9; rundown admin): how long after its
 * planned end a rundown locks itself (off, or hours and minutes), and how many days deleted stories and
 * documents, rundown log lines and old versions of stories and documents are kept (0: forever). A 422 shows its message beside its field.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorFieldsOf, type ApiErrorCode, type RundownConfig } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { FormField } from '../../shared/ui/FormField';
import { Spinner } from '../../shared/ui/Spinner';
import { useFieldErrors } from '../../shared/ui/useFieldErrors';
import { LockIntervalField } from './LockIntervalField';
import { useRundownConfigQuery, useUpdateRundownConfigMutation } from './rundownSettingsApi';
import { formOfRundownConfig, RETENTION_FIELDS, RETENTION_MAX_DAYS, settingsInputOf, settingsProblemsOf, type RetentionField, type RundownSettingsForm } from './settingsForm';

const SHOWN: readonly string[] = ['lockAfterEnd', ...RETENTION_FIELDS];

export function RundownSettingsPage() {
  const { t } = useTranslation('admin');
  const { data: config, error } = useRundownConfigQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <section className="form-page" data-testid="rundown-settings-page">
      <header className="page-heading">
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1>{t('rundownSettings.title')}</h1>
        <p className="muted">{t('rundownSettings.intro')}</p>
      </header>
      {config ? <SettingsFormView config={config} /> : error ? <ErrorMessage code={errorCodeOf(error)} /> : <Spinner />}
    </section>
  );
}

function SettingsFormView({ config }: { config: RundownConfig }) {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState<RundownSettingsForm>(() => formOfRundownConfig(config));
  const { setProblems, errorOf, clear, others } = useFieldErrors();
  const [outcome, setOutcome] = useState<{ kind: 'saved' } | { kind: 'error'; code: ApiErrorCode } | null>(null);
  const [save, { isLoading: saving }] = useUpdateRundownConfigMutation();

  const change = (next: Partial<RundownSettingsForm>) => {
    setForm((f) => ({ ...f, ...next }));
    if ('lockOn' in next || 'lockHours' in next || 'lockMinutes' in next) clear('lockAfterEnd');
    for (const field of RETENTION_FIELDS) if (field in next) clear(field);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    const found = settingsProblemsOf(form);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setOutcome({ kind: 'error', code: 'validation' });
      return;
    }
    try {
      setForm(formOfRundownConfig(await save(settingsInputOf(form)).unwrap()));
      setOutcome({ kind: 'saved' });
    } catch (err) {
      const failure = err as Parameters<typeof errorCodeOf>[0];
      setProblems(errorFieldsOf(failure));
      setOutcome({ kind: 'error', code: errorCodeOf(failure) });
    }
  };

  const days = (field: RetentionField) => (
    <FormField key={field} id={`rundown-settings-${field}`} label={t(`rundownSettings.fields.${field}`)} error={errorOf(field)} hint={t(`rundownSettings.hints.${field}`)}>
      <input
        id={`rundown-settings-${field}`}
        type="number"
        min={0}
        max={RETENTION_MAX_DAYS}
        inputMode="numeric"
        value={form[field]}
        onChange={(e) => change({ [field]: e.target.value })}
        aria-invalid={Boolean(errorOf(field))}
        data-testid={`rundown-settings-${field}`}
      />
    </FormField>
  );

  return (
    <form className="plain-form" onSubmit={(e) => void submit(e)} noValidate data-testid="rundown-settings-form">
      <fieldset className="form-section" disabled={saving}>
        <legend>{t('rundownSettings.lock')}</legend>
        <div className="form-grid">
          {/* The API's range for the lock is in seconds: the message names the limit in hours instead. */}
          <LockIntervalField form={form} onChange={change} error={errorOf('lockAfterEnd') && t('rundownSettings.errors.lockAfterEnd')} />
        </div>
      </fieldset>
      <fieldset className="form-section" disabled={saving}>
        <legend>{t('rundownSettings.retention')}</legend>
        <div className="form-grid">
          {RETENTION_FIELDS.map(days)}
        </div>
      </fieldset>
      {outcome?.kind === 'error' && <ErrorMessage code={outcome.code} fields={others(SHOWN)} testId="rundown-settings-error" />}
      {outcome?.kind === 'saved' && (
        <p className="form-notice" role="status" data-testid="rundown-settings-saved">
          {t('rundownSettings.saved')}
        </p>
      )}
      <footer className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={saving} data-testid="rundown-settings-save">
          {saving ? t('saving') : t('save')}
        </button>
      </footer>
    </form>
  );
}
