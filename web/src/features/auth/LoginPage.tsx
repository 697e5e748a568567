import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { errorCodeOf, type ApiErrorCode } from '@newsroom/api';
import { LanguagePicker } from '../../shared/i18n/LanguagePicker';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useInstallationLanguage } from '../installation/useInstallationLanguage';
import { useLoginMutation, useMeQuery, type LoginError } from './authApi';
import { loginRoute } from './guard';
import { NewPasswordForm, type NewPasswordReason } from './NewPasswordForm';
import { rememberLogin, rememberedLogin } from './rememberedLogin';

/**
 * /login?redirect=...: the sign-in form; a signed-in user is sent on to the redirect target. A right
 * password that must be replaced (first access, reset by an administrator, expired) opens the "new
 * password" prompt instead. It shows the installation's name and, by default, speaks its language
 * (useInstallationLanguage); a refusal by the licence (`max_logins`, `licence_expired`) is said like any other error code.
 */
export function LoginPage() {
  const { t } = useTranslation(['login', 'common']);
  const location = useLocation();
  const me = useMeQuery();
  const installation = useInstallationLanguage();
  const [login, { isLoading: submitting }] = useLoginMutation();
  const [username, setUsername] = useState(rememberedLogin);
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(() => rememberedLogin() !== '');
  const [error, setError] = useState<ApiErrorCode | null>(null);
  const [retryAfter, setRetryAfter] = useState<number | null>(null);
  const [prompt, setPrompt] = useState<NewPasswordReason | null>(null);

  const decision = loginRoute({ loading: me.isLoading, user: me.data ?? null }, location.search);
  if (decision.kind === 'loading') return <Spinner />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setRetryAfter(null);
    try {
      await login({ username: username.trim(), password }).unwrap();
      rememberLogin(remember ? username.trim() : null);
    } catch (err) {
      const code = errorCodeOf(err as Parameters<typeof errorCodeOf>[0]);
      if (code === 'password_change_required' || code === 'password_expired') setPrompt(code);
      else setError(code === 'session_expired' ? 'authentication_failed' : code);
      if (code === 'too_many_attempts') setRetryAfter((err as LoginError).retryAfter ?? null);
    }
  };

  if (prompt) {
    const back = (code?: ApiErrorCode) => {
      setPrompt(null);
      setPassword('');
      setError(code ?? null);
    };
    return (
      <main className="login-screen">
        <NewPasswordForm reason={prompt} username={username.trim()} password={password} onDone={() => rememberLogin(remember ? username.trim() : null)} onCancel={back} />
      </main>
    );
  }

  return (
    <main className="login-screen">
      <form className="login-card" onSubmit={submit} data-testid="login-form">
        <div className="login-brand">
          <span className="brand-mark" aria-hidden="true" />
          <div>
            <h1 data-testid="login-branch-name">{installation?.branchName || t('common:appName')}</h1>
            <p className="muted">{t('subtitle')}</p>
          </div>
        </div>
        <h2>{t('title')}</h2>
        <label className="field">
          <span>{t('username')}</span>
          <input name="username" autoComplete="username" value={username} onChange={(e) => setUsername(e.target.value)} required autoFocus={!username} />
        </label>
        <label className="field">
          <span>{t('password')}</span>
          <input name="password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} required autoFocus={Boolean(username)} />
        </label>
        <label className="check">
          <input type="checkbox" name="remember" checked={remember} onChange={(e) => setRemember(e.target.checked)} />
          <span>{t('remember')}</span>
        </label>
        {error && <ErrorMessage code={error} testId="login-error" />}
        {error === 'too_many_attempts' && retryAfter !== null && (
          <p className="muted" data-testid="login-retry-after">
            {t('retryAfter', { seconds: retryAfter })}
          </p>
        )}
        <button type="submit" className="btn btn-primary" disabled={submitting} data-testid="login-submit">
          {submitting ? t('submitting') : t('submit')}
        </button>
        <div className="login-footer">
          <LanguagePicker />
        </div>
      </form>
    </main>
  );
}
