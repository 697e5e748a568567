/**
 * What a writer does with the selected assignments of a list (docs/api-design.md "Assignments
 * (guidelines)"): one state for all of them (`PATCH /api/assignments/states`, all or none), copies for
 * another day and mails (CopyEmailActions), or the trash (`DELETE /api/assignments?ids=`, after the
 * browser asks).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, type DocumentId, type DocumentState } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { CopyEmailButtons, CopyEmailPanel, type ActionPanel, type CopyMailNotice } from '../documents/CopyEmailActions';
import { DocumentStateControls } from '../documents/DocumentStateControls';
import { useBulkRun } from '../documents/useBulkRun';
import { useCopyAssignmentsMutation, useEmailAssignmentsMutation, useSetAssignmentStatesMutation, useTrashAssignmentsMutation } from './assignmentsApi';

/** What the page says after a change of several. */
export type BulkNotice = { kind: 'stateSet'; count: number; state: DocumentState } | { kind: 'trashed' | 'restored'; count: number } | CopyMailNotice;

interface Props {
  ids: readonly DocumentId[];
  /** The day a copy is offered for first. */
  copyDate: string;
  onDone: (notice: BulkNotice) => void;
}

export function AssignmentBulkActions({ ids, copyDate, onDone }: Props) {
  const { t } = useTranslation('assignments');
  const [panel, setPanel] = useState<ActionPanel>(null);
  const { run, failure, dismiss } = useBulkRun(onDone);
  const [setStates, settingStates] = useSetAssignmentStatesMutation();
  const [trash, trashing] = useTrashAssignmentsMutation();
  const [copy] = useCopyAssignmentsMutation();
  const [email] = useEmailAssignmentsMutation();
  const busy = settingStates.isLoading || trashing.isLoading;
  const none = ids.length === 0;

  const apply = (state: DocumentState) => void run(() => setStates({ ids: [...ids], state }).unwrap(), { kind: 'stateSet', count: ids.length, state });
  const moveToTrash = () => {
    if (!window.confirm(t('confirmTrash', { count: ids.length }))) return;
    void run(() => trash([...ids]).unwrap(), { kind: 'trashed', count: ids.length });
  };

  return (
    <>
      <div className="toolbar assignment-actions" data-testid="assignment-actions">
        <span className="muted small" data-testid="assignments-selected">
          {t('selected', { count: ids.length })}
        </span>
        <DocumentStateControls ns="assignments" singular="assignment" busy={busy} none={none} onApply={apply} />
        <CopyEmailButtons kind="assignments" open={panel} onOpen={setPanel} disabled={none || busy} />
        <span className="spacer" />
        <button type="button" className="btn btn-small btn-danger" disabled={none || busy} onClick={moveToTrash} data-testid="assignment-trash">
          {t('moveToTrash')}
        </button>
        {failure && <ErrorMessage code={errorCodeOf(failure)} onDismiss={dismiss} testId="assignment-actions-error" />}
      </div>
      <CopyEmailPanel
        kind="assignments"
        open={panel}
        ids={ids}
        copyDate={copyDate}
        copy={(body) => copy(body).unwrap()}
        email={(body) => email(body).unwrap()}
        onClose={() => setPanel(null)}
        onDone={onDone}
      />
    </>
  );
}
