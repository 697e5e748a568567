import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { errorCodeOf } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { RundownGrid } from './RundownGrid';
import { RundownHeader } from './RundownHeader';
import { useRundownQuery, type RundownKey } from './rundownApi';
import { errorDismissed, overlayClosed, selectError, selectErrorFields, selectOverlay, selectTimingMode } from './rundownUiSlice';
import { RundownToolbar } from './RundownToolbar';
import { ShortcutHelp } from './ShortcutHelp';
import { useRundownActions } from './useRundownActions';
import { useRundownShortcuts } from './useRundownShortcuts';
import { useFollowDate } from './useFollowDate';
import { LogPanel } from '../rundownLog/LogPanel';
import { DeviceBar } from '../devices/DeviceBar';
import type { Rundown } from '@newsroom/api';
import { ClipboardBar } from '../clipboard/ClipboardBar';
import { DrawerPanel } from '../clipboard/DrawerPanel';
import { useClipboardActions } from '../clipboard/useClipboardActions';
import { PasteContext, usePasteTargets } from '../clipboard/PasteButtons';

/** A rundown that exists: loads it (live) and shows header, toolbar, grid, and the log or keyboard help. */
export function RundownScreen({ rundownKey }: { rundownKey: RundownKey }) {
  const { data: rundown, error, isLoading, refetch } = useRundownQuery(rundownKey);
  const { t } = useTranslation();
  useFollowDate(rundownKey, rundown);
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
  const dispatch = useAppDispatch();
  const { data: user } = useMeQuery();
  const canWrite = hasRole(user?.roles, ROLES.rundownWrite);
  // A displayed rundown (the show aired) refuses every change: no edit control until it is reopened.
  const canEdit = canWrite && !rundown.displayed;
  const mode = useAppSelector(selectTimingMode);
  const error = useAppSelector(selectError);
  const errorFields = useAppSelector(selectErrorFields);
  const overlay = useAppSelector(selectOverlay);
  const actions = useRundownActions(rundown);
  const clipboard = useClipboardActions(rundown);
  const pasteTargets = usePasteTargets(clipboard);
  const gridScroll = useRef<HTMLDivElement>(null);
  const context = useMemo(() => ({ canEdit, mode, actions }), [canEdit, mode, actions]);
  useRundownShortcuts(rundown, canEdit, actions, { hasClip: clipboard.clip !== null, pasteBelow: pasteTargets.below });

  return (
    <section className={`rundown-screen${rundown.displayed ? ' displayed' : ''}`} data-testid="rundown-screen" data-rundown-id={rundown.id} data-can-edit={canEdit}>
      <RundownHeader rundown={rundown} canWrite={canWrite} canEdit={canEdit} actions={actions} />
      <RundownToolbar rundown={rundown} canEdit={canEdit} onAddBlock={actions.addBlock} />
      <DeviceBar rundown={rundown} canEdit={canEdit} />
      {canEdit && <ClipboardBar rundown={rundown} actions={clipboard} />}
      {error && <ErrorMessage code={error} fields={errorFields} onDismiss={() => dispatch(errorDismissed())} testId="rundown-error" />}
      <div className="rundown-body">
        <div className="grid-scroll" ref={gridScroll} data-testid="grid-scroll">
          <PasteContext.Provider value={pasteTargets}>
            <RundownGrid rundown={rundown} context={context} scrollRef={gridScroll} />
          </PasteContext.Provider>
        </div>
        {overlay === 'drawer' && canEdit && <DrawerPanel programId={rundown.programId} actions={clipboard} onClose={() => dispatch(overlayClosed())} />}
        {overlay === 'log' && <LogPanel rundownId={rundown.id} revision={rundown.revision} canUndo={canEdit} onClose={() => dispatch(overlayClosed())} />}
      </div>
      {overlay === 'help' && <ShortcutHelp canEdit={canEdit} />}
    </section>
  );
}
