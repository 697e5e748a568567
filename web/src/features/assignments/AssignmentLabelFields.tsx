/**
 * The reference data of an assignment in its form (web.md section 3: classification, vehicles; and the
 * editorial and type of coverage): one of each list or none, and any vehicles. The lists come from the
 * registrations (/admin/registrations); an empty list says so instead of showing an empty picker.
 */
import { useTranslation } from 'react-i18next';
import type { ReferenceItem } from '@newsroom/api';
import { CheckList } from '../../shared/ui/CheckList';
import { FormField } from '../../shared/ui/FormField';
import { useReferencesQuery } from '../references/referencesApi';
import type { AssignmentForm } from './assignmentForm';

interface Props {
  form: AssignmentForm;
  set: <K extends keyof AssignmentForm>(field: K, value: AssignmentForm[K]) => void;
  errorOf: (field: string) => string | undefined;
}

type OneOf = 'classificationId' | 'editorialId' | 'typeId';

export function AssignmentLabelFields({ form, set, errorOf }: Props) {
  const { t } = useTranslation('assignments');
  const { data: classifications } = useReferencesQuery('classifications');
  const { data: editorials } = useReferencesQuery('editorials');
  const { data: types } = useReferencesQuery('types');
  const { data: vehicles } = useReferencesQuery('vehicles');
  const pick = (field: OneOf, items: ReferenceItem[] | undefined) => (
    <FormField id={`assignment-${field}`} label={t(`form.${field}`)} error={errorOf(field)}>
      <select id={`assignment-${field}`} value={form[field] ?? ''} onChange={(e) => set(field, e.target.value === '' ? null : Number(e.target.value))} aria-invalid={Boolean(errorOf(field))} data-testid={`assignment-${field}`}>
        <option value="">{t('form.none')}</option>
        {(items ?? []).map((i) => (
          <option key={i.id} value={i.id}>
            {i.name}
          </option>
        ))}
      </select>
    </FormField>
  );
  return (
    <fieldset className="form-section" data-testid="assignment-labels">
      <div className="form-grid">
        {pick('editorialId', editorials)}
        {pick('classificationId', classifications)}
        {pick('typeId', types)}
        <div className={`field${errorOf('vehicleIds') ? ' has-error' : ''}`}>
          <span id="assignment-vehicleIds-label">{t('form.vehicleIds')}</span>
          <CheckList<number> labelledBy="assignment-vehicleIds-label" choices={(vehicles ?? []).map((v) => ({ id: v.id, label: v.name }))} chosen={form.vehicleIds} onChange={(ids) => set('vehicleIds', ids)} emptyText={t('form.noVehicles')} testId="assignment-vehicleIds" />
          {errorOf('vehicleIds') && (
            <span className="field-error" data-testid="error-assignment-vehicleIds">
              {errorOf('vehicleIds')}
            </span>
          )}
        </div>
      </div>
    </fieldset>
  );
}
