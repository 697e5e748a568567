/**
 * The fields of the proposal form: slug, day, programs (at least one, of those the caller may see) and the
 * pitch (plain text, its lines kept). Each field shows its 422 problem under it.
 */
import { useTranslation } from 'react-i18next';
import { FormField } from '../../shared/ui/FormField';
import type { DocumentFieldProps } from '../documents/fieldProps';
import { ProgramsField } from '../documents/ProgramsField';
import type { ProposalForm } from './proposalForm';

export function ProposalFields({ form, set, errorOf }: DocumentFieldProps<ProposalForm>) {
  const { t } = useTranslation('proposals');
  return (
    <fieldset className="form-section">
      <div className="form-grid">
        <FormField id="proposal-slug" label={t('form.slug')} error={errorOf('slug')}>
          <input id="proposal-slug" value={form.slug} maxLength={200} onChange={(e) => set('slug', e.target.value)} aria-invalid={Boolean(errorOf('slug'))} autoFocus={!form.slug} data-testid="proposal-slug" />
        </FormField>
        <FormField id="proposal-date" label={t('form.date')} error={errorOf('date')}>
          <input id="proposal-date" type="date" value={form.date} onChange={(e) => set('date', e.target.value)} aria-invalid={Boolean(errorOf('date'))} data-testid="proposal-date" />
        </FormField>
        <ProgramsField id="proposal-programIds" label={t('form.programIds')} chosen={form.programIds} onChange={(ids) => set('programIds', ids)} emptyText={t('form.noPrograms')} error={errorOf('programIds')} />
        <FormField id="proposal-content" label={t('form.content')} error={errorOf('content')} hint={t('form.contentHint')} wide>
          <textarea id="proposal-content" className="proposal-textarea" rows={8} value={form.content} onChange={(e) => set('content', e.target.value)} aria-invalid={Boolean(errorOf('content'))} data-testid="proposal-content" />
        </FormField>
      </div>
    </fieldset>
  );
}
