/**
 * /reportages/reportageView/:id (web.md section 2, "view one", news report read): one reportage read
 * only: its state, approval, day, programs, people, visibility, reading times, the assignment it was
 * written from, its attachments (thumbnails and links; none: nothing shown), then its sections (the
 * presenter's lead and footnote set apart from the recorded package; writers edit one alone from its
 * Edit link, /reportages/editReportageItem/:id?section=), its graphics (lower thirds and
 * credits; writers go on to edit them, /reportages/editCg/:id) and its history. Writers open the editor; NEWS_REPORT admins approve it or take the approval
 * away; who may write rundowns sends it to a rundown as a story (SendToRundownButton); every reader opens
 * it on the prompter (/reportages/tpMode/:id). A private one the
 * caller may not see answers 404, like one that does not exist. Follows everyone's changes live.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { parseId, type DocumentId, type ScriptedReportage } from '@newsroom/api';
import { formatDate, formatDuration } from '@newsroom/time';
import { assignmentPath } from '../assignments/paths';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { DocumentBody } from '../documents/DocumentBody';
import { DocumentDetails, useDetailValues, type DetailRow } from '../documents/DocumentDetails';
import { SendToRundownButton, SentToRundownNotice, type SentStory } from '../documents/SendToRundown';
import { StateChip } from '../documents/StateChip';
import { DocumentAttachments } from '../files/DocumentAttachments';
import { REPORTAGES_PATH, reportageEditPath } from './paths';
import { ReportagePrompterLink } from './ReportagePrompterLink';
import { ReportageApproval } from './ReportageApproval';
import { ReportageHistory } from './ReportageHistory';
import { ReportageMarks } from './ReportageMarks';
import { ReportageSectionsView } from './ReportageSectionsView';
import { ReportageGraphicsView } from './graphics/ReportageGraphicsView';
import { useReportageQuery } from './reportagesApi';
import { useReportagesLive } from './useReportagesLive';
import './reportages.css';

export function ReportagePage() {
  const { t } = useTranslation('reportage');
  const id = parseId<DocumentId>(useParams().id);
  const { data: me } = useMeQuery();
  const query = useReportageQuery(id ?? (0 as DocumentId), { skip: id === null, refetchOnMountOrArgChange: true });
  const { data } = query;
  const [sent, setSent] = useState<SentStory | null>(null);
  // Someone else's change of it shows at once.
  useReportagesLive(hasRole(me?.roles, ROLES.newsReportRead));

  return (
    <section className="page reportages-page" data-testid="reportage-page">
      <header className="page-heading reportages-heading">
        <div>
          <Link to={REPORTAGES_PATH} className="muted small" data-testid="reportage-back">
            ‹ {t('view.back')}
          </Link>
          <h1 data-testid="reportage-title">{data?.slug ?? t('title')}</h1>
          {data && <ReportageMarks reportage={data} />}
        </div>
        {data && (
          <div className="page-actions">
            <ReportagePrompterLink id={data.id} />
            {hasRole(me?.roles, ROLES.rundownWrite) && <SendToRundownButton document={data} onSent={setSent} />}
            {hasRole(me?.roles, ROLES.newsReportAdmin) && <ReportageApproval reportage={data} />}
            {hasRole(me?.roles, ROLES.newsReportWrite) && (
              <Link to={reportageEditPath(data.id)} className="btn btn-primary" data-testid="reportage-edit">
                {t('view.edit')}
              </Link>
            )}
          </div>
        )}
      </header>
      {sent && <SentToRundownNotice sent={sent} />}
      <DocumentBody id={id} query={query}>
        {(r) => (
          <>
            <ReportageDetails reportage={r} />
            <DocumentAttachments ids={r.attachmentIds} testId="reportage-attachments" />
            <ReportageSectionsView sections={r.sections} revision={r.revision} editableOf={hasRole(me?.roles, ROLES.newsReportWrite) ? r.id : null} />
            <ReportageGraphicsView reportage={r} canEdit={hasRole(me?.roles, ROLES.newsReportWrite)} />
            <ReportageHistory reportage={r} />
          </>
        )}
      </DocumentBody>
    </section>
  );
}

function ReportageDetails({ reportage: r }: { reportage: ScriptedReportage }) {
  const { t, i18n } = useTranslation('reportage');
  const { programNames, at, people } = useDetailValues('reportage');
  const rows: DetailRow[] = [
    ['state', t('view.state'), <StateChip state={r.state} ns="reportage" />],
    ['approval', t('view.approval'), r.approved ? t('approval.approved') : t('approval.notApproved')],
    ['date', t('form.date'), formatDate(r.date, i18n.language)],
    ['programs', t('form.programIds'), programNames(r.programIds)],
    ['reporters', t('form.reporterIds'), people(r.reporterIds)],
    ['editors', t('form.editorIds'), people(r.editorIds)],
    ['visibility', t('view.visibility'), r.private ? `${t('private')} · ${people(r.allowedUserIds)}` : t('view.public')],
    ['reading', t('view.reading'), t('view.readingTimes', { presenter: formatDuration(r.presenterTime), reporter: formatDuration(r.reporterTime) })],
    [
      'assignment',
      t('view.assignment'),
      r.assignmentId ? (
        <Link to={assignmentPath(r.assignmentId)} data-testid="reportage-assignment-link">
          {t('view.openAssignment')}
        </Link>
      ) : (
        t('view.none')
      ),
    ],
    ['owner', t('view.owner'), r.owner.nickname],
    ['createdAt', t('view.createdAt'), at(r.createdAt)],
    ['updatedAt', t('view.updatedAt'), at(r.updatedAt)],
    ['revision', t('view.revision'), String(r.revision)],
  ];
  return <DocumentDetails rows={rows} testId="reportage-view" className="reportage-view" data={{ 'data-state': r.state, 'data-approved': r.approved }} />;
}
