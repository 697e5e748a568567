import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { errorCodeOf, type TemplateId } from '@newsroom/api';
import { formatDate, isIsoDate } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { useProgramsQuery } from '../programs/programsApi';
import { useCreateRundownMutation, useRundownExistsQuery, type RundownKey } from './rundownApi';
import { RundownScreen } from './RundownScreen';
import { TemplateSelect } from '../templates/TemplateSelect';

/**
 * /rundown/:date/:programId: asks whether the rundown exists, then shows it or offers to create it, empty
 * or from a template of its program.
 */
export function RundownPage() {
  const { t } = useTranslation('rundown');
  const { date, programId } = useParams();
  const id = Number(programId);
  if (!isIsoDate(date) || !Number.isInteger(id) || id <= 0) {
    return (
      <div className="page-state" data-testid="rundown-status" data-status="bad-address">
        <p>{t('status.badAddress')}</p>
        <Link className="btn" to="/rundown">
          {t('status.other')}
        </Link>
      </div>
    );
  }
  return <RundownForKey rundownKey={{ date, programId: id }} />;
}

function RundownForKey({ rundownKey }: { rundownKey: RundownKey }) {
  const { t, i18n } = useTranslation('rundown');
  const exists = useRundownExistsQuery(rundownKey);
  const { data: programs } = useProgramsQuery();
  const { data: user } = useMeQuery();
  const [create, creating] = useCreateRundownMutation();
  const [templateId, setTemplateId] = useState<TemplateId | null>(null);

  if (exists.isLoading) return <Spinner />;
  if (!exists.data) return <ErrorMessage code={errorCodeOf(exists.error)} />;

  const status = exists.data.status;
  if (status === 'EXIST') return <RundownScreen rundownKey={rundownKey} />;

  const program = programs?.find((p) => p.id === rundownKey.programId)?.name ?? `#${rundownKey.programId}`;
  return (
    <div className="page-state" data-testid="rundown-status" data-status={status}>
      {status === 'CAN_CREATE' ? (
        <>
          <p>{t('status.canCreate', { program, date: formatDate(rundownKey.date, i18n.language) })}</p>
          {hasRole(user?.roles, ROLES.rundownWrite) && (
            <div className="picker-form">
              <TemplateSelect programId={rundownKey.programId} value={templateId} onChange={setTemplateId} testId="create-template" />
              <button type="button" className="btn btn-primary" disabled={creating.isLoading} onClick={() => void create({ ...rundownKey, templateId })} data-testid="create-rundown">
                {creating.isLoading ? t('status.creating') : t('status.create')}
              </button>
            </div>
          )}
          {creating.error && <ErrorMessage code={errorCodeOf(creating.error)} />}
        </>
      ) : (
        <p>{t('status.cantCreate')}</p>
      )}
      <Link className="btn btn-ghost" to="/rundown">
        {t('status.other')}
      </Link>
    </div>
  );
}
