/**
 * /admin/settings, "General settings" (branch read; saving needs branch write): the installation's
 * language (every client's until its user picks one, mobile.md sections 1 and 9), its name (the login
 * page shows it) and the mobile login domain (a reporter types a bare login name and `@domain` is added).
 * A 422 shows its message beside its field.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorFieldsOf, type ApiErrorCode, type BranchConfig } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { FormField } from '../../shared/ui/FormField';
import { Spinner } from '../../shared/ui/Spinner';
import { useFieldErrors } from '../../shared/ui/useFieldErrors';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { configInputOf, formOfConfig, loginDomainOf, type SettingsForm } from './branchForm';
import { useBranchConfigQuery, useUpdateBranchConfigMutation } from './installationApi';
import { LocaleSelect } from './LocaleSelect';

const SHOWN: readonly string[] = ['locale', 'branchName', 'loginDomain'] satisfies (keyof SettingsForm)[];

export function SettingsPage() {
  const { t } = useTranslation('admin');
  const { data: config, error } = useBranchConfigQuery();
  return (
    <section className="form-page" data-testid="settings-page">
      <header className="page-heading">
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1>{t('settings.title')}</h1>
        <p className="muted">{t('settings.intro')}</p>
      </header>
      {config ? <SettingsFormView config={config} /> : error ? <ErrorMessage code={errorCodeOf(error)} /> : <Spinner />}
    </section>
  );
}

function SettingsFormView({ config }: { config: BranchConfig }) {
  const { t } = useTranslation('admin');
  const { data: me } = useMeQuery();
  const canWrite = hasRole(me?.roles, ROLES.branchWrite);
  const [form, setForm] = useState<SettingsForm>(() => formOfConfig(config));
  const { setProblems, errorOf, clear, others } = useFieldErrors();
  const [outcome, setOutcome] = useState<{ kind: 'saved' } | { kind: 'error'; code: ApiErrorCode } | null>(null);
  const [save, { isLoading: saving }] = useUpdateBranchConfigMutation();
  const domain = loginDomainOf(form.loginDomain);

  const set = (field: keyof SettingsForm, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    clear(field);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canWrite) return;
    setOutcome(null);
    setProblems({});
    try {
      setForm(formOfConfig(await save(configInputOf(form)).unwrap()));
      setOutcome({ kind: 'saved' });
    } catch (err) {
      const failure = err as Parameters<typeof errorCodeOf>[0];
      setProblems(errorFieldsOf(failure));
      setOutcome({ kind: 'error', code: errorCodeOf(failure) });
    }
  };

  return (
    <form className="plain-form" onSubmit={(e) => void submit(e)} noValidate data-testid="settings-form">
      <fieldset className="form-section" disabled={saving || !canWrite}>
        {!canWrite && <p className="muted hint">{t('settings.readOnly')}</p>}
        <div className="form-grid">
          <FormField id="settings-locale" label={t('settings.fields.locale')} error={errorOf('locale')} hint={t('settings.hints.locale')} wide>
            <LocaleSelect id="settings-locale" value={form.locale} onChange={(locale) => set('locale', locale)} invalid={Boolean(errorOf('locale'))} testId="settings-locale" />
          </FormField>
          <FormField id="settings-branchName" label={t('settings.fields.branchName')} error={errorOf('branchName')} hint={t('settings.hints.branchName')} wide>
            <input id="settings-branchName" value={form.branchName} onChange={(e) => set('branchName', e.target.value)} aria-invalid={Boolean(errorOf('branchName'))} data-testid="settings-branchName" />
          </FormField>
          <FormField id="settings-loginDomain" label={t('settings.fields.loginDomain')} error={errorOf('loginDomain')} hint={domain ? t('settings.hints.loginDomain', { domain }) : t('settings.hints.loginDomainExample')} wide>
            <input id="settings-loginDomain" value={form.loginDomain} onChange={(e) => set('loginDomain', e.target.value)} placeholder="example.com" aria-invalid={Boolean(errorOf('loginDomain'))} data-testid="settings-loginDomain" />
          </FormField>
        </div>
      </fieldset>
      {outcome?.kind === 'error' && <ErrorMessage code={outcome.code} fields={others(SHOWN)} testId="settings-error" />}
      {outcome?.kind === 'saved' && (
        <p className="form-notice" role="status" data-testid="settings-saved">
          {t('settings.saved')}
        </p>
      )}
      {canWrite && (
        <footer className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={saving} data-testid="settings-save">
            {saving ? t('saving') : t('save')}
          </button>
        </footer>
      )}
    </form>
  );
}
