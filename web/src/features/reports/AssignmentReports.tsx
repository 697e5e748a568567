/**
 * The reports of an assignment, on its page (REPORT read): those made from it
 * (`GET /api/reports/assignment/{id}`), each a link to its page; for writers, Write report, which opens
 * /assignments/newReport/{id} (the report begun from the assignment, then its form). Live: a report made
 * elsewhere shows at once.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DocumentId } from '@newsroom/api';
import { MadeFromAssignment } from '../documents/MadeFromAssignment';
import { newReportFromAssignmentPath, reportPath } from './paths';
import { useReportsOfAssignmentQuery } from './reportsApi';
import { useReportsLive } from './useReportsLive';

export function AssignmentReports({ assignmentId, canWrite }: { assignmentId: DocumentId; canWrite: boolean }) {
  const { t } = useTranslation('report');
  const { data } = useReportsOfAssignmentQuery(assignmentId, { refetchOnMountOrArgChange: true });
  useReportsLive(true);
  return (
    <MadeFromAssignment testId="assignment-reports" itemTestId="assignment-report" title={t('fromAssignment.title')} none={t('fromAssignment.none')} documents={data} pathOf={reportPath}>
      {canWrite && (
        <Link to={newReportFromAssignmentPath(assignmentId)} className="btn" title={t('fromAssignment.hint')} data-testid="assignment-write-report">
          {t('fromAssignment.button')}
        </Link>
      )}
    </MadeFromAssignment>
  );
}
