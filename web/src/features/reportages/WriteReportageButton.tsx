/**
 * "Write reportage" on an assignment's page (web.md section 7, news reports "create from assignment";
 * news report write): `POST /api/reportages/assignment/{id}` writes a new reportage from the assignment
 * (its slug, day, programs, people and sharing, its content as a first OFF section, a link back), then
 * its editor opens.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { DocumentId } from '@newsroom/api';
import { reportageEditPath } from './paths';
import { ReportageError, type CallFailure } from './ReportageError';
import { useReportageFromAssignmentMutation } from './reportagesApi';

export function WriteReportageButton({ assignmentId }: { assignmentId: DocumentId }) {
  const { t } = useTranslation('reportage');
  const navigate = useNavigate();
  const [write, { isLoading }] = useReportageFromAssignmentMutation();
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const run = async () => {
    setFailure(null);
    try {
      const made = await write(assignmentId).unwrap();
      navigate(reportageEditPath(made.id));
    } catch (err) {
      setFailure(err as CallFailure);
    }
  };
  return (
    <>
      <button type="button" className="btn" disabled={isLoading} onClick={() => void run()} title={t('fromAssignment.hint')} data-testid="assignment-write-reportage">
        {isLoading ? t('fromAssignment.writing') : t('fromAssignment.button')}
      </button>
      {failure && <ReportageError error={failure} onDismiss={() => setFailure(null)} testId="assignment-write-reportage-error" />}
    </>
  );
}
