import { memo, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Story, StoryField } from '../../shared/api/types';
import { formatDuration } from '../../shared/time/duration';
import { EstimateFigure, durationFormat, durationParse } from './cells';
import { EditableField } from './EditableField';
import { useGrid } from './RundownContext';
import { keepFocusThroughMove, useFocusAfterMove } from './moveFocus';
import { figureText } from './timingMode';

const PARTS = ['head', 'off', 'vt', 'link'] as const;

interface Props {
  story: Story;
  standBy: boolean;
  /** Where the story may move: false only for the first and the last story of the rundown. */
  canMoveUp: boolean;
  canMoveDown: boolean;
}

/**
 * One story of a block: page, slug, estimated, parts, total, approval and the figure of the timing mode;
 * for writers, move up/down (also Alt+ArrowUp/Down anywhere in the row; across blocks at either end) and
 * delete.
 */
export const StoryRow = memo(function StoryRow({ story, standBy, canMoveUp, canMoveDown }: Props) {
  const { t } = useTranslation('rundown');
  const { canWrite, mode, actions } = useGrid();
  const { id } = story;
  const row = useRef<HTMLTableRowElement>(null);
  useFocusAfterMove(id, row, `${story.blockId}/${story.position}`);

  const text = (field: StoryField & ('slug' | 'page'), maxLength: number) =>
    canWrite ? (
      <EditableField value={story[field]} onCommit={(v) => actions.patchStory(id, field, v)} testId={`story-${field}-${id}`} label={t(`columns.${field}`)} maxLength={maxLength} className={field} />
    ) : (
      <span data-testid={`story-${field}-${id}`}>{story[field]}</span>
    );

  const duration = (field: 'estimated' | (typeof PARTS)[number]) =>
    canWrite ? (
      <EditableField
        value={story[field]}
        format={durationFormat}
        parse={durationParse}
        onCommit={(v) => actions.patchStory(id, field, v)}
        onInvalid={actions.invalidDuration}
        testId={`story-${field}-${id}`}
        label={t(`columns.${field}`)}
        className="num"
      />
    ) : (
      <span className="num" data-testid={`story-${field}-${id}`}>{formatDuration(story[field])}</span>
    );

  const remove = () => {
    if (window.confirm(t('story.confirmDelete', { slug: story.slug }))) actions.deleteStory(id);
  };

  const move = (delta: -1 | 1) => {
    if (!(delta < 0 ? canMoveUp : canMoveDown)) return;
    keepFocusThroughMove(id, row.current);
    actions.moveStory(id, delta);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTableRowElement>) => {
    if (!e.altKey || e.ctrlKey || e.metaKey || e.shiftKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
    e.preventDefault();
    move(e.key === 'ArrowUp' ? -1 : 1);
  };

  const moveButton = (delta: -1 | 1, key: 'Up' | 'Down') => (
    <button
      type="button"
      className="icon-btn move-btn"
      disabled={delta < 0 ? !canMoveUp : !canMoveDown}
      onClick={() => move(delta)}
      data-testid={`story-${key.toLowerCase()}-${id}`}
      title={t(`story.move${key}Hint`)}
      aria-label={t(`story.move${key}`)}
      aria-keyshortcuts={`Alt+Arrow${key}`}
    >
      {delta < 0 ? '▲' : '▼'}
    </button>
  );

  return (
    <tr
      ref={row}
      className={`story-row${story.approved ? ' approved' : ''}${story.ignoreDuration ? ' ignored' : ''}${standBy ? ' standby' : ''}`}
      data-testid={`story-row-${id}`}
      onKeyDown={canWrite ? onKeyDown : undefined}
    >
      <td className="col-page">{text('page', 8)}</td>
      <td className="col-slug">{text('slug', 120)}</td>
      <td className="col-dur col-est">{duration('estimated')}</td>
      {PARTS.map((part) => (
        <td key={part} className="col-dur">
          {duration(part)}
        </td>
      ))}
      <td className="col-dur col-total">
        <span className="num strong" data-testid={`story-total-${id}`}>{formatDuration(story.timing.total)}</span>
      </td>
      <td className="col-ok">
        {canWrite ? (
          <input type="checkbox" data-testid={`story-approved-${id}`} aria-label={t('story.approved')} checked={story.approved} onChange={(e) => actions.patchStory(id, 'approved', e.target.checked)} />
        ) : (
          <span data-testid={`story-approved-${id}`} className={story.approved ? 'ok-mark' : 'ok-mark off'} aria-label={story.approved ? t('story.approved') : undefined}>
            {story.approved ? '✓' : ''}
          </span>
        )}
      </td>
      <td className="col-figure">
        {mode === 'estimated' ? (
          <EstimateFigure estimated={story.estimated} total={story.timing.total} testId={`story-figure-${id}`} title={t('story.diff')} />
        ) : (
          <span className="num figure" data-testid={`story-figure-${id}`}>{figureText(story.timing, mode)}</span>
        )}
      </td>
      {canWrite && (
        <td className="col-actions">
          {moveButton(-1, 'Up')}
          {moveButton(1, 'Down')}
          <button type="button" className="icon-btn danger" onClick={remove} data-testid={`story-delete-${id}`} title={t('story.delete')} aria-label={t('story.delete')}>
            ✕
          </button>
        </td>
      )}
    </tr>
  );
});
