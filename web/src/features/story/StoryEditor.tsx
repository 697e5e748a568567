import type { Editor } from '@tiptap/react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { errorCodeOf, errorFieldsOf } from '../../shared/api/errors';
import type { Story, StoryDocument, StoryId } from '../../shared/api/types';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { LeaveGuard } from './LeaveGuard';
import { estimateReadingTime } from './readingTime';
import { ReadingTimePanel } from './ReadingTimePanel';
import { RevisionsPanel } from './RevisionsPanel';
import { ScriptItems } from './ScriptItems';
import { ScriptToolbar } from './ScriptToolbar';
import { storyApi, useStoryDocumentQuery } from './storyApi';
import { StoryFields } from './StoryFields';
import { StoryHeader, type SaveState } from './StoryHeader';
import { useStoryDraft } from './useStoryDraft';
import './story.css';

interface Props {
  storyId: StoryId;
  mode: 'page' | 'panel';
  onClose?: () => void;
}

/** The story editor (web.md section 2): loads the document, then edits it. */
export function StoryEditor({ storyId, mode, onClose }: Props) {
  const { t } = useTranslation();
  const { data, error, isLoading, refetch } = useStoryDocumentQuery(storyId, { refetchOnMountOrArgChange: true });
  if (isLoading) return <Spinner />;
  if (!data) {
    return (
      <div className="page-state" data-testid="story-error">
        <ErrorMessage code={errorCodeOf(error)} />
        <button type="button" className="btn" onClick={() => void refetch()}>
          {t('actions.retry')}
        </button>
      </div>
    );
  }
  // A document that cannot be reloaded any more (404): the story went to the trash meanwhile.
  const gone = Boolean(error) && errorCodeOf(error) === 'not_found';
  return <LoadedEditor key={storyId} doc={data} gone={gone} mode={mode} onClose={onClose} />;
}

function LoadedEditor({ doc, gone, mode, onClose }: { doc: StoryDocument; gone: boolean; mode: 'page' | 'panel'; onClose?: () => void }) {
  const { t } = useTranslation('story');
  const appDispatch = useAppDispatch();
  const { data: user } = useMeQuery();
  const canWrite = hasRole(user?.roles, ROLES.storyWrite) && !gone;
  const canPatch = hasRole(user?.roles, ROLES.rundownWrite) && !gone;
  const s = useStoryDraft(doc, canWrite);
  const [active, setActive] = useState<{ key: string; editor: Editor } | null>(null);
  // At the server's rate, so that the estimate as typed becomes the saved figure once saved.
  const wpm = doc.readingTime.wordsPerMinute || undefined;
  const live = useMemo(() => estimateReadingTime(s.text.script, wpm), [s.text.script, wpm]);

  const onFocus = useCallback((key: string, editor: Editor) => setActive({ key, editor }), []);
  const onDestroy = useCallback((editor: Editor) => setActive((a) => (a?.editor === editor ? null : a)), []);

  const { save } = s;
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 's') {
        e.preventDefault();
        void save();
      }
    };
    // Capture phase: before anything on the page can stop the event, and before the browser's "save page".
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [save]);

  const onPatched = (story: Story) =>
    appDispatch(storyApi.util.updateQueryData('storyDocument', doc.story.id, (d) => void (d.story = story)));

  const state: SaveState = !canWrite ? 'readOnly' : s.saving ? 'saving' : s.dirty ? 'dirty' : doc.revision > 0 ? 'saved' : 'never';

  return (
    <article className={`story-editor mode-${mode}`} data-testid="story-editor" data-story-id={doc.story.id} data-can-write={canWrite} data-dirty={s.dirty}>
      <StoryHeader doc={doc} state={state} canWrite={canWrite} mode={mode} onSave={() => void s.save()} onClose={onClose} />
      {gone && <p className="story-notice danger" role="alert" data-testid="story-gone">{t('live.gone')}</p>}
      {s.changedElsewhere && (
        <div className="story-notice" role="status" data-testid="story-changed-elsewhere">
          <span>{t('live.changedElsewhere')}</span>
          <button type="button" className="btn btn-small" onClick={s.takeServerText} data-testid="take-server-text">
            {t('live.takeTheirs')}
          </button>
          <button type="button" className="btn btn-ghost btn-small" onClick={s.dismissChangedElsewhere}>
            {t('live.dismiss')}
          </button>
        </div>
      )}
      {s.saveError && <ErrorMessage code={errorCodeOf(s.saveError)} fields={errorFieldsOf(s.saveError)} onDismiss={s.resetSaveError} testId="story-save-error" />}
      <div className="story-body">
        <div className="story-main">
          {canWrite && <ScriptToolbar editor={active?.editor ?? null} />}
          <div className="story-paper">
            <StoryFields draft={s.draft} editable={canWrite} dispatch={s.dispatch} part="top" />
            <ScriptItems draft={s.draft} editable={canWrite} dispatch={s.dispatch} activeKey={active?.key ?? null} onFocus={onFocus} onDestroy={onDestroy} />
            <StoryFields draft={s.draft} editable={canWrite} dispatch={s.dispatch} part="bottom" />
          </div>
        </div>
        <aside className="story-side" aria-label={t('side.label')}>
          <ReadingTimePanel story={doc.story} saved={doc.readingTime} live={live} canPatch={canPatch} onPatched={onPatched} />
          <RevisionsPanel storyId={doc.story.id} current={doc.revision} />
        </aside>
      </div>
      <LeaveGuard when={s.dirty} slug={doc.story.slug} />
    </article>
  );
}
