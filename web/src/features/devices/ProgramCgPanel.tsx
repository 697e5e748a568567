/**
 * Which CG device each program sends its credits to (`PUT /api/programs/{id}/cg`, administrators):
 * a select of the registered CG devices per program. A device named here cannot be deleted.
 */
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorFieldsOf, parseId } from '@newsroom/api';
import type { Device, DeviceId } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { useProgramsQuery, useSetProgramCgMutation } from '../programs/programsApi';

export function ProgramCgPanel({ devices, canWrite }: { devices: Device[]; canWrite: boolean }) {
  const { t } = useTranslation('devices');
  const { data: programs = [] } = useProgramsQuery();
  const [setCg, setting] = useSetProgramCgMutation();
  const cgs = devices.filter((d) => d.spec.type === 'CG');
  return (
    <section className="program-cg" data-testid="program-cg">
      <h2>{t('programCg.title')}</h2>
      <p className="muted">{t('programCg.intro')}</p>
      <table className="data-table">
        <tbody>
          {programs.map((p) => (
            <tr key={p.id}>
              <th scope="row">{p.name}</th>
              <td>
                <select
                  value={p.cgDeviceId ?? ''}
                  disabled={!canWrite || setting.isLoading}
                  onChange={(e) => void setCg({ programId: p.id, deviceId: parseId<DeviceId>(e.target.value) })}
                  aria-label={t('programCg.deviceOf', { program: p.name })}
                  data-testid={`program-cg-${p.id}`}
                >
                  <option value="">{t('programCg.none')}</option>
                  {cgs.map((d) => (
                    <option key={d.id} value={d.id}>{d.spec.name}</option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {setting.error && <ErrorMessage code={errorCodeOf(setting.error)} fields={errorFieldsOf(setting.error)} onDismiss={setting.reset} />}
    </section>
  );
}
