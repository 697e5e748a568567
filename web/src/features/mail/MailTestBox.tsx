import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorFieldsOf, type ApiErrorCode, type MailResult } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { FormField } from '../../shared/ui/FormField';
import { useFieldErrors } from '../../shared/ui/useFieldErrors';
import { useMeQuery } from '../auth/authApi';
import { useSendTestMailMutation } from './mailApi';

/**
 * "Send a test mail" with the saved settings, to the signed-in user's address unless another is typed:
 * what happened (translated) and the server's own words, shown as text.
 */
export function MailTestBox({ configured }: { configured: boolean }) {
  const { t } = useTranslation('admin');
  const { data: me } = useMeQuery();
  const [typed, setTyped] = useState<string | null>(null);
  const to = typed ?? me?.email ?? '';
  const { setProblems, errorOf, clear, others } = useFieldErrors();
  const [failure, setFailure] = useState<ApiErrorCode | null>(null);
  const [result, setResult] = useState<MailResult | null>(null);
  const [send, { isLoading: sending }] = useSendTestMailMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResult(null);
    setFailure(null);
    setProblems({});
    try {
      setResult(await send({ to: to.trim() }).unwrap());
    } catch (err) {
      const error = err as Parameters<typeof errorCodeOf>[0];
      setProblems(errorFieldsOf(error));
      setFailure(errorCodeOf(error));
    }
  };

  return (
    <form className="plain-form" onSubmit={(e) => void submit(e)} noValidate data-testid="mail-test-form">
      <fieldset className="form-section" disabled={sending}>
        <legend>{t('mail.test.title')}</legend>
        <p className="muted hint">{configured ? t('mail.test.intro') : t('mail.test.saveFirst')}</p>
        <FormField id="mail-test-to" label={t('mail.test.to')} error={errorOf('to')}>
          <input
            id="mail-test-to"
            type="email"
            value={to}
            onChange={(e) => {
              setTyped(e.target.value);
              clear('to');
            }}
            placeholder="someone@example.com"
            aria-invalid={Boolean(errorOf('to'))}
            data-testid="mail-test-to"
          />
        </FormField>
      </fieldset>
      {failure && <ErrorMessage code={failure} fields={others(['to'])} testId="mail-test-error" />}
      {result && (
        <div className={`result-box ${result.outcome === 'SENT' ? 'ok' : 'failed'}`} role="status" data-testid="mail-test-result" data-outcome={result.outcome}>
          <strong data-testid="mail-test-outcome">{t(`mail.outcomes.${result.outcome}`, { to: to.trim() })}</strong>
          {result.detail && (
            <pre className="server-words" title={t('mail.test.detail')} data-testid="mail-test-detail">
              {result.detail}
            </pre>
          )}
        </div>
      )}
      <footer className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={sending || to.trim() === ''} data-testid="mail-test-send">
          {sending ? t('mail.test.sending') : t('mail.test.send')}
        </button>
      </footer>
    </form>
  );
}
