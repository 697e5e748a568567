/**
 * The dialog to create or edit a group: its name, the pickers its members appear in, its report
 * categories, and the permission of each area (the grid). Only an administrator of users changes it; a
 * reader sees it disabled. A 422 shows its message beside its field; a 409 says the name is taken.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorFieldsOf, type ApiErrorCode, type Group } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { FormField } from '../../shared/ui/FormField';
import { Modal } from '../../shared/ui/Modal';
import { useFieldErrors } from '../../shared/ui/useFieldErrors';
import { TagList } from '../devices/TagList';
import { formOfGroup, groupInputOf, newGroupForm, PICKERS, type GroupForm } from './groupForm';
import { useCreateGroupMutation, useUpdateGroupMutation } from './groupsApi';
import { PermissionMatrix } from './PermissionMatrix';

interface Props {
  /** null: a new group. */
  group: Group | null;
  canWrite: boolean;
  onClose: () => void;
  onSaved: (notice: 'created' | 'saved') => void;
}

const SHOWN: readonly string[] = ['name', 'categories'];

export function GroupDialog({ group, canWrite, onClose, onSaved }: Props) {
  const { t } = useTranslation('admin');
  const [form, setForm] = useState<GroupForm>(() => (group ? formOfGroup(group) : newGroupForm()));
  const { setProblems, errorOf, clear, others } = useFieldErrors();
  const [error, setError] = useState<ApiErrorCode | null>(null);
  const [create, creating] = useCreateGroupMutation();
  const [update, updating] = useUpdateGroupMutation();
  const busy = creating.isLoading || updating.isLoading;

  const set = <K extends keyof GroupForm>(field: K, value: GroupForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    clear(field);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canWrite) return;
    setError(null);
    setProblems({});
    try {
      const input = groupInputOf(form);
      if (group) await update({ id: group.id, input }).unwrap();
      else await create(input).unwrap();
      onSaved(group ? 'saved' : 'created');
    } catch (err) {
      const failure = err as Parameters<typeof errorCodeOf>[0];
      setProblems(errorFieldsOf(failure));
      setError(errorCodeOf(failure));
    }
  };

  return (
    <Modal id="group-dialog-title" title={group ? t('groups.editTitle', { name: group.name }) : t('groups.newTitle')} closeLabel={t('close')} onClose={onClose} testId="group-dialog" wide>
      <form className="dialog-form" onSubmit={(e) => void submit(e)} noValidate data-testid="group-form">
        {!canWrite && <p className="modal-intro">{t('groups.readOnly')}</p>}
        <fieldset className="form-section" disabled={busy || !canWrite}>
          <div className="form-grid">
            <FormField id="group-name" label={t('groups.fields.name')} error={errorOf('name')}>
              <input id="group-name" value={form.name} onChange={(e) => set('name', e.target.value)} aria-invalid={Boolean(errorOf('name'))} autoFocus={canWrite} data-testid="group-name" />
            </FormField>
            <div className="field">
              <span>{t('groups.fields.pickers')}</span>
              <div className="picker-checks">
                {PICKERS.map((picker) => (
                  <label key={picker} className="check">
                    <input type="checkbox" checked={form[picker]} onChange={(e) => set(picker, e.target.checked)} data-testid={`group-${picker}`} />
                    <span>{t(`groups.pickers.${picker}`)}</span>
                  </label>
                ))}
              </div>
            </div>
            <FormField id="group-categories" label={t('groups.fields.categories')} error={errorOf('categories')} hint={canWrite ? t('groups.categoriesHint') : undefined} wide>
              <TagList id="group-categories" tags={form.categories} onChange={(tags) => set('categories', tags)} disabled={!canWrite} testId="group-categories" />
            </FormField>
          </div>
        </fieldset>
        <fieldset className="form-section" disabled={busy || !canWrite}>
          <legend>{t('groups.fields.permissions')}</legend>
          <PermissionMatrix permissions={form.permissions} onChange={(permissions) => set('permissions', permissions)} disabled={!canWrite} />
        </fieldset>
        {error && <ErrorMessage code={error} fields={others(SHOWN)} testId="group-form-error" />}
        <footer className="modal-footer">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {canWrite ? t('cancel') : t('close')}
          </button>
          {canWrite && (
            <button type="submit" className="btn btn-primary" disabled={busy} data-testid="group-save">
              {busy ? t('saving') : group ? t('save') : t('create')}
            </button>
          )}
        </footer>
      </form>
    </Modal>
  );
}
