/**
 * /assignments/assignment/:id (web.md section 2, "view one", assignment read): every field of one
 * assignment, read-only: slug, state, date, programs, editorial, classification, type, vehicles, people,
 * teams (by name and members, as they are on its day), indications, visibility, owner, revision, when created and last changed, its content, its attachments
 * (thumbnails and links; none: nothing shown), its checklists (AssignmentChecklists: PRODUCTION readers see them, writers make
 * one), its reports (AssignmentReports: REPORT readers see them, writers write one), and its history
 * (every change, with a diff to now). Who may write reportages writes one from it (WriteReportageButton);
 * who may write rundowns sends it to a rundown as a story (SendToRundownButton). Who may write
 * assignments opens the edit dialog, unless the state-lock closes it (completed or interrupted: a notice
 * says so); a private one the caller may not see answers 404, like one that does not exist.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { parseId, type Assignment, type DocumentId } from '@newsroom/api';
import { formatDate } from '@newsroom/time';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { DocumentBody } from '../documents/DocumentBody';
import { DocumentDetails, useDetailValues, type DetailRow } from '../documents/DocumentDetails';
import { SendToRundownButton, SentToRundownNotice, type SentStory } from '../documents/SendToRundown';
import { StateChip } from '../documents/StateChip';
import { DocumentAttachments } from '../files/DocumentAttachments';
import { AssignmentChecklists } from '../productions/AssignmentChecklists';
import { nameOf, useReferencesQuery } from '../references/referencesApi';
import { WriteReportageButton } from '../reportages/WriteReportageButton';
import { AssignmentReports } from '../reports/AssignmentReports';
import { useTeamLabels } from '../teams/useTeamLabels';
import { AssignmentDialog } from './AssignmentDialog';
import { AssignmentHistory } from './AssignmentHistory';
import { AssignmentMarks } from './AssignmentsTable';
import { useAssignmentConfigQuery, useAssignmentQuery } from './assignmentsApi';
import { useAssignmentsLive } from './useAssignmentsLive';
import './assignments.css';

export function AssignmentPage() {
  const { t } = useTranslation('assignments');
  const id = parseId<DocumentId>(useParams().id);
  const { data: me } = useMeQuery();
  const query = useAssignmentQuery(id ?? (0 as DocumentId), { skip: id === null, refetchOnMountOrArgChange: true });
  const { data } = query;
  const [editing, setEditing] = useState(false);
  const [saved, setSaved] = useState(false);
  const [sent, setSent] = useState<SentStory | null>(null);
  const { data: config } = useAssignmentConfigQuery();
  // Someone else's change of it shows at once.
  useAssignmentsLive(hasRole(me?.roles, ROLES.assignmentRead));
  // The state-lock closes a completed or interrupted assignment to edits (web.md section 3).
  const closed = Boolean(config?.stateLock && data && (data.state === 'COMPLETED' || data.state === 'INTERRUPTED'));

  return (
    <section className="page assignments-page" data-testid="assignment-page">
      <header className="page-heading assignments-heading">
        <div>
          <Link to={data ? `/assignments?date=${data.date}` : '/assignments'} className="muted small" data-testid="assignment-back">
            ‹ {t('view.back')}
          </Link>
          <h1 data-testid="assignment-title">{data?.slug ?? t('title')}</h1>
        </div>
        {data && (
          <div className="page-actions">
            {/* A reportage written from it (its reporters' next step): news report write. */}
            {hasRole(me?.roles, ROLES.newsReportWrite) && <WriteReportageButton assignmentId={data.id} />}
            {hasRole(me?.roles, ROLES.rundownWrite) && <SendToRundownButton document={data} onSent={setSent} />}
            {!closed && hasRole(me?.roles, ROLES.assignmentWrite) && (
              <button type="button" className="btn btn-primary" onClick={() => setEditing(true)} data-testid="assignment-edit">
                {t('view.edit')}
              </button>
            )}
          </div>
        )}
      </header>
      {closed && (
        <p className="form-notice assignment-state-locked" role="status" data-testid="assignment-state-locked">
          {t(hasRole(me?.roles, ROLES.assignmentAdmin) ? 'stateLocked.admin' : 'stateLocked.writer')}
        </p>
      )}
      {sent && <SentToRundownNotice sent={sent} />}
      {saved && (
        <p className="form-notice" role="status" data-testid="assignment-notice">
          {t('notices.saved')}
        </p>
      )}
      <DocumentBody id={id} query={query}>
        {(a) => (
          <>
            <AssignmentView assignment={a} />
            <DocumentAttachments ids={a.attachmentIds} testId="assignment-attachments" />
            {hasRole(me?.roles, ROLES.productionRead) && <AssignmentChecklists assignmentId={a.id} canWrite={hasRole(me?.roles, ROLES.productionWrite)} />}
            {hasRole(me?.roles, ROLES.reportRead) && <AssignmentReports assignmentId={a.id} canWrite={hasRole(me?.roles, ROLES.reportWrite)} />}
            <AssignmentHistory assignment={a} />
          </>
        )}
      </DocumentBody>
      {editing && data && (
        <AssignmentDialog
          assignment={data}
          date={data.date}
          programId={null}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            setSaved(true);
          }}
        />
      )}
    </section>
  );
}

