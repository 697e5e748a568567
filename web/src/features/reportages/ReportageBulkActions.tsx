/**
 * What can be done with the selected reportages of the list (docs/adr/0003-documents.md "Reportages"):
 * writers set one state for all of them (`PATCH /api/reportages/states`) or move them to the trash
 * (`DELETE /api/reportages?ids=`, after the browser asks); NEWS_REPORT admins approve them for air or take
 * the approval away (`PUT /api/reportages/approve|disapprove`). All or none, each time.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { documentStateValues, type DocumentId, type DocumentState } from '@newsroom/api';
import { useApproveReportagesMutation, useSetReportageStatesMutation, useTrashReportagesMutation } from './reportagesApi';
import { ReportageError, type CallFailure } from './ReportageError';

/** What the list says after a change of several. */
export type BulkNotice = { kind: 'stateSet'; count: number; state: DocumentState } | { kind: 'trashed' | 'restored' | 'approved' | 'disapproved'; count: number };

interface Props {
  ids: readonly DocumentId[];
  canWrite: boolean;
  canApprove: boolean;
  onDone: (notice: BulkNotice) => void;
}

export function ReportageBulkActions({ ids, canWrite, canApprove, onDone }: Props) {
  const { t } = useTranslation('reportage');
  const [state, setState] = useState<DocumentState>('COVERING');
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const [setStates, settingStates] = useSetReportageStatesMutation();
  const [trash, trashing] = useTrashReportagesMutation();
  const [approve, approving] = useApproveReportagesMutation();
  const busy = settingStates.isLoading || trashing.isLoading || approving.isLoading;
  const none = ids.length === 0;

  const run = async (change: () => Promise<unknown>, notice: BulkNotice) => {
    setFailure(null);
    try {
      await change();
      onDone(notice);
    } catch (err) {
      setFailure(err as CallFailure);
    }
  };
  const moveToTrash = () => {
    if (!window.confirm(t('confirmTrash', { count: ids.length }))) return;
    void run(() => trash([...ids]).unwrap(), { kind: 'trashed', count: ids.length });
  };
  const setApproval = (approved: boolean) => void run(() => approve({ ids: [...ids], approved }).unwrap(), { kind: approved ? 'approved' : 'disapproved', count: ids.length });

  return (
    <div className="toolbar reportage-actions" data-testid="reportage-actions">
      <span className="muted small" data-testid="reportages-selected">
        {t('selected', { count: ids.length })}
      </span>
      {canWrite && (
        <>
          <label className="toolbar-field">
            <span>{t('setState')}</span>
            <select value={state} onChange={(e) => setState(e.target.value as DocumentState)} disabled={busy} data-testid="reportage-state-select">
              {documentStateValues.map((s) => (
                <option key={s} value={s}>
                  {t(`states.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <button type="button" className="btn btn-small" disabled={none || busy} onClick={() => void run(() => setStates({ ids: [...ids], state }).unwrap(), { kind: 'stateSet', count: ids.length, state })} data-testid="reportage-state-apply">
            {t('apply')}
          </button>
        </>
      )}
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
      {failure && <ReportageError error={failure} onDismiss={() => setFailure(null)} testId="reportage-actions-error" />}
    </div>
  );
}
