/**
 * The show's state in the rundown header: a tally (standing by, ON AIR, aired) and, for writers, the
 * show controls: "On air" (PLAY), "End show" (STOP, confirmed: the rundown is then displayed and locked),
 * "Reopen" (BLANK), and approve / disapprove every story. A displayed rundown shows a locked badge.
 */
import { useTranslation } from 'react-i18next';
import type { Rundown } from '@newsroom/api';
import { CheckAllIcon, ClearIcon, CrossIcon, LockIcon, PlayIcon, StopIcon } from '../../shared/ui/icons';
import type { RundownActions } from './useRundownActions';

interface Props {
  rundown: Pick<Rundown, 'displayStatus' | 'displayed' | 'id'>;
  /** The write role (a displayed rundown can still be reopened by a writer). */
  canWrite: boolean;
  actions: Pick<RundownActions, 'rundownDisplay' | 'approve'>;
}

export function OnAirBar({ rundown, canWrite, actions }: Props) {
  const { t } = useTranslation('rundown');
  const { displayStatus: status, displayed } = rundown;

  const endShow = () => {
    if (window.confirm(t('show.confirmEnd'))) actions.rundownDisplay('STOP');
  };

  return (
    <div className="on-air-bar">
      <span className={`show-tally ${status.toLowerCase()}`} data-testid="rundown-display" data-status={status}>
        <span className="tally-dot" aria-hidden="true" />
        {t(`show.status.${status}`)}
      </span>
      {displayed && (
        <span className="locked-badge" data-testid="display-locked" title={t('show.lockedHint')}>
          <LockIcon />
          {t('show.locked')}
        </span>
      )}
      {canWrite && (
        <span className="show-controls">
          {status === 'BLANK' && (
            <button type="button" className="btn btn-small btn-on-air" onClick={() => actions.rundownDisplay('PLAY')} data-testid="rundown-on-air" title={t('show.goOnAirHint')}>
              <PlayIcon />
              {t('show.goOnAir')}
            </button>
          )}
          {!displayed && (
            <button type="button" className="btn btn-small btn-end" onClick={endShow} data-testid="rundown-end-show" title={t('show.endHint')}>
              <StopIcon />
              {t('show.end')}
            </button>
          )}
          {displayed && (
            <button type="button" className="btn btn-small btn-primary" onClick={() => actions.rundownDisplay('BLANK')} data-testid="rundown-reopen" title={t('show.reopenHint')}>
              <ClearIcon />
              {t('show.reopen')}
            </button>
          )}
          {!displayed && (
            <>
              <span className="divider" aria-hidden="true" />
              <button type="button" className="btn btn-small btn-ghost" onClick={() => actions.approve({ kind: 'rundowns', id: rundown.id }, true)} data-testid="rundown-approve" title={t('approval.approveRundownHint')}>
                <CheckAllIcon />
                {t('approval.approveRundown')}
              </button>
              <button type="button" className="btn btn-small btn-ghost" onClick={() => actions.approve({ kind: 'rundowns', id: rundown.id }, false)} data-testid="rundown-disapprove" title={t('approval.disapproveRundownHint')}>
                <CrossIcon />
                {t('approval.disapproveRundown')}
              </button>
            </>
          )}
        </span>
      )}
    </div>
  );
}
