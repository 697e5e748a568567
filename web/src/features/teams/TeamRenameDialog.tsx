/** "Rename" a team (team write): a name no other team has (409 `conflict`, said under the name). */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorFieldsOf, type ApiErrorCode, type CallError } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { FormField } from '../../shared/ui/FormField';
import { Modal } from '../../shared/ui/Modal';
import { useFieldErrors } from '../../shared/ui/useFieldErrors';
import { useRenameTeamMutation, type TeamId } from './teamsApi';

interface Props {
  id: TeamId;
  name: string;
  onClose: () => void;
  onRenamed: (name: string) => void;
}

export function TeamRenameDialog({ id, name, onClose, onRenamed }: Props) {
  const { t } = useTranslation('teams');
  const [value, setValue] = useState(name);
  const { setProblems, errorOf, clear, others } = useFieldErrors();
  const [failure, setFailure] = useState<ApiErrorCode | null>(null);
  const [rename, renaming] = useRenameTeamMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const next = value.trim();
    if (!next) {
      setProblems({ name: { code: 'required' } });
      return;
    }
    try {
      await rename({ id, name: next }).unwrap();
      onRenamed(next);
    } catch (err) {
      setProblems(errorFieldsOf(err as CallError));
      setFailure(errorCodeOf(err as CallError));
    }
  };
  const nameError = errorOf('name') ?? (failure === 'conflict' ? t('form.taken') : undefined);
  return (
    <Modal id="team-rename-title" title={t('form.renameTitle', { name })} closeLabel={t('close')} onClose={onClose} testId="team-rename-dialog">
      <form className="dialog-form" onSubmit={(e) => void submit(e)} noValidate data-testid="team-rename-form">
        <fieldset className="form-section" disabled={renaming.isLoading}>
          <FormField id="team-rename" label={t('form.name')} error={nameError}>
            <input
              id="team-rename"
              value={value}
              maxLength={60}
              onChange={(e) => {
                setValue(e.target.value);
                clear('name');
                setFailure(null);
              }}
              aria-invalid={Boolean(nameError)}
              autoFocus
              data-testid="team-rename"
            />
          </FormField>
        </fieldset>
        {failure && failure !== 'conflict' && <ErrorMessage code={failure} fields={others(['name'])} testId="team-rename-error" />}
        <footer className="modal-footer">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={renaming.isLoading} data-testid="team-rename-save">
            {renaming.isLoading ? t('form.saving') : t('form.save')}
          </button>
        </footer>
      </form>
    </Modal>
  );
}
