/**
 * Who and what a production takes, in its form: producers and reporters (their pickers), the vehicles
 * (reference data, as assignments have them), and who may see it while private (the documents'
 * PrivacyFields: only the owner changes them).
 */
import { useTranslation } from 'react-i18next';
import { CheckList } from '../../shared/ui/CheckList';
import { PeoplePicker } from '../documents/PeoplePicker';
import type { DocumentFieldProps } from '../documents/fieldProps';
import { PrivacyFields } from '../documents/PrivacyFields';
import { useReferencesQuery } from '../references/referencesApi';
import type { ProductionForm } from './productionForm';

export function ProductionPeopleFields({ form, set, errorOf, lockedOwner }: DocumentFieldProps<ProductionForm> & { lockedOwner: string | null }) {
  const { t } = useTranslation('production');
  const { data: vehicles } = useReferencesQuery('vehicles');
  const people = (field: 'producerIds' | 'reporterIds', picker: 'producers' | 'reporters') => (
    <PeoplePicker id={`production-${field}`} label={t(`form.${field}`)} picker={picker} chosen={form[field]} onChange={(ids) => set(field, ids)} emptyText={t('form.noUsers')} error={errorOf(field)} />
  );
  return (
    <>
      <fieldset className="form-section">
        <div className="production-people-grid">
          {people('producerIds', 'producers')}
          {people('reporterIds', 'reporters')}
          <div className={`field${errorOf('vehicleIds') ? ' has-error' : ''}`}>
            <span id="production-vehicleIds-label">{t('form.vehicleIds')}</span>
            <CheckList<number> labelledBy="production-vehicleIds-label" choices={(vehicles ?? []).map((v) => ({ id: v.id, label: v.name }))} chosen={form.vehicleIds} onChange={(ids) => set('vehicleIds', ids)} emptyText={t('form.noVehicles')} testId="production-vehicleIds" />
            {errorOf('vehicleIds') && (
              <span className="field-error" data-testid="error-production-vehicleIds">
                {errorOf('vehicleIds')}
              </span>
            )}
          </div>
        </div>
      </fieldset>
      <PrivacyFields prefix="production" ns="production" private={form.private} allowedUserIds={form.allowedUserIds} onPrivate={(on) => set('private', on)} onAllowed={(ids) => set('allowedUserIds', ids)} lockedOwner={lockedOwner} errorOf={errorOf} />
    </>
  );
}
