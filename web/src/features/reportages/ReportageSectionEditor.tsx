/**
 * One section of a reportage edited alone (ReportageSectionEditPage): the reportage's slug and day, the
 * section's kind as the heading, its text in the whole editor's section editor (ScriptItemView, `alone`:
 * the same two columns, who reads it and how long as typed, the same toolbar, no kind menu nor move nor
 * remove), Save (the button or Ctrl/Cmd+S) and Cancel. Editable only while this tab holds the reportage's
 * edit lock, with the whole editor's notices (ReportageEditorNotices: the holder with Take over, a lock
 * taken over with the text kept read only, someone else's save with "Load their version" / "Keep mine").
 * Saved, it goes back to the reportage's page; leaving with unsaved text asks first.
 */
import type { Editor } from '@tiptap/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorCodeOf, errorFieldsOf, type ReportageSectionKind, type ScriptedReportage } from '@newsroom/api';
import { formatDate } from '@newsroom/time';
import { useAppDispatch } from '../../app/hooks';
import { useMeQuery } from '../auth/authApi';
import { LeaveGuard } from '../story/LeaveGuard';
import type { DraftItem, ItemsAction } from '../story/scriptDraft';
import { ScriptItemView } from '../story/ScriptItemView';
import { ScriptToolbar } from '../story/ScriptToolbar';
import { useSaveShortcut } from '../story/useSaveShortcut';
import type { StoryLockControl } from '../story/useStoryLock';
import { reportageViewPath } from './paths';
import { ReportageEditorNotices } from './ReportageEditorNotices';
import { ReportageError, type CallFailure } from './ReportageError';
import { ReportageMarks } from './ReportageMarks';
import { reportagesApi } from './reportagesApi';
import { sectionClass } from './sections';
import { useReportageSectionDraft } from './useReportageSectionDraft';
import { useSectionVocabulary } from './useSectionVocabulary';
import './reportages.css';

/** What the header says about the text: as the whole editor's, but there is nothing "saved" to show (a save leaves the page). */
type SectionState = 'readOnly' | 'saving' | 'dirty' | 'clean';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

interface Props {
  /** The reportage as the server has it now. */
  server: ScriptedReportage;
  /** The section edited, from 0 (it exists in `server`). */
  index: number;
  /** The reportage's edit lock, asked for by the page. */
  lock: StoryLockControl;
  /** It went to the trash meanwhile: it can no longer be saved. */
  gone: boolean;
}

