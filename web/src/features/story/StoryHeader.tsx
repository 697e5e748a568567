import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ScriptedStoryDocument } from '@newsroom/api';
import { formatDate } from '@newsroom/time';
import { documentPath } from '../documents/kinds';
import { storyInRundownPath, storyPath } from './paths';

export type SaveState = 'readOnly' | 'saving' | 'dirty' | 'saved' | 'never';

interface Props {
  doc: ScriptedStoryDocument;
  state: SaveState;
  canWrite: boolean;
  /** `page`: the story alone (a link to it in its rundown); `panel`: beside the rundown (a close button). */
  mode: 'page' | 'panel';
  onSave: () => void;
  onClose?: () => void;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/**
 * The story's identity (page, slug, and program and date, or "In the drawer of <program>"; the document it
 * was made from, as a link to that document's page), whether its text is saved, and Save.
 */
export function StoryHeader({ doc, state, canWrite, mode, onSave, onClose }: Props) {
  const { t, i18n } = useTranslation('story');
  const { story } = doc;
  const inRundown = storyInRundownPath(doc.rundownDate, doc.programId, story.blockId, story.id);
  const source = story.source;
  const sourcePath = source ? documentPath(source.kind, source.documentId) : null;

  return (
    <header className="story-header">
      <div className="story-identity">
        {story.page && <span className="story-page num" data-testid="story-page">{story.page}</span>}
        <div className="story-titles">
          <h1 className="story-slug" data-testid="story-slug">{story.slug || t('header.noSlug')}</h1>
          <p className="story-meta" data-testid="story-context">
            {doc.drawer ? (
              <span className="story-chip drawer" data-testid="story-in-drawer">{t('header.inDrawer', { program: doc.drawer.programName })}</span>
            ) : (
              <>
                <span>{doc.programName}</span>
                <span aria-hidden="true"> · </span>
                <span>{formatDate(doc.rundownDate, i18n.language)}</span>
              </>
            )}
            {story.approved && <span className="story-chip approved">{t('header.approved')}</span>}
            {source && sourcePath && (
              <Link className="story-chip source" to={sourcePath} data-testid="story-source" data-kind={source.kind}>
                {t(source.kind === 'REPORTAGE' ? 'header.fromReportage' : source.kind === 'ASSIGNMENT' ? 'header.fromAssignment' : 'header.fromDocument')}
              </Link>
            )}
          </p>
        </div>
      </div>
      <div className="story-header-tools">
        <span className={`save-state ${state}`} data-testid="story-status" data-state={state} role="status">
          <span className="save-dot" aria-hidden="true" />
          {state === 'saved' ? t('status.saved', { revision: doc.revision }) : t(`status.${state}`)}
        </span>
        {canWrite && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={onSave}
            disabled={state !== 'dirty'}
            title={t('actions.saveHint', { keys: isMac ? '⌘S' : 'Ctrl+S' })}
            aria-keyshortcuts="Control+S Meta+S"
            data-testid="story-save"
          >
            {state === 'saving' ? t('actions.saving') : t('actions.save')}
            <kbd>{isMac ? '⌘S' : 'Ctrl S'}</kbd>
          </button>
        )}
        {mode === 'page' ? (
          !doc.drawer && (
            <Link className="btn" to={inRundown} data-testid="open-in-rundown">
              {t('actions.openInRundown')}
            </Link>
          )
        ) : (
          <>
            <Link className="btn btn-ghost" to={storyPath(story.id)} data-testid="open-alone">
              {t('actions.openAlone')}
            </Link>
            <button type="button" className="icon-btn close-btn" onClick={onClose} aria-label={t('actions.close')} title={t('actions.close')} data-testid="story-close">
              ✕
            </button>
          </>
        )}
      </div>
    </header>
  );
}
