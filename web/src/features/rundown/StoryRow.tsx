import { memo, useCallback, useEffect, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { Story, StoryLock } from '@newsroom/api';
import { formatDuration } from '@newsroom/time';
import { AirButtons, AirStatus } from './AirControls';
import { EstimateFigure, LiveFigure, durationFormat, durationParse } from './cells';
import { EditableField } from './EditableField';
import { useGrid } from './RundownContext';
import { keepFocusThroughMove, useFocusAfterMove } from './moveFocus';
import { selectSelectedStory, storySelected } from './rundownUiSlice';
import { StoryApproval } from './StoryApproval';
import { StoryLockMarker } from '../story/StoryLockMarker';
import { StoryOpenLink } from '../story/StoryOpenLink';
import { StorySelectBox } from '../clipboard/StorySelectBox';
import { PasteBelowButton } from '../clipboard/PasteButtons';
import { figureText } from './timingMode';
import type { StoryField } from './fields';

const PARTS = ['head', 'off', 'vt', 'link'] as const;

interface Props {
  story: Story;
  standBy: boolean;
  /** Where the story may move: false only for the first and the last story of the rundown. */
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** The story "take next" would play. */
  next: boolean;
  /** The edit lock of its text, if someone is editing it. */
  lock: StoryLock | null;
  /** Its place in the grid's rows, and the virtualizer's measure (RundownGrid draws only rows in view). */
  index: number;
  measure: (el: Element | null) => void;
}

/**
 * One story of a block: on-air tally, page, slug (with who is editing its text, the lock marker),
 * estimated, parts, total, approval and privacy, and the figure of the timing mode; for writers,
 * PLAY/STOP/BLANK, the tick box of the clipboard (and "Paste below" while it holds stories), move up/down
 * (also Alt+ArrowUp/Down anywhere in the row; across blocks at either end) and delete. A click selects the row for the on-air keys.
 */
export const StoryRow = memo(function StoryRow({ story, standBy, canMoveUp, canMoveDown, next, lock, index, measure }: Props) {
  const { t } = useTranslation('rundown');
  const { canEdit, mode, actions } = useGrid();
  const dispatch = useAppDispatch();
  const { id, displayStatus } = story;
  const selected = useAppSelector((s) => selectSelectedStory(s) === id);
  const row = useRef<HTMLTableRowElement>(null);
  const setRow = useCallback(
    (el: HTMLTableRowElement | null) => {
      row.current = el;
      measure(el);
    },
    [measure],
  );
  useFocusAfterMove(id, row, `${story.blockId}/${story.position}`);
  useEffect(() => {
    if (selected) row.current?.scrollIntoView?.({ block: 'nearest' });
  }, [selected]);

  const text = (field: StoryField & ('slug' | 'page'), maxLength: number) =>
    canEdit ? (
      <EditableField value={story[field]} onCommit={(v) => actions.patchStory(id, field, v)} testId={`story-${field}-${id}`} label={t(`columns.${field}`)} maxLength={maxLength} className={field} />
    ) : (
      <span data-testid={`story-${field}-${id}`}>{story[field]}</span>
    );

  const duration = (field: 'estimated' | (typeof PARTS)[number]) =>
    canEdit ? (
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

  const classes = ['story-row', `air-${displayStatus.toLowerCase()}`];
  if (story.approved) classes.push('approved');
  if (story.ignoreDuration) classes.push('ignored');
  if (standBy) classes.push('standby');
  if (selected) classes.push('selected');

  return (
    <tr
      ref={setRow}
      data-index={index}
      className={classes.join(' ')}
      data-testid={`story-row-${id}`}
      data-display-status={displayStatus}
      aria-selected={selected}
      onClick={() => dispatch(storySelected(id))}
      onKeyDown={canEdit ? onKeyDown : undefined}
    >
      <td className="col-air">
        <AirStatus status={displayStatus} stopTime={story.stopTime} next={next} testId={`story-display-${id}`} />
      </td>
      <td className="col-page">{text('page', 8)}</td>
      <td className={`col-slug${lock ? ' locked' : ''}`}>
        {text('slug', 120)}
        {lock && <StoryLockMarker lock={lock} />}
        <StoryOpenLink story={story} />
      </td>
      <td className="col-dur col-est">{duration('estimated')}</td>
      {PARTS.map((part) => (
        <td key={part} className="col-dur">
          {duration(part)}
        </td>
      ))}
      <td className="col-dur col-total">
        <span className="num strong" data-testid={`story-total-${id}`}>{formatDuration(story.timing?.total)}</span>
      </td>
      <td className="col-ok">
        <StoryApproval story={story} canEdit={canEdit} onApproved={(flag) => actions.patchStory(id, 'approved', flag)} onPrivate={(flag) => actions.patchStory(id, 'private', flag)} />
      </td>
      <td className="col-figure">
        {mode !== 'estimated' ? (
          <LiveFigure text={figureText(story.timing, mode)} testId={`story-figure-${id}`} />
        ) : story.timing ? (
          <EstimateFigure estimated={story.estimated} total={story.timing.total} testId={`story-figure-${id}`} title={t('story.diff')} />
        ) : null}
      </td>
      {canEdit && (
        <td className="col-actions">
          {!standBy && <AirButtons status={displayStatus} onSet={(s) => actions.storyDisplay(id, s)} testIdOf={(s) => `story-${s.toLowerCase()}-${id}`} what="story" />}
          <span className="row-tools">
            <StorySelectBox story={story} />
            <PasteBelowButton story={story} />
            {moveButton(-1, 'Up')}
            {moveButton(1, 'Down')}
            <button type="button" className="icon-btn danger" onClick={remove} data-testid={`story-delete-${id}`} title={t('story.delete')} aria-label={t('story.delete')}>
              ✕
            </button>
          </span>
        </td>
      )}
    </tr>
  );
});
