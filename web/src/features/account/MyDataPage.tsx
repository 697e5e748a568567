/**
 * /my-data, for every signed-in user (web.md section 2, "a my-data form"): name, login name and e-mail,
 * and a new password, which needs the current one. A 422 shows its message beside its field (the current
 * password that is wrong, the two new ones that differ); a 409 says the login name or e-mail is someone
 * else's.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorFieldsOf, type ApiErrorCode, type MyDataIn, type User } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { FormField } from '../../shared/ui/FormField';
import { Spinner } from '../../shared/ui/Spinner';
import { useFieldErrors } from '../../shared/ui/useFieldErrors';
import { useMeQuery } from '../auth/authApi';
import { useUpdateMeMutation } from './accountApi';
import { myDataOf, type MyDataForm } from './myData';

const SHOWN: readonly string[] = ['name', 'nickname', 'email', 'currentPassword', 'password', 'passwordConfirmation'] satisfies (keyof MyDataIn)[];

export function MyDataPage() {
  const { data: user } = useMeQuery();
  if (!user) return <Spinner />;
  return <MyDataFormView key={user.id} user={user} />;
}

function MyDataFormView({ user }: { user: User }) {
  const { t } = useTranslation('account');
  const [form, setForm] = useState<MyDataForm>({ name: user.name, nickname: user.nickname, email: user.email, currentPassword: '', password: '', passwordConfirmation: '' });
  const { setProblems, errorOf, clear, others } = useFieldErrors();
  const [outcome, setOutcome] = useState<{ kind: 'saved' } | { kind: 'error'; code: ApiErrorCode } | null>(null);
  const [save, { isLoading: saving }] = useUpdateMeMutation();

  const set = (field: keyof MyDataForm, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    clear(field);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setOutcome(null);
    setProblems({});
    try {
      await save(myDataOf(form)).unwrap();
      setForm((f) => ({ ...f, currentPassword: '', password: '', passwordConfirmation: '' }));
      setOutcome({ kind: 'saved' });
    } catch (err) {
      const failure = err as Parameters<typeof errorCodeOf>[0];
      setProblems(errorFieldsOf(failure));
      setOutcome({ kind: 'error', code: errorCodeOf(failure) });
    }
  };

  const input = (field: keyof MyDataForm, type = 'text', autoComplete?: string) => (
    <FormField id={`me-${field}`} label={t(`fields.${field}`)} error={errorOf(field)}>
      <input id={`me-${field}`} type={type} autoComplete={autoComplete} value={form[field]} onChange={(e) => set(field, e.target.value)} aria-invalid={Boolean(errorOf(field))} data-testid={`me-${field}`} />
    </FormField>
  );

  return (
    <section className="form-page" data-testid="my-data-page">
      <header className="page-heading">
        <h1>{t('title')}</h1>
        <p className="muted">{t('intro')}</p>
      </header>
      <form className="plain-form" onSubmit={(e) => void submit(e)} noValidate data-testid="my-data-form">
        <fieldset className="form-section">
          <legend>{t('sections.data')}</legend>
          <div className="form-grid">
            {input('name', 'text', 'name')}
            {input('nickname', 'text', 'username')}
            <div className="wide">{input('email', 'email', 'email')}</div>
          </div>
        </fieldset>
        <fieldset className="form-section">
          <legend>{t('sections.password')}</legend>
          <p className="muted hint">{t('passwordHint')}</p>
          <div className="form-grid">
            <div className="wide">{input('currentPassword', 'password', 'current-password')}</div>
            {input('password', 'password', 'new-password')}
            {input('passwordConfirmation', 'password', 'new-password')}
          </div>
        </fieldset>
        {outcome?.kind === 'error' && <ErrorMessage code={outcome.code} fields={others(SHOWN)} testId="my-data-error" />}
        {outcome?.kind === 'saved' && (
          <p className="form-notice" role="status" data-testid="my-data-saved">
            {t('saved')}
          </p>
        )}
        <footer className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={saving} data-testid="my-data-save">
            {saving ? t('saving') : t('save')}
          </button>
        </footer>
      </form>
    </section>
  );
}
