/**
 * The dialog to create or edit a branch: name, address and language (web.md section 3). A 422 shows its
 * message beside its field; a 409 says the name or the address is another branch's (web.md sections 5
 * and 8: "The data entered by you conflicts with another existing record.").
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorFieldsOf, type ApiErrorCode, type Branch } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { FormField } from '../../shared/ui/FormField';
import { Modal } from '../../shared/ui/Modal';
import { useFieldErrors } from '../../shared/ui/useFieldErrors';
import { branchInputOf, formOfBranch, newBranchForm, type BranchForm } from './branchForm';
import { useCreateBranchMutation, useUpdateBranchMutation } from './installationApi';
import { LocaleSelect } from './LocaleSelect';

interface Props {
  /** null: a new branch. */
  branch: Branch | null;
  /** The locale a new branch starts with (the installation's). */
  defaultLocale?: string;
  onClose: () => void;
  onSaved: (notice: 'created' | 'saved') => void;
}

const SHOWN: readonly string[] = ['name', 'address', 'locale'] satisfies (keyof BranchForm)[];

export function BranchDialog({ branch, defaultLocale, onClose, onSaved }: Props) {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState<BranchForm>(() => (branch ? formOfBranch(branch) : newBranchForm(defaultLocale)));
  const { setProblems, errorOf, clear, others } = useFieldErrors();
  const [error, setError] = useState<ApiErrorCode | null>(null);
  const [create, creating] = useCreateBranchMutation();
  const [update, updating] = useUpdateBranchMutation();
  const busy = creating.isLoading || updating.isLoading;

  const set = (field: keyof BranchForm, value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    clear(field);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setProblems({});
    try {
      const input = branchInputOf(form);
      if (branch) await update({ id: branch.id, input }).unwrap();
      else await create(input).unwrap();
      onSaved(branch ? 'saved' : 'created');
    } catch (err) {
      const failure = err as Parameters<typeof errorCodeOf>[0];
      setProblems(errorFieldsOf(failure));
      setError(errorCodeOf(failure));
    }
  };

  const text = (field: 'name' | 'address') => (
    <FormField id={`branch-${field}`} label={t(`branches.fields.${field}`)} error={errorOf(field)} wide>
      <input id={`branch-${field}`} value={form[field]} onChange={(e) => set(field, e.target.value)} aria-invalid={Boolean(errorOf(field))} autoFocus={field === 'name'} data-testid={`branch-${field}`} />
    </FormField>
  );

  return (
    <Modal id="branch-dialog-title" title={branch ? t('branches.editTitle', { name: branch.name }) : t('branches.newTitle')} closeLabel={t('close')} onClose={onClose} testId="branch-dialog">
      <form className="dialog-form" onSubmit={(e) => void submit(e)} noValidate data-testid="branch-form">
        <fieldset className="form-section" disabled={busy}>
          <div className="form-grid">
            {text('name')}
            {text('address')}
            <FormField id="branch-locale" label={t('branches.fields.locale')} error={errorOf('locale')} wide>
              <LocaleSelect id="branch-locale" value={form.locale} onChange={(locale) => set('locale', locale)} invalid={Boolean(errorOf('locale'))} testId="branch-locale" />
            </FormField>
          </div>
        </fieldset>
        {error && <ErrorMessage code={error} fields={others(SHOWN)} testId="branch-form-error" />}
        <footer className="modal-footer">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy} data-testid="branch-save">
            {busy ? t('saving') : branch ? t('save') : t('create')}
          </button>
        </footer>
      </form>
    </Modal>
  );
}
