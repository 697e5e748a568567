/**
 * The main fields of the round form: slug, day, shift ("Morning", "Night"; may be empty), programs (at
 * least one) and the notes. Each field shows its 422 problem under it.
 */
import { useTranslation } from 'react-i18next';
import { FormField } from '../../shared/ui/FormField';
import type { DocumentFieldProps } from '../documents/fieldProps';
import { ProgramsField } from '../documents/ProgramsField';
import type { RoundForm } from './roundForm';

export function RoundMainFields({ form, set, errorOf }: DocumentFieldProps<RoundForm>) {
  const { t } = useTranslation('round');
  const text = (field: 'slug' | 'shift', maxLength: number, hint?: string) => (
    <FormField id={`round-${field}`} label={t(`form.${field}`)} error={errorOf(field)} hint={hint}>
      <input id={`round-${field}`} value={form[field]} maxLength={maxLength} onChange={(e) => set(field, e.target.value)} aria-invalid={Boolean(errorOf(field))} data-testid={`round-${field}`} />
    </FormField>
  );
  return (
    <fieldset className="form-section">
      <div className="form-grid">
        {text('slug', 200)}
        <FormField id="round-date" label={t('form.date')} error={errorOf('date')}>
          <input id="round-date" type="date" value={form.date} onChange={(e) => set('date', e.target.value)} aria-invalid={Boolean(errorOf('date'))} data-testid="round-date" />
        </FormField>
        {text('shift', 500, t('form.shiftHint'))}
        <ProgramsField id="round-programIds" label={t('form.programIds')} chosen={form.programIds} onChange={(ids) => set('programIds', ids)} emptyText={t('form.noPrograms')} error={errorOf('programIds')} />
        <FormField id="round-notes" label={t('form.notes')} error={errorOf('notes')} wide>
          <textarea id="round-notes" rows={3} value={form.notes} onChange={(e) => set('notes', e.target.value)} aria-invalid={Boolean(errorOf('notes'))} data-testid="round-notes" />
        </FormField>
      </div>
    </fieldset>
  );
}
