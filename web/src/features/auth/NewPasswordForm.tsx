/**
 * The "first access" and "new password" prompts of the login page (web.md section 2): the right password
 * must be replaced (401 `password_change_required` or `password_expired`), so the user chooses a new one.
 * It is sent with the login form again (`isResetPassword=true`); success signs the user in as a plain login
 * does. A 422 shows its message beside the field; 409 `password_already_set` sends the user back to sign in.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorFieldsOf, type ApiErrorCode, type FieldProblems } from '@newsroom/api';
import { useFieldMessage } from '../../shared/i18n/fieldMessage';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { useLoginMutation } from './authApi';

/** Why a new password is asked for. */
export type NewPasswordReason = 'password_change_required' | 'password_expired';

interface Props {
  reason: NewPasswordReason;
  username: string;
  /** The password that was right but must be replaced (a one-time password, or the expired one). */
  password: string;
  /** Signed in with the new password. */
  onDone: () => void;
  /** Back to the sign-in form, with `code` to show there when the prompt no longer applies. */
  onCancel: (code?: ApiErrorCode) => void;
}

const FIELDS = ['newPassword', 'newPasswordConfirmation'] as const;

export function NewPasswordForm({ reason, username, password, onDone, onCancel }: Props) {
  const { t } = useTranslation(['login', 'error']);
  const fieldMessage = useFieldMessage();
  const [login, { isLoading: submitting }] = useLoginMutation();
  const [newPassword, setNewPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [fields, setFields] = useState<FieldProblems>({});
  const [error, setError] = useState<ApiErrorCode | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setFields({});
    try {
      await login({ username, password, newPassword, newPasswordConfirmation: confirmation }).unwrap();
      onDone();
    } catch (err) {
      const failure = err as Parameters<typeof errorCodeOf>[0];
      const code = errorCodeOf(failure);
      if (code === 'password_already_set' || code === 'authentication_failed') onCancel(code);
      else if (code === 'validation') setFields(errorFieldsOf(failure));
      else setError(code);
    }
  };

  const otherFields = Object.fromEntries(Object.entries(fields).filter(([name]) => !(FIELDS as readonly string[]).includes(name)));
  const errorOf = (name: (typeof FIELDS)[number]) => (fields[name] ? fieldMessage(fields[name]) : undefined);

  return (
    <form className="login-card" onSubmit={(e) => void submit(e)} noValidate data-testid="new-password-form" data-reason={reason}>
      <h2>{t(`newPassword.title.${reason}`)}</h2>
      <p className="login-reason" role="status" data-testid="new-password-reason">
        {t(`error:codes.${reason}`)}
      </p>
      <p className="muted login-for">{t('newPassword.for', { username })}</p>
      <PasswordField name="newPassword" label={t('newPassword.new')} value={newPassword} onChange={setNewPassword} error={errorOf('newPassword')} autoFocus />
      <PasswordField name="newPasswordConfirmation" label={t('newPassword.confirm')} value={confirmation} onChange={setConfirmation} error={errorOf('newPasswordConfirmation')} />
      {Object.keys(otherFields).length > 0 && <ErrorMessage code="validation" fields={otherFields} testId="new-password-error" />}
      {error && <ErrorMessage code={error} testId="new-password-error" />}
      <button type="submit" className="btn btn-primary" disabled={submitting} data-testid="new-password-submit">
        {submitting ? t('submitting') : t('newPassword.submit')}
      </button>
      <button type="button" className="btn btn-ghost" onClick={() => onCancel()} data-testid="new-password-cancel">
        {t('newPassword.back')}
      </button>
    </form>
  );
}

function PasswordField({ name, label, value, onChange, error, autoFocus = false }: { name: string; label: string; value: string; onChange: (v: string) => void; error?: string; autoFocus?: boolean }) {
  return (
    <div className={`field${error ? ' has-error' : ''}`}>
      <label htmlFor={`login-${name}`}>{label}</label>
      <input id={`login-${name}`} name={name} type="password" autoComplete="new-password" value={value} onChange={(e) => onChange(e.target.value)} aria-invalid={Boolean(error)} autoFocus={autoFocus} data-testid={`field-${name}`} />
      {error && (
        <span className="field-error" data-testid={`error-${name}`}>
          {error}
        </span>
      )}
    </div>
  );
}
