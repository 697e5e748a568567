/** Whether a rundown on screen follows the live changes: Live, Connecting… or Offline (the rundown query's subscription). */
import { useTranslation } from 'react-i18next';
import type { RundownId } from '@newsroom/api';
import { useAppSelector } from '../../app/hooks';
import { selectLive } from './rundownUiSlice';

export function LiveBadge({ rundownId }: { rundownId: RundownId }) {
  const { t } = useTranslation('rundown');
  const live = useAppSelector((s) => selectLive(s, rundownId));
  return (
    <span className={`live-badge ${live}`} data-testid="live-status" data-state={live}>
      <span className="dot" aria-hidden="true" />
      {t(`live.${live}`)}
    </span>
  );
}
