/**
 * Who and what a production takes, in its form: producers and reporters (their pickers), the vehicles
 * (reference data, as assignments have them), and who may see it while private. Only the owner changes
 * `private` and the allowed users: for anyone else those are disabled, with a word saying why.
 */
import { useTranslation } from 'react-i18next';
import { CheckList } from '../../shared/ui/CheckList';
import { PeoplePicker } from '../documents/PeoplePicker';
import { useReferencesQuery } from '../references/referencesApi';
import type { FieldProps } from './fieldProps';

export function ProductionPeopleFields({ form, set, errorOf, lockedOwner }: FieldProps & { lockedOwner: string | null }) {
  const { t } = useTranslation('production');
  const { data: vehicles } = useReferencesQuery('vehicles');
  const people = (field: 'producerIds' | 'reporterIds' | 'allowedUserIds', picker: 'producers' | 'reporters' | 'active') => (
    <PeoplePicker id={`production-${field}`} label={t(`form.${field}`)} picker={picker} chosen={form[field]} onChange={(ids) => set(field, ids)} emptyText={t('form.noUsers')} error={errorOf(field)} disabled={field === 'allowedUserIds' && lockedOwner !== null} />
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
      <fieldset className="form-section" data-testid="production-privacy">
        <label className="check">
          <input type="checkbox" checked={form.private} disabled={lockedOwner !== null} onChange={(e) => set('private', e.target.checked)} data-testid="production-private" />
          <span>{t('form.private')}</span>
        </label>
        {lockedOwner !== null && <p className="hint">{t('form.ownerOnly', { owner: lockedOwner })}</p>}
        {errorOf('private') && <span className="field-error">{errorOf('private')}</span>}
        {form.private && people('allowedUserIds', 'active')}
      </fieldset>
    </>
  );
}
