/**
 * The checklists of an assignment, on its page (PRODUCTION read): those made from it
 * (`GET /api/productions/assignment/{id}`), each a link to its page with how many tasks are done; for
 * writers, Make checklist (`POST /api/productions/assignment/{id}`: its slug, day, programs, people and
 * vehicles, its content as the notes, the default tasks), which then opens the new one. Live: a
 * checklist made or ticked elsewhere shows at once.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorCodeOf, type CallError, type DocumentId } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { MadeFromAssignment } from '../documents/MadeFromAssignment';
import { productionPath } from './paths';
import { useProductionFromAssignmentMutation, useProductionsOfAssignmentQuery } from './productionsApi';
import { TaskProgress } from './TaskProgress';
import { progressOf } from './tasks';
import { useProductionsLive } from './useProductionsLive';
import './productions.css';

export function AssignmentChecklists({ assignmentId, canWrite }: { assignmentId: DocumentId; canWrite: boolean }) {
  const { t } = useTranslation('production');
  const { data } = useProductionsOfAssignmentQuery(assignmentId, { refetchOnMountOrArgChange: true });
  useProductionsLive(true);
  return (
    <MadeFromAssignment
      testId="assignment-checklists"
      itemTestId="assignment-checklist"
      title={t('fromAssignment.title')}
      none={t('fromAssignment.none')}
      documents={data}
      pathOf={productionPath}
      after={(p) => <TaskProgress progress={progressOf(p.tasks)} testId={`assignment-checklist-progress-${p.id}`} />}
    >
      {canWrite && <MakeChecklistButton assignmentId={assignmentId} />}
    </MadeFromAssignment>
  );
}

function MakeChecklistButton({ assignmentId }: { assignmentId: DocumentId }) {
  const { t } = useTranslation('production');
  const navigate = useNavigate();
  const [make, { isLoading }] = useProductionFromAssignmentMutation();
  const [failure, setFailure] = useState<CallError | null>(null);
  const run = async () => {
    setFailure(null);
    try {
      const made = await make(assignmentId).unwrap();
      navigate(productionPath(made.id));
    } catch (err) {
      setFailure(err as CallError);
    }
  };
  return (
    <>
      <button type="button" className="btn" disabled={isLoading} onClick={() => void run()} title={t('fromAssignment.hint')} data-testid="assignment-make-checklist">
        {isLoading ? t('fromAssignment.making') : t('fromAssignment.button')}
      </button>
      {failure && <ErrorMessage code={errorCodeOf(failure)} onDismiss={() => setFailure(null)} testId="assignment-make-checklist-error" />}
    </>
  );
}
