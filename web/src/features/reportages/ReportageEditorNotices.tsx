/**
 * What a reportage's editors say above the text, in the words of reportages (`reportage` namespace): the
 * whole editor (ReportageEditor) and one section edited alone (ReportageSectionEditPage) lock the same
 * reportage, so they say the same. Who holds the edit lock (LockBanner, with Take over); that this tab's
 * lock was taken over (what was typed is kept, read only); that the reportage went to the trash meanwhile;
 * and that someone else saved it meanwhile (a 409 `conflict`, or a newer copy arriving over unsaved text),
 * with "Load their version" and "Keep mine". Test ids: `reportage-lock-lost`, `reportage-gone`,
 * `reportage-changed-elsewhere`, `reportage-take-theirs`, `reportage-keep-mine`.
 */
import { useTranslation } from 'react-i18next';
import { LockBanner } from '../story/LockBanner';
import type { StoryLockControl } from '../story/useStoryLock';

interface Props {
  /** The reportage's edit lock (null for a new one). */
  lock: StoryLockControl | null;
  /** The signed-in user's id. */
  me: number | undefined;
  /** It went to the trash meanwhile. */
  gone: boolean;
  /** Someone else saved it meanwhile: the choice between their version and what is typed. */
  conflict: boolean;
  onTakeTheirs: () => void;
  onKeepMine: () => void;
}

export function ReportageEditorNotices({ lock, me, gone, conflict, onTakeTheirs, onKeepMine }: Props) {
  const { t } = useTranslation('reportage');
  return (
    <>
      {lock && !gone && <LockBanner lock={lock} me={me} ns="reportage" />}
      {lock?.state.status === 'lost' && (
        <p className="story-notice danger" role="alert" data-testid="reportage-lock-lost">
          <span>{lock.holder ? t('lock.lostBy', { name: lock.holder.nickname }) : t('lock.lost')}</span>
        </p>
      )}
      {gone && (
        <p className="story-notice danger" role="alert" data-testid="reportage-gone">
          <span>{t('editor.gone')}</span>
        </p>
      )}
      {conflict && (
        <div className="story-notice" role="status" data-testid="reportage-changed-elsewhere">
          <span>{t('editor.changedElsewhere')}</span>
          <button type="button" className="btn btn-small" onClick={onTakeTheirs} data-testid="reportage-take-theirs">
            {t('editor.takeTheirs')}
          </button>
          <button type="button" className="btn btn-ghost btn-small" onClick={onKeepMine} data-testid="reportage-keep-mine">
            {t('editor.keepMine')}
          </button>
        </div>
      )}
    </>
  );
}
