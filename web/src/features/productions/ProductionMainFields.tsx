/**
 * The main fields of the production form: slug, day, programs (at least one), where the crew goes, when
 * it leaves the station and is back (`datetime-local`, the user's local time; the form sends UTC), and
 * the notes. Each field shows its 422 problem under it (`date_order` on `arrival`: before the departure).
 */
import { useTranslation } from 'react-i18next';
import { FormField } from '../../shared/ui/FormField';
import type { DocumentFieldProps } from '../documents/fieldProps';
import { ProgramsField } from '../documents/ProgramsField';
import type { ProductionForm } from './productionForm';

export function ProductionMainFields({ form, set, errorOf }: DocumentFieldProps<ProductionForm>) {
  const { t } = useTranslation('production');
  const text = (field: 'slug' | 'location', maxLength: number) => (
    <FormField id={`production-${field}`} label={t(`form.${field}`)} error={errorOf(field)}>
      <input id={`production-${field}`} value={form[field]} maxLength={maxLength} onChange={(e) => set(field, e.target.value)} aria-invalid={Boolean(errorOf(field))} data-testid={`production-${field}`} />
    </FormField>
  );
  const time = (field: 'departure' | 'arrival') => (
    <FormField id={`production-${field}`} label={t(`form.${field}`)} error={errorOf(field)} hint={t('form.timesHint')}>
      <input id={`production-${field}`} type="datetime-local" value={form[field]} onChange={(e) => set(field, e.target.value)} aria-invalid={Boolean(errorOf(field))} data-testid={`production-${field}`} />
    </FormField>
  );
  return (
    <fieldset className="form-section">
      <div className="form-grid">
        {text('slug', 200)}
        <FormField id="production-date" label={t('form.date')} error={errorOf('date')}>
          <input id="production-date" type="date" value={form.date} onChange={(e) => set('date', e.target.value)} aria-invalid={Boolean(errorOf('date'))} data-testid="production-date" />
        </FormField>
        {text('location', 500)}
        {time('departure')}
        {time('arrival')}
        <ProgramsField id="production-programIds" label={t('form.programIds')} chosen={form.programIds} onChange={(ids) => set('programIds', ids)} emptyText={t('form.noPrograms')} error={errorOf('programIds')} />
        <FormField id="production-notes" label={t('form.notes')} error={errorOf('notes')} wide>
          <textarea id="production-notes" rows={5} value={form.notes} onChange={(e) => set('notes', e.target.value)} aria-invalid={Boolean(errorOf('notes'))} data-testid="production-notes" />
        </FormField>
      </div>
    </fieldset>
  );
}
