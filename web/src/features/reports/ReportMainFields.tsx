/**
 * The main fields of the report form: slug, day, programs (at least one) and the summary (plain text, its
 * lines kept). Each field shows its 422 problem under it.
 */
import { useTranslation } from 'react-i18next';
import { FormField } from '../../shared/ui/FormField';
import type { DocumentFieldProps } from '../documents/fieldProps';
import { ProgramsField } from '../documents/ProgramsField';
import type { ReportForm } from './reportForm';

export function ReportMainFields({ form, set, errorOf }: DocumentFieldProps<ReportForm>) {
  const { t } = useTranslation('report');
  return (
    <fieldset className="form-section">
      <div className="form-grid">
        <FormField id="report-slug" label={t('form.slug')} error={errorOf('slug')}>
          <input id="report-slug" value={form.slug} maxLength={200} onChange={(e) => set('slug', e.target.value)} aria-invalid={Boolean(errorOf('slug'))} data-testid="report-slug" />
        </FormField>
        <FormField id="report-date" label={t('form.date')} error={errorOf('date')}>
          <input id="report-date" type="date" value={form.date} onChange={(e) => set('date', e.target.value)} aria-invalid={Boolean(errorOf('date'))} data-testid="report-date" />
        </FormField>
        <ProgramsField id="report-programIds" label={t('form.programIds')} chosen={form.programIds} onChange={(ids) => set('programIds', ids)} emptyText={t('form.noPrograms')} error={errorOf('programIds')} />
        <FormField id="report-summary" label={t('form.summary')} error={errorOf('summary')} hint={t('form.summaryHint')} wide>
          <textarea id="report-summary" rows={4} value={form.summary} onChange={(e) => set('summary', e.target.value)} aria-invalid={Boolean(errorOf('summary'))} data-testid="report-summary" />
        </FormField>
      </div>
    </fieldset>
  );
}
