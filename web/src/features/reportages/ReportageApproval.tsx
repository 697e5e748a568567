/**
 * Approve for air, or take the approval away, of one reportage (NEWS_REPORT admin; `PUT
 * /api/reportages/approve|disapprove`): on its page and in its editor. A private reportage is not
 * approved: the server says so, in the reportage's words (ReportageError).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScriptedReportage } from '@newsroom/api';
import { ReportageError, type CallFailure } from './ReportageError';
import { useApproveReportagesMutation } from './reportagesApi';

interface Props {
  reportage: ScriptedReportage;
  /** The reportage as the server answered, approved or not. */
  onDone?: (saved: ScriptedReportage) => void;
}

export function ReportageApproval({ reportage, onDone }: Props) {
  const { t } = useTranslation('reportage');
  const [approve, { isLoading }] = useApproveReportagesMutation();
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const next = !reportage.approved;
  const run = async () => {
    setFailure(null);
    try {
      const [saved] = await approve({ ids: [reportage.id], approved: next }).unwrap();
      if (saved) onDone?.(saved);
    } catch (err) {
      setFailure(err as CallFailure);
    }
  };
  return (
    <>
      <button type="button" className={`btn${next ? ' btn-approve' : ''}`} disabled={isLoading} onClick={() => void run()} data-testid={next ? 'reportage-approve' : 'reportage-disapprove'}>
        {next ? t('approval.approve') : t('approval.disapprove')}
      </button>
      {failure && <ReportageError error={failure} onDismiss={() => setFailure(null)} testId="reportage-approval-error" />}
    </>
  );
}
