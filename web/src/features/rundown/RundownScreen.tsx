import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { errorCodeOf } from '../../shared/api/errors';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { RundownGrid } from './RundownGrid';
import { RundownHeader } from './RundownHeader';
import { useRundownQuery, type RundownKey } from './rundownApi';
import { errorDismissed, selectError, selectTimingMode } from './rundownUiSlice';
import { TimingModeSelect } from './TimingModeSelect';
import { useRundownActions } from './useRundownActions';
import type { Rundown } from '../../shared/api/types';

/** A rundown that exists: loads it (live) and shows header, toolbar and grid. */
export function RundownScreen({ rundownKey }: { rundownKey: RundownKey }) {
  const { data: rundown, error, isLoading, refetch } = useRundownQuery(rundownKey);
  const { t } = useTranslation();
  if (isLoading) return <Spinner />;
  if (!rundown) {
    return (
      <div className="page-state">
        <ErrorMessage code={errorCodeOf(error)} />
        <button type="button" className="btn" onClick={() => void refetch()}>
          {t('actions.retry')}
        </button>
      </div>
    );
  }
  return <LoadedRundown rundown={rundown} />;
}

function LoadedRundown({ rundown }: { rundown: Rundown }) {
  const { t } = useTranslation('rundown');
  const dispatch = useAppDispatch();
  const { data: user } = useMeQuery();
  const canWrite = hasRole(user?.roles, ROLES.rundownWrite);
  const mode = useAppSelector(selectTimingMode);
  const error = useAppSelector(selectError);
  const actions = useRundownActions(rundown);
  const context = useMemo(() => ({ canWrite, mode, actions }), [canWrite, mode, actions]);

  return (
    <section className="rundown-screen" data-testid="rundown-screen" data-rundown-id={rundown.id}>
      <RundownHeader rundown={rundown} canWrite={canWrite} />
      <div className="toolbar">
        <TimingModeSelect />
        <Link to="/rundown" className="btn btn-ghost">
          {t('status.other')}
        </Link>
        <span className="spacer" />
        {canWrite && (
          <button type="button" className="btn btn-primary" onClick={actions.addBlock} data-testid="add-block">
            {t('block.add')}
          </button>
        )}
      </div>
      {error && <ErrorMessage code={error} onDismiss={() => dispatch(errorDismissed())} testId="rundown-error" />}
      <div className="grid-scroll">
        <RundownGrid rundown={rundown} context={context} />
      </div>
    </section>
  );
}