export function ReportageSectionEditor({ server, index, lock, gone }: Props) {
  const { t, i18n } = useTranslation('reportageSection');
  const navigate = useNavigate();
  const appDispatch = useAppDispatch();
  const { data: me } = useMeQuery();
  const vocabulary = useSectionVocabulary();
  const d = useReportageSectionDraft(server, index, lock.uuid);
  const [active, setActive] = useState<Editor | null>(null);
  const [failure, setFailure] = useState<CallFailure | null>(null);
  // Saved: back to the reportage (after the render that stops LeaveGuard from asking).
  const [done, setDone] = useState(false);
  const editable = !gone && lock.canEdit && !done;
  const { base, section, setContent, save: saveDraft, saving, dirty } = d;
  const back = reportageViewPath(base.id);

  useEffect(() => {
    if (done) navigate(back);
  }, [done, navigate, back]);

  const item = useMemo<DraftItem<ReportageSectionKind> | null>(() => (section ? { key: `section-${d.generation}`, kind: section.kind, content: d.content } : null), [section, d.generation, d.content]);
  const dispatch = useCallback(
    (action: ItemsAction<ReportageSectionKind>) => {
      // Alone, the section's text is all that changes.
      if (action.type === 'content') setContent(action.content);
    },
    [setContent],
  );
  const onFocus = useCallback((_key: string, editor: Editor) => setActive(editor), []);
  const onDestroy = useCallback((editor: Editor) => setActive((a) => (a === editor ? null : a)), []);

  const revoked = lock.revoked;
  const save = useCallback(async () => {
    if (!editable || saving || !dirty) return;
    setFailure(null);
    try {
      await saveDraft();
      setDone(true);
    } catch (err) {
      const error = err as CallFailure;
      setFailure(error);
      // Someone took the lock over: read only now, what was typed stays.
      if (errorCodeOf(error) === 'lock_lost') revoked();
      // Saved by someone else meanwhile (an event missed): their version, to choose from.
      if (errorCodeOf(error) === 'conflict') appDispatch(reportagesApi.util.invalidateTags([{ type: 'Reportages', id: base.id }]));
    }
  }, [editable, saving, dirty, saveDraft, revoked, appDispatch, base.id]);

  useSaveShortcut(save);

  // A copy loaded meanwhile (their version) no longer has it.
  if (!section || !item) return <MissingSection reportage={base} index={index} />;

  const kindName = vocabulary.texts.kindName(section.kind);
  const code = failure ? errorCodeOf(failure) : null;
  const conflict = d.changedElsewhere || code === 'conflict';
  const state: SectionState = !editable ? 'readOnly' : saving ? 'saving' : dirty ? 'dirty' : 'clean';
  const position = t('position', { number: index + 1, count: base.sections.length });

  return (
    <article
      className={`reportage-editor reportage-section-editor ${sectionClass(section.kind)}`}
      data-testid="reportage-section-editor"
      data-reportage-id={base.id}
      data-index={index}
      data-kind={section.kind}
      data-can-write={editable}
      data-dirty={dirty}
      data-lock={lock.state.status}
    >
      <header className="reportage-editor-header">
        <div className="reportage-identity">
          <Link to={back} className="muted small" data-testid="reportage-section-back">
            ‹ {t('back')}
          </Link>
          <p className="reportage-section-of">
            <span className="reportage-editor-slug" data-testid="reportage-section-slug">
              {base.slug}
            </span>
            <span className="muted" data-testid="reportage-section-date">
              {formatDate(base.date, i18n.language)}
            </span>
            <ReportageMarks reportage={base} />
          </p>
          <h1 className="reportage-section-kind" data-testid="reportage-section-title">
            {kindName}
            <span className="muted small" data-testid="reportage-section-position">
              {position}
            </span>
          </h1>
        </div>
        <div className="reportage-editor-tools">
          <span className={`save-state ${state}`} data-testid="reportage-section-status" data-state={state} role="status">
            <span className="save-dot" aria-hidden="true" />
            {t(`status.${state}`)}
          </span>
          <Link to={back} className="btn" title={t('cancelHint')} data-testid="reportage-section-cancel">
            {t('cancel')}
          </Link>
          {editable && (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => void save()}
              disabled={state !== 'dirty'}
              title={t('saveHint', { keys: isMac ? '⌘S' : 'Ctrl+S' })}
              aria-keyshortcuts="Control+S Meta+S"
              data-testid="reportage-section-save"
            >
              {saving ? t('saving') : t('save')}
              <kbd>{isMac ? '⌘S' : 'Ctrl S'}</kbd>
            </button>
          )}
        </div>
      </header>
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
      {failure && !conflict && code !== 'lock_lost' && <ReportageError error={failure} fields={errorFieldsOf(failure)} onDismiss={() => setFailure(null)} testId="reportage-section-save-error" />}
      <div className="reportage-editor-body">
        <div className="reportage-editor-main">
          {editable && <ScriptToolbar editor={active} />}
          <div className="reportage-paper">
            <p className="muted small reportage-section-intro">{t('intro')}</p>
            <div className="script" data-testid="script">
              <ol className="script-items" aria-label={position}>
                <ScriptItemView key={item.key} item={item} index={index} count={base.sections.length} vocabulary={vocabulary} editable={editable} alone autofocus={editable} dispatch={dispatch} onFocus={onFocus} onDestroy={onDestroy} />
              </ol>
            </div>
            <p className="muted small reportage-section-reading-hint">{t('readingHint')}</p>
          </div>
        </div>
      </div>
      <LeaveGuard when={dirty && !done} slug={base.slug} ns="reportage" />
    </article>
  );
}

/** A section the reportage does not have (or an address without one): said so, with the way back to the reportage. */
export function MissingSection({ reportage, index }: { reportage: ScriptedReportage; index: number | null }) {
  const { t } = useTranslation('reportageSection');
  return (
    <section className="page reportages-page" data-testid="reportage-section-missing">
      <div className="page-state">
        <h1>{t('missing.title')}</h1>
        <p data-testid="reportage-section-missing-text">{index === null ? t('missing.noIndex', { slug: reportage.slug }) : t('missing.text', { slug: reportage.slug, number: index + 1 })}</p>
        <Link to={reportageViewPath(reportage.id)} className="btn" data-testid="reportage-section-missing-back">
          ‹ {t('back')}
        </Link>
      </div>
    </section>
  );
}
