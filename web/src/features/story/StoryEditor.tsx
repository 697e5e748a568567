import type { Editor } from '@tiptap/react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { errorCodeOf, errorFieldsOf } from '@newsroom/api';
import type { Story, ScriptedStoryDocument, StoryId } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { LeaveGuard } from './LeaveGuard';
import { LoadFailure } from './LoadFailure';
import { LockBanner } from './LockBanner';
import { estimateReadingTime } from './readingTime';
import { ReadingTimePanel } from './ReadingTimePanel';
import { StoryDetailsPanel, crewNames } from './StoryDetailsPanel';
import { useRundownQuery } from '../rundown/rundownApi';
import { RecoveryDialog, RecoveryNotice } from './RecoveryDialog';
import { RevisionsPanel } from './RevisionsPanel';
import { ItemsPanel } from '../items/ItemsPanel';
import { ScriptItems } from './ScriptItems';
import { ScriptToolbar } from './ScriptToolbar';
import { storyApi, useStoryDocumentQuery } from './storyApi';
import { StoryFields } from './StoryFields';
import { StoryHeader, type SaveState } from './StoryHeader';
import { useRecovery } from './useRecovery';
import { useSaveShortcut } from './useSaveShortcut';
import { useStoryDraft } from './useStoryDraft';
import { useStoryLock, type StoryLockControl } from './useStoryLock';
import { useStoryVocabulary } from './useStoryVocabulary';
import './story.css';

interface Props {
  storyId: StoryId;
  mode: 'page' | 'panel';
  onClose?: () => void;
}

/**
 * The story editor (web.md section 2): loads the document and, for writers, takes its edit lock; then
 * edits it while this tab holds the lock, and shows it read only (with who holds it) otherwise.
 */
export function StoryEditor({ storyId, mode, onClose }: Props) {
  const { data: user } = useMeQuery();
  const { data, error, isLoading, refetch } = useStoryDocumentQuery(storyId, { refetchOnMountOrArgChange: true });
  const lock = useStoryLock(storyId, data?.story.rundownId, hasRole(user?.roles, ROLES.storyWrite));
  if (isLoading || (data && !lock.settled)) return <Spinner />;
  if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} testId="story-error" />;
  // A document that cannot be reloaded any more (404): the story went to the trash meanwhile.
  const gone = Boolean(error) && errorCodeOf(error) === 'not_found';
  return <LoadedEditor key={storyId} doc={data} gone={gone} mode={mode} onClose={onClose} lock={lock} />;
}

interface LoadedProps {
  doc: ScriptedStoryDocument;
  gone: boolean;
  mode: 'page' | 'panel';
  onClose?: () => void;
  lock: StoryLockControl;
}

function LoadedEditor({ doc, gone, mode, onClose, lock }: LoadedProps) {
  const { t } = useTranslation('story');
  const appDispatch = useAppDispatch();
  const { data: user } = useMeQuery();
  // Only the tab holding the edit lock changes the text.
  const canWrite = lock.canEdit && !gone;
  // A story in a drawer is in no rundown: its text is edited, its rundown fields are not.
  const canPatch = hasRole(user?.roles, ROLES.rundownWrite) && !gone && !doc.drawer;
  const s = useStoryDraft(doc, canWrite, lock.uuid);
  const recovery = useRecovery(doc, lock, s);
  const [active, setActive] = useState<{ key: string; editor: Editor } | null>(null);
  const vocabulary = useStoryVocabulary();
  // At the server's rate, so that the estimate as typed becomes the saved figure once saved.
  const wpm = doc.readingTime?.wordsPerMinute || undefined;
  const live = useMemo(() => estimateReadingTime(s.text.script, wpm), [s.text.script, wpm]);
  // Names the rundown already credits, as suggestions for the crew fields (the rundown is cached when
  // the editor is beside it).
  const { data: rundown } = useRundownQuery(doc.drawer ? skipToken : { date: doc.rundownDate, programId: doc.programId });
  const stories = useMemo(() => rundown?.blocks.flatMap((b) => b.stories) ?? [], [rundown]);
  const crewSuggestions = useMemo(() => crewNames(stories), [stories]);
  const companySuggestions = useMemo(() => crewNames(stories, ['company']), [stories]);

  const onFocus = useCallback((key: string, editor: Editor) => setActive({ key, editor }), []);
  const onDestroy = useCallback((editor: Editor) => setActive((a) => (a?.editor === editor ? null : a)), []);

  // A save refused because another editor holds the lock now: as if told by its event.
  const { saveError, resetSaveError } = s;
  const { revoked } = lock;
  useEffect(() => {
    if (saveError && errorCodeOf(saveError) === 'lock_lost') {
      revoked();
      resetSaveError();
    }
  }, [saveError, resetSaveError, revoked]);

  const discardCopy = () => {
    if (window.confirm(t('recovery.confirmDiscard'))) recovery.discard();
  };

  const { save } = s;
  useSaveShortcut(save);

  const onPatched = (story: Story) => {
    appDispatch(storyApi.util.updateQueryData('storyDocument', doc.story.id, (d) => void (d.story = story)));
    // Another presenter reads at another rate: fetch the reading time again.
    if ((story.presenter ?? null) !== (doc.story.presenter ?? null)) appDispatch(storyApi.util.invalidateTags([{ type: 'Story', id: doc.story.id }]));
  };

  const state: SaveState = !canWrite ? 'readOnly' : s.saving ? 'saving' : s.dirty ? 'dirty' : doc.revision > 0 ? 'saved' : 'never';

  return (
    <article
      className={`story-editor mode-${mode}`}
      data-testid="story-editor"
      data-story-id={doc.story.id}
      data-can-write={canWrite}
      data-dirty={s.dirty}
      data-lock={lock.state.status}
    >
      <StoryHeader doc={doc} state={state} canWrite={canWrite} mode={mode} onSave={() => void s.save()} onClose={onClose} />
      {!gone && <LockBanner lock={lock} me={user?.id} />}
      {recovery.copy && !recovery.dialog && <RecoveryNotice copy={recovery.copy} onView={recovery.view} onDiscard={discardCopy} />}
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
            <ScriptItems draft={s.draft} vocabulary={vocabulary} editable={canWrite} dispatch={s.dispatch} activeKey={active?.key ?? null} onFocus={onFocus} onDestroy={onDestroy} />
            <StoryFields draft={s.draft} editable={canWrite} dispatch={s.dispatch} part="bottom" />
          </div>
        </div>
        <aside className="story-side" aria-label={t('side.label')}>
          <StoryDetailsPanel story={doc.story} programId={doc.programId} canPatch={canPatch} names={crewSuggestions} companies={companySuggestions} onPatched={onPatched} />
          <ReadingTimePanel story={doc.story} saved={doc.readingTime} live={live} canPatch={canPatch} onPatched={onPatched} />
          <ItemsPanel story={doc.story} canEdit={hasRole(user?.roles, ROLES.storyWrite) && !gone} />
          <RevisionsPanel storyId={doc.story.id} current={doc.revision} />
        </aside>
      </div>
      <LeaveGuard when={s.dirty} slug={doc.story.slug} />
      {recovery.dialog && (
        <RecoveryDialog
          mode={recovery.dialog}
          copy={recovery.copy}
          holder={lock.holder}
          sameUser={lock.holder !== null && lock.holder.userId === user?.id}
          canPutBack={canWrite}
          onPutBack={recovery.putBack}
          onDiscard={discardCopy}
          onClose={recovery.close}
        />
      )}
    </article>
  );
}
