/**
 * "New team" (team write): its name and first day, the shift, members and notes it starts with. A name
 * another team has is refused (409 `conflict`, said under the name); a 422's problems stand beside their
 * fields.
 */
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Team } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { FormField } from '../../shared/ui/FormField';
import { Modal } from '../../shared/ui/Modal';
import { newTeamForm, TEAM_FIELDS, teamInputOf } from './teamForm';
import { TeamShiftFields } from './TeamShiftFields';
import { useCreateTeamMutation } from './teamsApi';
import { useTeamForm } from './useTeamForm';

interface Props {
  /** The first day it starts with (YYYY-MM-DD). */
  date: string;
  onClose: () => void;
  onCreated: (team: Team) => void;
}

export function NewTeamDialog({ date, onClose, onCreated }: Props) {
  const { t } = useTranslation('teams');
  const { form, set, errorOf, others, failure, run } = useTeamForm(newTeamForm(date), true);
  const [create, creating] = useCreateTeamMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const made = await run((f) => create(teamInputOf(f)).unwrap());
    if (made) onCreated(made);
  };
  const nameError = errorOf('name') ?? (failure === 'conflict' ? t('form.taken') : undefined);
  return (
    <Modal id="team-dialog-title" title={t('form.newTitle')} closeLabel={t('close')} onClose={onClose} testId="team-dialog">
      <form className="dialog-form" onSubmit={(e) => void submit(e)} noValidate data-testid="team-form">
        <fieldset className="form-section" disabled={creating.isLoading}>
          <div className="form-grid">
            <FormField id="team-name" label={t('form.name')} error={nameError}>
              <input id="team-name" value={form.name} maxLength={60} onChange={(e) => set('name', e.target.value)} aria-invalid={Boolean(nameError)} autoFocus data-testid="team-name" />
            </FormField>
            <FormField id="team-date" label={t('form.date')} error={errorOf('date')}>
              <input id="team-date" type="date" value={form.date} onChange={(e) => set('date', e.target.value)} aria-invalid={Boolean(errorOf('date'))} data-testid="team-date" />
            </FormField>
          </div>
          <TeamShiftFields form={form} set={set} errorOf={errorOf} />
        </fieldset>
        {failure && failure !== 'conflict' && <ErrorMessage code={failure} fields={others(TEAM_FIELDS)} testId="team-form-error" />}
        <footer className="modal-footer">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={creating.isLoading} data-testid="team-save">
            {creating.isLoading ? t('form.saving') : t('form.create')}
          </button>
        </footer>
      </form>
    </Modal>
  );
}
