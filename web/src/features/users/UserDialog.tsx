/**
 * The dialog to create or edit a user: name, login name, e-mail, a one-time password and its confirmation,
 * how many days a password lasts (0: never expires), the directory-service flag, active, and the groups
 * (only an administrator of users changes them). A 422's messages stand beside their fields; a 409 says
 * the login name or e-mail is taken, or that the last administrator cannot lose the administration.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorFieldsOf, type ApiErrorCode, type UserAccount } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { FormField } from '../../shared/ui/FormField';
import { Modal } from '../../shared/ui/Modal';
import { useFieldErrors } from '../../shared/ui/useFieldErrors';
import { useGroupsQuery } from '../groups/groupsApi';
import { formOfUser, newUserForm, toggleGroup, userInputOf, type UserField, type UserForm } from './userForm';
import { useCreateUserMutation, useUpdateUserMutation } from './usersApi';

interface Props {
  /** null: a new user. */
  user: UserAccount | null;
  canAssignGroups: boolean;
  onClose: () => void;
  onSaved: (notice: 'created' | 'saved') => void;
}

const SHOWN: readonly string[] = ['name', 'nickname', 'email', 'password', 'passwordConfirmation', 'expirationDays', 'directoryUser', 'active', 'groupIds'] satisfies UserField[];

export function UserDialog({ user, canAssignGroups, onClose, onSaved }: Props) {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState<UserForm>(() => (user ? formOfUser(user) : newUserForm()));
  const { setProblems, errorOf, clear, others } = useFieldErrors();
  const [error, setError] = useState<ApiErrorCode | null>(null);
  const [create, creating] = useCreateUserMutation();
  const [update, updating] = useUpdateUserMutation();
  const { data: groups } = useGroupsQuery();
  const busy = creating.isLoading || updating.isLoading;

  const set = <K extends UserField>(field: K, value: UserForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    clear(field);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const result = userInputOf(form, { canAssignGroups });
    if (!result.ok) {
      setProblems(result.errors);
      setError('validation');
      return;
    }
    setProblems({});
    try {
      if (user) await update({ id: user.id, input: result.input }).unwrap();
      else await create(result.input).unwrap();
      onSaved(user ? 'saved' : 'created');
    } catch (err) {
      const failure = err as Parameters<typeof errorCodeOf>[0];
      setProblems(errorFieldsOf(failure));
      setError(errorCodeOf(failure));
    }
  };

  const text = (field: 'name' | 'nickname' | 'email', type = 'text') => (
    <FormField id={`user-${field}`} label={t(`users.fields.${field}`)} error={errorOf(field)}>
      <input id={`user-${field}`} type={type} value={form[field]} onChange={(e) => set(field, e.target.value)} aria-invalid={Boolean(errorOf(field))} autoFocus={field === 'name'} data-testid={`user-${field}`} />
    </FormField>
  );
  const password = (field: 'password' | 'passwordConfirmation') => (
    <FormField id={`user-${field}`} label={t(`users.fields.${field}`)} error={errorOf(field)} hint={field === 'password' ? t(user ? 'users.hints.passwordKeep' : 'users.hints.passwordOneTime') : undefined}>
      <input id={`user-${field}`} type="password" autoComplete="new-password" value={form[field]} onChange={(e) => set(field, e.target.value)} aria-invalid={Boolean(errorOf(field))} data-testid={`user-${field}`} />
    </FormField>
  );

  return (
    <Modal id="user-dialog-title" title={user ? t('users.editTitle', { name: user.name }) : t('users.newTitle')} closeLabel={t('close')} onClose={onClose} testId="user-dialog">
      <form className="dialog-form" onSubmit={(e) => void submit(e)} noValidate data-testid="user-form">
        <fieldset className="form-section" disabled={busy}>
          <div className="form-grid">
            <div className="wide">{text('name')}</div>
            {text('nickname')}
            {text('email', 'email')}
            {password('password')}
            {password('passwordConfirmation')}
            <FormField id="user-expirationDays" label={t('users.fields.expirationDays')} error={errorOf('expirationDays')} hint={t('users.hints.expirationDays')}>
              <input id="user-expirationDays" type="number" min={0} step={1} inputMode="numeric" value={form.expirationDays} onChange={(e) => set('expirationDays', e.target.value)} aria-invalid={Boolean(errorOf('expirationDays'))} data-testid="user-expirationDays" />
            </FormField>
            <div className="field checks">
              <label className="check">
                <input type="checkbox" checked={form.directoryUser} onChange={(e) => set('directoryUser', e.target.checked)} data-testid="user-directoryUser" />
                <span>{t('users.fields.directoryUser')}</span>
              </label>
              <label className="check">
                <input type="checkbox" checked={form.active} onChange={(e) => set('active', e.target.checked)} data-testid="user-active" />
                <span>{t('users.fields.active')}</span>
              </label>
            </div>
          </div>
        </fieldset>
        <fieldset className="form-section" disabled={busy || !canAssignGroups} data-testid="user-groups">
          <legend>{t('users.fields.groupIds')}</legend>
          {!canAssignGroups && <p className="muted hint">{t('users.hints.groupsAdminOnly')}</p>}
          <div className="group-choices">
            {(groups ?? []).map((group) => (
              <label key={group.id} className="check">
                <input type="checkbox" checked={form.groupIds.includes(group.id)} onChange={(e) => set('groupIds', toggleGroup(form.groupIds, group.id, e.target.checked))} data-testid={`user-group-${group.id}`} />
                <span>{group.name}</span>
              </label>
            ))}
          </div>
          {errorOf('groupIds') && <span className="field-error">{errorOf('groupIds')}</span>}
        </fieldset>
        {error && <ErrorMessage code={error} fields={others(SHOWN)} testId="user-form-error" />}
        <footer className="modal-footer">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy} data-testid="user-save">
            {busy ? t('saving') : user ? t('save') : t('create')}
          </button>
        </footer>
      </form>
    </Modal>
  );
}
