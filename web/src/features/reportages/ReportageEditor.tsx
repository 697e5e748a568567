/**
 * The reportage editor (web.md section 2: /reportages/newReportage, /reportages/editReportage/{id}): its
 * sections in the story's script editor (ScriptItems with the sections' vocabulary, the same toolbar:
 * add, remove, reorder, change a section's kind, bold, italic, underline, colour, comments), its fields
 * beside them, and how long it reads. An existing reportage is edited only while this tab holds its edit
 * lock (useReportageLock, taken by the page): otherwise read only under the banner with the holder and
 * Take over; a tab whose lock was taken over is told so, and what it typed stays in the editor. Save is
 * the button or Ctrl/Cmd+S; a 422 puts each problem beside its field; leaving with unsaved changes asks
 * first.
 */
import type { Editor } from '@tiptap/react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorCodeOf, errorFieldsOf, type ReportageSectionKind, type ScriptedReportage } from '@newsroom/api';
import { useAppDispatch } from '../../app/hooks';
import { useFieldErrors } from '../../shared/ui/useFieldErrors';
import { assignmentPath } from '../assignments/paths';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { LeaveGuard } from '../story/LeaveGuard';
import type { ItemsAction } from '../story/scriptDraft';
import { ScriptItems } from '../story/ScriptItems';
import { ScriptToolbar } from '../story/ScriptToolbar';
import { useSaveShortcut } from '../story/useSaveShortcut';
import type { StoryLockControl } from '../story/useStoryLock';
import { reportageEditPath } from './paths';
import { ReportageEditorHeader, type SaveState } from './ReportageEditorHeader';
import { ReportageEditorNotices } from './ReportageEditorNotices';
import { ReportageError, type CallFailure } from './ReportageError';
import { ReportageFields } from './ReportageFields';
import { REPORTAGE_FIELDS, takesApprovalAway, type ReportageForm } from './reportageForm';
import { ReportageReading } from './ReportageReading';
import { reportagesApi } from './reportagesApi';
import { readingTimes } from './sections';
import { useReportageDraft } from './useReportageDraft';
import { useSectionVocabulary } from './useSectionVocabulary';
import './reportages.css';

interface Props {
  /** The reportage as the server has it now; null: a new one, of the fields `start`. */
  reportage: ScriptedReportage | null;
  /** Its edit lock (null for a new one). */
  lock: StoryLockControl | null;
  start: ReportageForm;
  /** It went to the trash meanwhile: it can no longer be saved. */
  gone?: boolean;
}

