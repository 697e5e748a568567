/**
 * The report form (/reports/newReport, /reports/editReport/{id}, and a report begun from an assignment):
 * its slug, day, programs and summary, its events, who sees it (only its owner changes that) and its
 * attachments (AttachmentsField: Save waits for uploads still going). An existing one is edited only
 * while this tab holds its edit lock (useReportLock, taken by the page): otherwise read only under the
 * banner with the holder and Take over; a tab whose lock was taken over is told so, and what it typed
 * stays. A 422 puts each problem beside its field; a 409 `conflict` says someone else saved it meanwhile
 * and offers their version (the documents' useDocumentEditor and DocumentEditorNotices). Saved, it opens
 * the report's page (which gives the lock back); leaving with unsaved changes asks first.
 */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Report } from '@newsroom/api';
import { DocumentEditorNotices } from '../documents/DocumentEditorNotices';
import { PrivacyFields } from '../documents/PrivacyFields';
import { useDocumentEditor } from '../documents/useDocumentEditor';
import { AttachmentsField } from '../files/AttachmentsField';
import { LeaveGuard } from '../story/LeaveGuard';
import type { StoryLockControl } from '../story/useStoryLock';
import { REPORTS_PATH, reportPath } from './paths';
import { ReportEventsField } from './ReportEventsField';
import { REPORT_FIELDS, formOfReport, reportInputOf, sameForm, type ReportForm } from './reportForm';
import { ReportMainFields } from './ReportMainFields';
import { useCreateReportMutation, useLazyReportQuery, useUpdateReportMutation } from './reportsApi';
import './reports.css';

interface Props {
  /** The report as the server has it; null: a new one, of the fields `start`. */
  report: Report | null;
  /** Its edit lock (null for a new one). */
  lock: StoryLockControl | null;
  start: ReportForm;
  /** It went to the trash meanwhile: it can no longer be saved. */
  gone?: boolean;
}

export function ReportEditor({ report, lock, start, gone = false }: Props) {
  const { t } = useTranslation('report');
  const navigate = useNavigate();
  const [create] = useCreateReportMutation();
  const [update] = useUpdateReportMutation();
  const [load] = useLazyReportQuery();
  const editor = useDocumentEditor<Report, ReportForm>({
    document: report,
    lock,
    start,
    gone,
    formOf: formOfReport,
    same: sameForm,
    save: (form, base, lockUuid) => (base ? update({ id: base.id, input: reportInputOf(form, { revision: base.revision, lockUuid }) }).unwrap() : create(reportInputOf(form)).unwrap()),
    load: (id) => load(id).unwrap(),
    onSaved: (done, created) => navigate(reportPath(done.id), { replace: created }),
  });
  const { base, form, set, errorOf, editable, busy, uploading, dirty, lockedOwner } = editor;

  const title = base ? t('editor.editTitle', { slug: base.slug }) : t('editor.newTitle');
  return (
    <section className="page reports-page report-editor" data-testid="report-editor" data-report-id={base?.id ?? ''} data-can-write={editable} data-dirty={dirty} data-lock={lock ? lock.state.status : 'none'}>
      <header className="page-heading reports-heading">
        <div>
          <Link to={base ? reportPath(base.id) : REPORTS_PATH} className="muted small" data-testid="report-editor-back">
            ‹ {base ? t('editor.backToReport') : t('view.back')}
          </Link>
          <h1 data-testid="report-editor-title">{title}</h1>
        </div>
        <button type="submit" form="report-form" className="btn btn-primary" disabled={!editable || busy || uploading} data-testid="report-save">
          {busy ? t('saving') : base ? t('save') : t('create')}
        </button>
      </header>
      <DocumentEditorNotices
        ns="report"
        prefix="report"
        lock={lock}
        me={editor.me?.id}
        gone={gone}
        existing={base !== null}
        failure={editor.failure}
        fields={editor.others(REPORT_FIELDS)}
        busy={busy}
        onReload={() => void editor.reload()}
        onDismiss={editor.dismiss}
      />
      <form id="report-form" className="report-form" onSubmit={(e) => void editor.submit(e)} noValidate data-testid="report-form">
        <fieldset className="report-fieldset" disabled={!editable || busy}>
          <ReportMainFields form={form} set={set} errorOf={errorOf} />
          <fieldset className="form-section">
            <ReportEventsField form={form} set={set} errorOf={errorOf} />
          </fieldset>
          <PrivacyFields prefix="report" ns="report" private={form.private} allowedUserIds={form.allowedUserIds} onPrivate={(on) => set('private', on)} onAllowed={(ids) => set('allowedUserIds', ids)} lockedOwner={lockedOwner} errorOf={errorOf} />
          <fieldset className="form-section">
            <AttachmentsField id="report-attachments" ids={form.attachmentIds} onChange={(ids) => set('attachmentIds', ids)} onUploadingChange={editor.setUploading} error={errorOf('attachmentIds')} />
          </fieldset>
        </fieldset>
      </form>
      <LeaveGuard when={dirty} slug={form.slug.trim() || base?.slug || t('editor.newTitle')} ns="report" />
    </section>
  );
}
