/**
 * What a team's day is in its forms (the new team's and the change of a day): the shift's start and end
 * (the station's wall clock; an end earlier than the start says the shift ends the next day), the
 * members and the notes, each with its problem under it.
 */
import { useTranslation } from 'react-i18next';
import { FormField } from '../../shared/ui/FormField';
import type { TeamForm } from './teamForm';
import { TeamMembersField } from './TeamMembersField';
import { isOvernight } from './teamWeek';

interface Props {
  form: TeamForm;
  set: <K extends keyof TeamForm>(field: K, value: TeamForm[K]) => void;
  errorOf: (field: string) => string | undefined;
}

export function TeamShiftFields({ form, set, errorOf }: Props) {
  const { t } = useTranslation('teams');
  const overnight = Boolean(form.start && form.end && isOvernight(form.start, form.end));
  return (
    <>
      <div className="form-grid">
        <FormField id="team-start" label={t('form.start')} error={errorOf('start')}>
          <input id="team-start" type="time" value={form.start} onChange={(e) => set('start', e.target.value)} aria-invalid={Boolean(errorOf('start'))} data-testid="team-start" />
        </FormField>
        <FormField id="team-end" label={t('form.end')} error={errorOf('end')} hint={overnight ? t('form.overnight') : undefined}>
          <input id="team-end" type="time" value={form.end} onChange={(e) => set('end', e.target.value)} aria-invalid={Boolean(errorOf('end'))} data-testid="team-end" />
        </FormField>
      </div>
      <TeamMembersField members={form.members} onChange={(members) => set('members', members)} error={errorOf('members')} />
      <FormField id="team-notes" label={t('form.notes')} error={errorOf('notes')} wide>
        <textarea id="team-notes" rows={3} maxLength={2000} value={form.notes} onChange={(e) => set('notes', e.target.value)} aria-invalid={Boolean(errorOf('notes'))} data-testid="team-notes" />
      </FormField>
    </>
  );
}
