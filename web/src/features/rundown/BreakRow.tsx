import { useTranslation } from 'react-i18next';
import type { Block } from '@newsroom/api';
import { formatDuration } from '@newsroom/time';
import { AirButtons, AirStatus } from './AirControls';
import { LiveFigure } from './cells';
import { useGrid } from './RundownContext';
import { figureText } from './timingMode';

/**
 * The commercial break that closes a block, with its own figures (`timing.commercialBreak`) and its own
 * display status (the block's `displayStatus`/`stopTime`), which writers set alone (no cascade). `index`
 * and `measure` are its place in the grid's rows and the virtualizer's measure.
 */
export function BreakRow({ block, index, measure }: { block: Block; index: number; measure: (el: Element | null) => void }) {
  const { t } = useTranslation('rundown');
  const { canEdit, mode, actions } = useGrid();
  const { id, displayStatus } = block;
  const figures = block.timing.commercialBreak;
  return (
    <tr className={`break-row air-${displayStatus.toLowerCase()}`} data-testid={`break-row-${id}`} data-display-status={displayStatus} data-index={index} ref={measure}>
      <td className="col-air">
        <AirStatus status={displayStatus} stopTime={block.stopTime} testId={`break-display-${id}`} />
      </td>
      <td className="col-page" />
      <td className="col-slug">
        <span className="break-label">{t('block.break')}</span>
      </td>
      <td className="col-dur" />
      <td className="col-parts" colSpan={4} />
      <td className="col-dur col-total">
        <span className="num strong" data-testid={`break-commercial-${id}`}>{formatDuration(block.commercial)}</span>
      </td>
      <td className="col-ok" />
      <td className="col-figure">
        <LiveFigure text={mode === 'estimated' ? '' : figureText(figures, mode)} testId={`break-figure-${id}`} />
      </td>
      {canEdit && (
        <td className="col-actions">
          <AirButtons status={displayStatus} onSet={(s) => actions.breakDisplay(id, s)} testIdOf={(s) => `break-${s.toLowerCase()}-${id}`} what="break" />
          <span className="row-tools" />
        </td>
      )}
    </tr>
  );
}
