/**
 * /assignments/newReport/:id (web.md section 2, "create a report from an assignment", REPORT write): begins
 * the report of the assignment (`POST /api/reports/assignment/{id}`: its slug, day, programs, sharing and
 * files, its content as the first event), then takes the address's place with the new report's form, so
 * Back and a reload never begin a second one. Asked once per assignment, even when React runs the effect
 * twice (StrictMode). A refusal (404 for an assignment the caller may not see) is said, with the way back.
 */
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { errorCodeOf, parseId, type CallError, type DocumentId } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { assignmentPath } from '../assignments/paths';
import { reportEditPath } from './paths';
import { useReportFromAssignmentMutation } from './reportsApi';
import './reports.css';

export function NewReportFromAssignmentPage() {
  const { t } = useTranslation('report');
  const id = parseId<DocumentId>(useParams().id);
  const navigate = useNavigate();
  const [make] = useReportFromAssignmentMutation();
  const [failure, setFailure] = useState<CallError | null>(null);
  const asked = useRef<DocumentId | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  useEffect(() => {
    if (id === null || asked.current === id) return;
    asked.current = id;
    make(id)
      .unwrap()
      .then(
        (made) => mounted.current && navigate(reportEditPath(made.id), { replace: true }),
        (err: CallError) => setFailure(err),
      );
  }, [id, make, navigate]);

  return (
    <section className="page reports-page" data-testid="report-from-assignment" data-state={failure || id === null ? 'failed' : 'making'}>
      <header className="page-heading reports-heading">
        <div>
          {id !== null && (
            <Link to={assignmentPath(id)} className="muted small" data-testid="report-from-assignment-back">
              ‹ {t('fromAssignment.back')}
            </Link>
          )}
          <h1>{t('editor.newTitle')}</h1>
        </div>
      </header>
      {id === null ? (
        <ErrorMessage code="not_found" />
      ) : failure ? (
        <ErrorMessage code={errorCodeOf(failure)} testId="report-from-assignment-error" />
      ) : (
        <>
          <p className="muted">{t('fromAssignment.making')}</p>
          <Spinner />
        </>
      )}
    </section>
  );
}
