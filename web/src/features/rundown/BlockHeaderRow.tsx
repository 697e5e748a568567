import { useTranslation } from 'react-i18next';
import type { Block } from '../../shared/api/types';
import { formatDuration } from '../../shared/time/duration';
import { durationFormat, durationParse, EstimateFigure } from './cells';
import { EditableField } from './EditableField';
import { useGrid } from './RundownContext';
import { figureText } from './timingMode';

interface Props {
  block: Block;
  /** Where the block may move: false at either end of the non-standby blocks. */
  canMoveUp: boolean;
  canMoveDown: boolean;
}

/** The bar that opens a block: name, commercial, the block's figures and, for writers, its tools. */
export function BlockHeaderRow({ block, canMoveUp, canMoveDown }: Props) {
  const { t } = useTranslation('rundown');
  const { canWrite, mode, actions } = useGrid();
  const { id, standBy, timing } = block;

  const remove = () => {
    if (window.confirm(t('block.confirmDelete', { name: block.name }))) actions.deleteBlock(id);
  };

  return (
    <tr className={`block-row${standBy ? ' standby' : ''}`} data-testid={`block-row-${id}`}>
      <td className="col-page">
        <span className="block-marker" aria-hidden="true" />
      </td>
      <td className="col-slug">
        {standBy ? (
          <span className="block-name standby-label" data-testid={`block-name-${id}`}>{t('block.standby')}</span>
        ) : canWrite ? (
          <EditableField value={block.name} onCommit={(v) => actions.patchBlock(id, 'name', v)} testId={`block-name-${id}`} label={t('block.name')} className="block-name" maxLength={60} />
        ) : (
          <span className="block-name" data-testid={`block-name-${id}`}>{block.name}</span>
        )}
      </td>
      <td className="col-dur col-est">
        <span className="num" data-testid={`block-fullEstimated-${id}`}>{formatDuration(timing.fullEstimated)}</span>
      </td>
      <td className="col-parts" colSpan={4}>
        {!standBy && (
          <label className="commercial">
            <span>{t('block.commercial')}</span>
            {canWrite ? (
              <EditableField value={block.commercial} format={durationFormat} parse={durationParse} onCommit={(v) => actions.patchBlock(id, 'commercial', v)} onInvalid={actions.invalidDuration} testId={`block-commercial-${id}`} label={t('block.commercial')} className="num" />
            ) : (
              <span className="num" data-testid={`block-commercial-${id}`}>{formatDuration(block.commercial)}</span>
            )}
          </label>
        )}
      </td>
      <td className="col-dur col-total">
        <span className="num strong" data-testid={`block-fullProduction-${id}`}>{formatDuration(timing.fullProduction)}</span>
      </td>
      <td className="col-ok" />
      <td className="col-figure">
        {mode === 'estimated' ? (
          standBy ? null : <EstimateFigure estimated={timing.fullEstimated} total={timing.fullProduction} testId={`block-figure-${id}`} title={t('story.diff')} />
        ) : (
          <span className="num figure" data-testid={`block-figure-${id}`}>{figureText(timing, mode)}</span>
        )}
      </td>
      {canWrite && (
        <td className="col-actions">
          <button type="button" className="icon-btn" onClick={() => actions.addStory(id, t('story.newSlug'))} data-testid={`block-add-story-${id}`} title={t('block.addStory')} aria-label={t('block.addStory')}>
            +
          </button>
          {!standBy && (
            <>
              <button type="button" className="icon-btn" disabled={!canMoveUp} onClick={() => actions.moveBlock(id, -1)} data-testid={`block-up-${id}`} title={t('block.moveUp')} aria-label={t('block.moveUp')}>
                ▲
              </button>
              <button type="button" className="icon-btn" disabled={!canMoveDown} onClick={() => actions.moveBlock(id, 1)} data-testid={`block-down-${id}`} title={t('block.moveDown')} aria-label={t('block.moveDown')}>
                ▼
              </button>
              <button type="button" className="icon-btn danger" onClick={remove} data-testid={`block-delete-${id}`} title={t('block.delete')} aria-label={t('block.delete')}>
                ✕
              </button>
            </>
          )}
        </td>
      )}
    </tr>
  );
}
