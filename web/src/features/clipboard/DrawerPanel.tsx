/**
 * The drawer of the rundown's program as a side panel: the stories waiting outside any rundown, newest
 * first, each opening in the story editor (its slug), with "Move into rundown" (into the block chosen in the clipboard bar, at its end), "Copy
 * into rundown" (the drawer keeps it) and "Remove" (to the trash of the rundown it came from).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProgramId } from '@newsroom/api';
import { errorCodeOf } from '@newsroom/api';
import { formatDuration } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { storyPath } from '../story/paths';
import { useDrawerQuery } from './clipboardApi';
import type { ClipboardActions } from './useClipboardActions';

interface Props {
  programId: ProgramId;
  actions: ClipboardActions;
  onClose: () => void;
}

export function DrawerPanel({ programId, actions, onClose }: Props) {
  const { t } = useTranslation('rundown');
  const { data, error, isFetching } = useDrawerQuery(programId, { refetchOnMountOrArgChange: true });

  return (
    <aside className="log-panel drawer-panel" aria-labelledby="drawer-title" data-testid="drawer-panel" data-loading={isFetching || undefined}>
      <header className="panel-header">
        <h2 id="drawer-title">{t('drawer.title')}</h2>
        {isFetching && <span className="panel-busy" aria-hidden="true" />}
        <button type="button" className="icon-btn" onClick={onClose} aria-label={t('drawer.close')} title={t('drawer.close')} data-testid="drawer-close">
          ✕
        </button>
      </header>
      {error && <ErrorMessage code={errorCodeOf(error)} />}
      {data && data.length === 0 && <p className="panel-empty" data-testid="drawer-empty">{t('drawer.empty')}</p>}
      <ul className="drawer-list">
        {data?.map(({ story, sentBy }) => (
          <li key={story.id} className="drawer-item" data-testid={`drawer-story-${story.id}`}>
            <Link className="drawer-slug" to={storyPath(story.id)} title={t('drawer.open', { slug: story.slug })} data-testid={`drawer-open-${story.id}`}>
              {story.slug}
            </Link>
            <span className="num">{formatDuration(story.timing?.total)}</span>
            <span className="drawer-by">{t('drawer.sentBy', { nickname: sentBy })}</span>
            <span className="drawer-tools">
              <button type="button" className="btn btn-primary" onClick={() => actions.moveFromDrawer(story.id, false)} disabled={actions.target === null} data-testid={`drawer-move-${story.id}`}>
                {t('drawer.moveIn')}
              </button>
              <button type="button" className="btn" onClick={() => actions.moveFromDrawer(story.id, true)} disabled={actions.target === null} data-testid={`drawer-copy-${story.id}`}>
                {t('drawer.copyIn')}
              </button>
              <button type="button" className="btn btn-ghost danger" onClick={() => actions.removeFromDrawer(story.id)} data-testid={`drawer-remove-${story.id}`}>
                {t('drawer.remove')}
              </button>
            </span>
          </li>
        ))}
      </ul>
    </aside>
  );
}
