import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Block } from '@newsroom/api';
import { formatDuration } from '@newsroom/time';
import { CheckAllIcon, ClearIcon, CrossIcon, StopIcon } from '../../shared/ui/icons';
import { durationFormat, durationParse, EstimateFigure, LiveFigure } from './cells';
import { EditableField } from './EditableField';
import { useGrid } from './RundownContext';
import { figureText } from './timingMode';
import { PasteIntoButton } from '../clipboard/PasteButtons';

interface Props {
  block: Block;
  /** Where the block may move: false at either end of the non-standby blocks. */
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** Its place in the grid's rows, and the virtualizer's measure. */
  index: number;
  measure: (el: Element | null) => void;
}

/**
 * The bar that opens a block: name, commercial, the block's figures and, for writers, its tools: stop
 * block / reset block (the break and every story, in cascade), approve / disapprove every story, add a
 * story, paste the clipboard at its end (while it holds stories), move and delete.
 */
export function BlockHeaderRow({ block, canMoveUp, canMoveDown, index, measure }: Props) {
  const { t } = useTranslation('rundown');
  const { canEdit, mode, actions } = useGrid();
  const { id, standBy, timing } = block;
  const tool = (testId: string, label: string, onClick: () => void, icon: ReactNode, className = '') => (
    <button type="button" className={`icon-btn ${className}`} onClick={onClick} data-testid={testId} title={label} aria-label={label}>
      {icon}
    </button>
  );

  const remove = () => {
    if (window.confirm(t('block.confirmDelete', { name: block.name }))) actions.deleteBlock(id);
  };

  return (
    <tr className={`block-row${standBy ? ' standby' : ''}`} data-testid={`block-row-${id}`} data-index={index} ref={measure}>
      <td className="col-air">
        {canEdit && !standBy && (
          <span className="block-air-tools">
            {tool(`block-stop-${id}`, t('display.stopBlock'), () => actions.blockDisplay(id, 'STOP'), <StopIcon />, 'air-stop')}
            {tool(`block-reset-${id}`, t('display.resetBlock'), () => actions.blockDisplay(id, 'BLANK'), <ClearIcon />)}
          </span>
        )}
      </td>
      <td className="col-page">
        <span className="block-marker" aria-hidden="true" />
      </td>
      <td className="col-slug">
        {standBy ? (
          <span className="block-name standby-label" data-testid={`block-name-${id}`}>{t('block.standby')}</span>
        ) : canEdit ? (
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
            {canEdit ? (
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
      <td className="col-ok">
        {canEdit && block.stories.length > 0 && (
          <span className="approval-cell">
            {tool(`block-approve-${id}`, t('approval.approveBlock'), () => actions.approve({ kind: 'blocks', id }, true), <CheckAllIcon />, 'approve-btn')}
            {tool(`block-disapprove-${id}`, t('approval.disapproveBlock'), () => actions.approve({ kind: 'blocks', id }, false), <CrossIcon />, 'danger')}
          </span>
        )}
      </td>
      <td className="col-figure">
        {mode === 'estimated' ? (
          standBy ? null : <EstimateFigure estimated={timing.fullEstimated} total={timing.fullProduction} testId={`block-figure-${id}`} title={t('story.diff')} />
        ) : (
          <LiveFigure text={figureText(timing, mode)} testId={`block-figure-${id}`} />
        )}
      </td>
      {canEdit && (
        <td className="col-actions">
          <button type="button" className="icon-btn" onClick={() => actions.addStory(id, t('story.newSlug'))} data-testid={`block-add-story-${id}`} title={t('block.addStory')} aria-label={t('block.addStory')}>
            +
          </button>
          <PasteIntoButton block={{ id, name: standBy ? t('block.standby') : block.name }} />
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