export function ReportageEditor({ reportage, lock, start, gone = false }: Props) {
  const { t } = useTranslation('reportage');
  const navigate = useNavigate();
  const appDispatch = useAppDispatch();
  const { data: me } = useMeQuery();
  const editable = !gone && (reportage === null || Boolean(lock?.canEdit));
  const d = useReportageDraft(reportage, start, lock?.uuid ?? '');
  const vocabulary = useSectionVocabulary();
  const [active, setActive] = useState<{ key: string; editor: Editor } | null>(null);
  const { problems, setProblems, errorOf, clear, others } = useFieldErrors();
  const [failure, setFailure] = useState<CallFailure | null>(null);
  const live = useMemo(() => readingTimes(d.edited), [d.edited]);
  const { base } = d;
  const lockedOwner = base && me && base.owner.id !== me.id ? base.owner.nickname : null;

  // `approved_private` is about reportages here, not the shared catalogue's stories.
  const fieldError = (field: string) => (problems[field]?.code === 'approved_private' ? t('errors.approvedPrivate') : errorOf(field));
  const set = <K extends keyof ReportageForm>(field: K, value: ReportageForm[K]) => {
    d.setField(field, value);
    clear(field);
  };
  const { dispatch: dispatchSections } = d;
  const dispatch = useCallback(
    (action: ItemsAction<ReportageSectionKind>) => {
      dispatchSections(action);
      clear('sections');
    },
    [dispatchSections, clear],
  );
  const onFocus = useCallback((key: string, editor: Editor) => setActive({ key, editor }), []);
  const onDestroy = useCallback((editor: Editor) => setActive((a) => (a?.editor === editor ? null : a)), []);

  const { save: saveDraft, saving, dirty } = d;
  const revoked = lock?.revoked;
  const save = useCallback(async () => {
    if (!editable || saving || (base && !dirty)) return;
    setFailure(null);
    setProblems({});
    try {
      const saved = await saveDraft();
      // A new one goes on in its own editor, under its edit lock.
      if (!base) navigate(reportageEditPath(saved.id), { replace: true });
    } catch (err) {
      const error = err as CallFailure;
      setProblems(errorFieldsOf(error));
      setFailure(error);
      // Someone took the lock over: read only now, what was typed stays.
      if (errorCodeOf(error) === 'lock_lost') revoked?.();
      // Saved by someone else meanwhile (an event missed): their version, to choose from.
      if (errorCodeOf(error) === 'conflict' && base) appDispatch(reportagesApi.util.invalidateTags([{ type: 'Reportages', id: base.id }]));
    }
  }, [editable, saving, base, dirty, saveDraft, navigate, setProblems, revoked, appDispatch]);

  useSaveShortcut(save);

  const state: SaveState = !editable ? 'readOnly' : d.saving ? 'saving' : !base ? 'never' : d.dirty ? 'dirty' : 'saved';
  const conflict = d.changedElsewhere || (failure !== null && errorCodeOf(failure) === 'conflict');

  return (
    <article className="reportage-editor" data-testid="reportage-editor" data-reportage-id={base?.id ?? ''} data-can-write={editable} data-dirty={d.dirty} data-lock={lock ? lock.state.status : 'none'}>
      <ReportageEditorHeader base={base} slug={d.form.slug} state={state} canSave={editable} canApprove={!gone && hasRole(me?.roles, ROLES.newsReportAdmin)} onSave={() => void save()} onApproved={d.rebase} />
      <ReportageEditorNotices
        lock={lock}
        me={me?.id}
        gone={gone}
        conflict={conflict}
        onTakeTheirs={() => {
          d.takeServerCopy();
          setFailure(null);
        }}
        onKeepMine={() => {
          d.keepMine();
          setFailure(null);
        }}
      />
      {editable && d.dirty && takesApprovalAway(d.form, d.edited, base) && (
        <p className="story-notice" role="status" data-testid="reportage-approval-warning">
          <span>{t('editor.approvalGoes')}</span>
        </p>
      )}
      {failure && !conflict && errorCodeOf(failure) !== 'lock_lost' && <ReportageError error={failure} fields={others(REPORTAGE_FIELDS)} onDismiss={() => setFailure(null)} testId="reportage-save-error" />}
      <div className="reportage-editor-body">
        <div className="reportage-editor-main">
          {editable && <ScriptToolbar editor={active?.editor ?? null} />}
          <div className="reportage-paper">
            {fieldError('sections') && (
              <p className="field-error" data-testid="error-reportage-sections">
                {fieldError('sections')}
              </p>
            )}
            <ScriptItems draft={d.sections} vocabulary={vocabulary} editable={editable} dispatch={dispatch} activeKey={active?.key ?? null} onFocus={onFocus} onDestroy={onDestroy} />
          </div>
        </div>
        <aside className="reportage-editor-side" aria-label={t('editor.side')}>
          <fieldset className="reportage-fieldset" disabled={!editable || d.saving}>
            <ReportageFields form={d.form} set={set} errorOf={fieldError} lockedOwner={lockedOwner} />
          </fieldset>
          <ReportageReading live={live} saved={base} />
          {d.form.assignmentId !== null && (
            <p className="reportage-from-assignment">
              <Link to={assignmentPath(d.form.assignmentId)} data-testid="reportage-editor-assignment">
                {t('view.openAssignment')}
              </Link>
            </p>
          )}
        </aside>
      </div>
      <LeaveGuard when={d.dirty} slug={d.form.slug.trim() || base?.slug || t('editor.newTitle')} ns="reportage" />
    </article>
  );
}