function AssignmentView({ assignment: a }: { assignment: Assignment }) {
  const { t, i18n } = useTranslation('assignments');
  const { programNames, at, people } = useDetailValues('assignments');
  const { data: classifications } = useReferencesQuery('classifications');
  const { data: editorials } = useReferencesQuery('editorials');
  const { data: types } = useReferencesQuery('types');
  const { data: vehicles } = useReferencesQuery('vehicles');
  // Asked for only when it names teams.
  const { labelsOf: teamLabels } = useTeamLabels(a.date, a.teamIds.length > 0);
  const label = (items: Parameters<typeof nameOf>[0], id: number | null | undefined) => nameOf(items, id) ?? t('view.none');
  const rows: DetailRow[] = [
    ['state', t('view.state'), <StateChip state={a.state} ns="assignments" />],
    ['date', t('form.date'), formatDate(a.date, i18n.language)],
    ['programs', t('form.programIds'), programNames(a.programIds)],
    ['editorial', t('form.editorialId'), label(editorials, a.editorialId)],
    ['classification', t('form.classificationId'), label(classifications, a.classificationId)],
    ['type', t('form.typeId'), label(types, a.typeId)],
    ['vehicles', t('form.vehicleIds'), a.vehicleIds.length ? a.vehicleIds.map((v) => nameOf(vehicles, v)).join(', ') : t('view.none')],
    ['producers', t('form.producerIds'), people(a.producerIds)],
    ['editors', t('form.editorIds'), people(a.editorIds)],
    ['reporters', t('form.reporterIds'), people(a.reporterIds)],
    ['teams', t('form.teamIds'), a.teamIds.length ? teamLabels(a.teamIds).join('; ') : t('view.none')],
    ['indications', t('form.indications'), a.priority || a.pending ? <AssignmentMarks assignment={{ ...a, private: false }} /> : t('view.none')],
    ['visibility', t('view.visibility'), a.private ? `${t('view.private')} · ${people(a.allowedUserIds)}` : t('view.public')],
    ['owner', t('view.owner'), a.owner.nickname],
    ['createdAt', t('view.createdAt'), at(a.createdAt)],
    ['updatedAt', t('view.updatedAt'), at(a.updatedAt)],
    ['revision', t('view.revision'), String(a.revision)],
  ];
  return (
    <DocumentDetails rows={rows} testId="assignment-view" className="assignment-view" data={{ 'data-state': a.state }}>
      <dt>{t('form.content')}</dt>
      <dd className="content" data-testid="assignment-view-content">
        {a.content || <span className="muted">{t('view.noContent')}</span>}
      </dd>
    </DocumentDetails>
  );
}
