/**
 * What can be done with the selected reportages of the list (docs/adr/0003-documents.md "Reportages"):
 * writers set one state for all of them (`PATCH /api/reportages/states`), copy them to another day and
 * mail them (CopyEmailActions: `POST /api/reportages/copy`, `/email`) or move them to the trash
 * (`DELETE /api/reportages?ids=`, after the browser asks); NEWS_REPORT admins approve them for air or take
 * the approval away (`PUT /api/reportages/approve|disapprove`). All or none, each time.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentId, DocumentState } from '@newsroom/api';
import { CopyEmailButtons, CopyEmailPanel, type ActionPanel, type CopyMailNotice } from '../documents/CopyEmailActions';
import { DocumentStateControls } from '../documents/DocumentStateControls';
import { useBulkRun } from '../documents/useBulkRun';
import { useApproveReportagesMutation, useCopyReportagesMutation, useEmailReportagesMutation, useSetReportageStatesMutation, useTrashReportagesMutation } from './reportagesApi';
import { ReportageError } from './ReportageError';

/** What the list says after a change of several. */
export type BulkNotice = { kind: 'stateSet'; count: number; state: DocumentState } | { kind: 'trashed' | 'restored' | 'approved' | 'disapproved'; count: number } | CopyMailNotice;

interface Props {
  ids: readonly DocumentId[];
  canWrite: boolean;
  canApprove: boolean;
  /** The day a copy is offered for first. */
  copyDate: string;
  onDone: (notice: BulkNotice) => void;
}

export function ReportageBulkActions({ ids, canWrite, canApprove, copyDate, onDone }: Props) {
  const { t } = useTranslation('reportage');
  const [panel, setPanel] = useState<ActionPanel>(null);
  const { run, failure, dismiss } = useBulkRun(onDone);
  const [setStates, settingStates] = useSetReportageStatesMutation();
  const [trash, trashing] = useTrashReportagesMutation();
  const [approve, approving] = useApproveReportagesMutation();
  const [copy] = useCopyReportagesMutation();
  const [email] = useEmailReportagesMutation();
  const busy = settingStates.isLoading || trashing.isLoading || approving.isLoading;
  const none = ids.length === 0;

  const apply = (state: DocumentState) => void run(() => setStates({ ids: [...ids], state }).unwrap(), { kind: 'stateSet', count: ids.length, state });
  const moveToTrash = () => {
    if (!window.confirm(t('confirmTrash', { count: ids.length }))) return;
    void run(() => trash([...ids]).unwrap(), { kind: 'trashed', count: ids.length });
  };
  const setApproval = (approved: boolean) => void run(() => approve({ ids: [...ids], approved }).unwrap(), { kind: approved ? 'approved' : 'disapproved', count: ids.length });

  return (
    <>
      <div className="toolbar reportage-actions" data-testid="reportage-actions">
        <span className="muted small" data-testid="reportages-selected">
          {t('selected', { count: ids.length })}
        </span>
        {canWrite && <DocumentStateControls ns="reportage" singular="reportage" busy={busy} none={none} onApply={apply} />}
        {canWrite && <CopyEmailButtons kind="reportages" open={panel} onOpen={setPanel} disabled={none || busy} />}
        {canApprove && (
          <>
            <button type="button" className="btn btn-small" disabled={none || busy} onClick={() => setApproval(true)} data-testid="reportage-approve-selected">
              {t('approval.approve')}
            </button>
            <button type="button" className="btn btn-small" disabled={none || busy} onClick={() => setApproval(false)} data-testid="reportage-disapprove-selected">
              {t('approval.disapprove')}
            </button>
          </>
        )}
        <span className="spacer" />
        {canWrite && (
          <button type="button" className="btn btn-small btn-danger" disabled={none || busy} onClick={moveToTrash} data-testid="reportage-trash">
            {t('moveToTrash')}
          </button>
        )}
        {failure && <ReportageError error={failure} onDismiss={dismiss} testId="reportage-actions-error" />}
      </div>
      {canWrite && (
        <CopyEmailPanel
          kind="reportages"
          open={panel}
          ids={ids}
          copyDate={copyDate}
          copy={(body) => copy(body).unwrap()}
          email={(body) => email(body).unwrap()}
          onClose={() => setPanel(null)}
          onDone={onDone}
        />
      )}
    </>
  );
}
