/**
 * /admin/mail, "Mail server" (web.md section 2; admin admin): the SMTP server the installation sends
 * from (host, port, how the connection is protected, login, sender) and a test mail to see that it works.
 * A 422 shows its message beside its field.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorFieldsOf, type ApiErrorCode, type MailConfig, type MailSecurity } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { FormField } from '../../shared/ui/FormField';
import { Spinner } from '../../shared/ui/Spinner';
import { StoredPasswordField } from '../../shared/ui/StoredPasswordField';
import { useFieldErrors } from '../../shared/ui/useFieldErrors';
import { formOfMailConfig, mailInputOf, mailProblemsOf, SECURITIES, type MailForm } from './mailForm';
import { useMailConfigQuery, useUpdateMailConfigMutation } from './mailApi';
import { MailTestBox } from './MailTestBox';

const SHOWN: readonly string[] = ['host', 'port', 'security', 'username', 'password', 'sender', 'senderName', 'verifyCertificate'] satisfies (keyof MailForm)[];

export function MailPage() {
  const { t } = useTranslation('admin');
  const { data: config, error } = useMailConfigQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <section className="form-page" data-testid="mail-page">
      <header className="page-heading">
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1>{t('mail.title')}</h1>
        <p className="muted">{t('mail.intro')}</p>
      </header>
      {config ? (
        <>
          <MailFormView config={config} />
          <MailTestBox configured={config.configured} />
        </>
      ) : error ? (
        <ErrorMessage code={errorCodeOf(error)} />
      ) : (
        <Spinner />
      )}
    </section>
  );
}

function MailFormView({ config }: { config: MailConfig }) {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState<MailForm>(() => formOfMailConfig(config));
  const [passwordSet, setPasswordSet] = useState(config.passwordSet);
  const { setProblems, errorOf, clear, others } = useFieldErrors();
  const [outcome, setOutcome] = useState<{ kind: 'saved' } | { kind: 'error'; code: ApiErrorCode } | null>(null);
  const [save, { isLoading: saving }] = useUpdateMailConfigMutation();

  const set = <K extends keyof MailForm>(field: K, value: MailForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    clear(field);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    const found = mailProblemsOf(form);
    setProblems(found);
    if (Object.keys(found).length > 0) {
      setOutcome({ kind: 'error', code: 'validation' });
      return;
    }
    try {
      const saved = await save(mailInputOf(form)).unwrap();
      setForm(formOfMailConfig(saved));
      setPasswordSet(saved.passwordSet);
      setOutcome({ kind: 'saved' });
    } catch (err) {
      const failure = err as Parameters<typeof errorCodeOf>[0];
      setProblems(errorFieldsOf(failure));
      setOutcome({ kind: 'error', code: errorCodeOf(failure) });
    }
  };

  const text = (field: 'host' | 'port' | 'username' | 'sender' | 'senderName', extra: { placeholder?: string; hint?: string; type?: string; inputMode?: 'numeric' } = {}) => (
    <FormField id={`mail-${field}`} label={t(`mail.fields.${field}`)} error={errorOf(field)} hint={extra.hint}>
      <input
        id={`mail-${field}`}
        type={extra.type ?? 'text'}
        inputMode={extra.inputMode}
        value={form[field]}
        onChange={(e) => set(field, e.target.value)}
        placeholder={extra.placeholder}
        aria-invalid={Boolean(errorOf(field))}
        data-testid={`mail-${field}`}
      />
    </FormField>
  );

  return (
    <form className="plain-form" onSubmit={(e) => void submit(e)} noValidate data-testid="mail-form">
      <fieldset className="form-section" disabled={saving}>
        <legend>{t('mail.server')}</legend>
        {!config.configured && <p className="muted hint" data-testid="mail-not-configured">{t('mail.notConfigured')}</p>}
        <div className="form-grid">
          {text('host', { placeholder: 'smtp.example.com' })}
          {text('port', { hint: t('mail.hints.port'), inputMode: 'numeric' })}
          <FormField id="mail-security" label={t('mail.fields.security')} error={errorOf('security')} hint={t(`mail.securityHints.${form.security}`)}>
            <select id="mail-security" value={form.security} onChange={(e) => set('security', e.target.value as MailSecurity)} aria-invalid={Boolean(errorOf('security'))} data-testid="mail-security">
              {SECURITIES.map((s) => (
                <option key={s} value={s}>
                  {t(`mail.security.${s}`)}
                </option>
              ))}
            </select>
          </FormField>
          <div className="field checks">
            <label className="check">
              <input type="checkbox" checked={form.verifyCertificate} onChange={(e) => set('verifyCertificate', e.target.checked)} data-testid="mail-verifyCertificate" />
              <span>{t('mail.fields.verifyCertificate')}</span>
            </label>
            {!form.verifyCertificate && (
              <span className="field-warning" role="note" data-testid="mail-verify-warning">
                {t('mail.hints.verifyOff')}
              </span>
            )}
          </div>
          {text('username', { hint: t('mail.hints.username') })}
          <StoredPasswordField
            id="mail-password"
            label={t('mail.fields.password')}
            stored={passwordSet}
            value={form.password}
            onChange={(v) => set('password', v)}
            removing={form.removePassword}
            onRemovingChange={(on) => {
              setForm((f) => ({ ...f, removePassword: on, password: '' }));
              clear('password');
            }}
            error={errorOf('password')}
            hint={t('mail.hints.password')}
          />
          {text('sender', { placeholder: 'newsroom@example.com', type: 'email' })}
          {text('senderName', { placeholder: 'Newsroom' })}
        </div>
      </fieldset>
      {outcome?.kind === 'error' && <ErrorMessage code={outcome.code} fields={others(SHOWN)} testId="mail-error" />}
      {outcome?.kind === 'saved' && (
        <p className="form-notice" role="status" data-testid="mail-saved">
          {t('mail.saved')}
        </p>
      )}
      <footer className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={saving} data-testid="mail-save">
          {saving ? t('saving') : t('save')}
        </button>
      </footer>
    </form>
  );
}
