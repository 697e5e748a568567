import { useVirtualizer } from '@tanstack/react-virtual';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import type { Rundown, StoryId, StoryLock } from '@newsroom/api';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { GridOrderContext, gridOrder } from '../clipboard/gridOrder';
import { locksByStory } from '../story/lockList';
import { useStoryLocksQuery } from '../story/storyApi';
import { BlockHeaderRow } from './BlockHeaderRow';
import { BreakRow } from './BreakRow';
import { estimateRowHeight, gridRows, rowOfStory, sliceByBlock, type GridRow } from './gridRows';
import { nextToTake } from './onAir';
import { RundownGridContext, type GridContext } from './RundownContext';
import { selectSelectedStory } from './rundownUiSlice';
import { StoryRow } from './StoryRow';

const DURATION_COLUMNS = ['estimated', 'head', 'off', 'vt', 'link', 'total'] as const;

/** Rows drawn beyond the visible ones, above and below: scrolling a little never shows a gap. */
const OVERSCAN = 30;

/** How often the locks are read again, in case a lock event was missed (an expiry sends `unlock` too). */
const LOCKS_POLL_MS = 60_000;

interface Props {
  rundown: Rundown;
  context: GridContext;
  /** The element the grid scrolls in (the rows in its view are drawn). */
  scrollRef: RefObject<HTMLElement | null>;
}

/**
 * The grid: for each block its header, its stories and its break; the standby block last. The first column
 * is the on-air tally of each row; while the show is on air, the story "take next" would play says NEXT.
 * A story whose text someone is editing shows the holder of its edit lock (live, for story readers).
 *
 * Windowed (web.md section 7, "lazy load of stories"): the rundown carries every story's light row (timing
 * needs every duration), but only the rows in view, and OVERSCAN more each way, are drawn, between two
 * spacers as tall as the rows left out (@tanstack/react-virtual measures each drawn row). The selected
 * story (keyboard moves, "take next", a story opened beside the grid) is scrolled into view.
 */
export function RundownGrid({ rundown, context, scrollRef }: Props) {
  const { t } = useTranslation('rundown');
  const value = useMemo(() => context, [context]);
  const nextId = useMemo(() => (rundown.displayStatus === 'PLAY' ? nextToTake(rundown) : null), [rundown]);
  const columns = 11 + (context.canEdit ? 1 : 0);
  const { data: me } = useMeQuery();
  const { data: locks } = useStoryLocksQuery(rundown.id, { skip: !hasRole(me?.roles, ROLES.storyRead), pollingInterval: LOCKS_POLL_MS });
  const lockOfStory = useMemo(() => locksByStory(locks), [locks]);
  const latest = useRef(rundown);
  latest.current = rundown;
  const orderOf = useCallback(() => gridOrder(latest.current), []);

  const rows = useMemo(() => gridRows(rundown), [rundown]);
  const head = useRef<HTMLTableSectionElement>(null);
  const [headHeight, setHeadHeight] = useState(0);
  useLayoutEffect(() => setHeadHeight(head.current?.offsetHeight ?? 0), []);
  // The app is not built with the React Compiler, so nothing memoizes across the virtualizer's
  // changing functions; the rule's notice is about that compiler.
  // eslint-disable-next-line react-hooks/incompatible-library -- see above
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: (i) => estimateRowHeight(rows[i]),
    getItemKey: (i) => rows[i]?.key ?? i,
    overscan: OVERSCAN,
    scrollMargin: headHeight,
    // Rows scrolled to stop below the sticky column headers, not under them.
    scrollPaddingStart: headHeight,
  });
  const items = virtualizer.getVirtualItems();
  const before = items.length ? items[0].start - headHeight : 0;
  const after = items.length ? virtualizer.getTotalSize() - (items[items.length - 1].end - headHeight) : 0;
  useScrollToSelected(rows, virtualizer.scrollToIndex);

  return (
    <RundownGridContext.Provider value={value}>
      <GridOrderContext.Provider value={orderOf}>
        <table className={`rundown-grid mode-${context.mode}${context.canEdit ? ' editable' : ''}`} data-testid="rundown-grid">
          <colgroup>
            <col className="w-air" />
            <col className="w-page" />
            <col />
            {DURATION_COLUMNS.map((c) => (
              <col key={c} className="w-dur" />
            ))}
            <col className="w-ok" />
            <col className="w-figure" />
            {context.canEdit && <col className="w-actions" />}
          </colgroup>
          <thead ref={head}>
            <tr>
              <th className="left">{t('columns.air')}</th>
              <th className="left">{t('columns.page')}</th>
              <th className="left">{t('columns.slug')}</th>
              {DURATION_COLUMNS.map((c) => (
                <th key={c}>{t(`columns.${c}`)}</th>
              ))}
              <th className="center">{t('columns.approved')}</th>
              <th title={t(`timingMode.${context.mode}`)}>{t(`timingColumn.${context.mode}`)}</th>
              {context.canEdit && <th className="visually-hidden-text">{t('columns.actions')}</th>}
            </tr>
          </thead>
          <Spacer height={before} columns={columns} />
          {sliceByBlock(rows, items.map((i) => i.index)).map(({ block, items: drawn }) => (
            <tbody key={block.id} className={block.standBy ? 'block standby' : 'block'} data-testid={`block-${block.id}`}>
              {drawn.map(({ index, row }) => (
                <GridRowView key={row.key} row={row} index={index} measure={virtualizer.measureElement} nextId={nextId} lock={row.kind === 'story' ? (lockOfStory.get(row.story.id) ?? null) : null} columns={columns} />
              ))}
            </tbody>
          ))}
          <Spacer height={after} columns={columns} />
        </table>
      </GridOrderContext.Provider>
    </RundownGridContext.Provider>
  );
}

/** Scrolls the selected story's row into view when the selection changes (it may not be drawn yet). */
function useScrollToSelected(rows: readonly GridRow[], scrollToIndex: (index: number, options: { align: 'auto' }) => void) {
  const selected = useAppSelector(selectSelectedStory);
  const latestRows = useRef(rows);
  useLayoutEffect(() => {
    latestRows.current = rows;
  });
  useEffect(() => {
    const index = rowOfStory(latestRows.current, selected);
    if (index >= 0) scrollToIndex(index, { align: 'auto' });
  }, [selected, scrollToIndex]);
}

/** The room of the rows left out above or below the drawn ones. */
function Spacer({ height, columns }: { height: number; columns: number }) {
  return (
    <tbody className="grid-spacer" aria-hidden="true">
      <tr>
        <td colSpan={columns} style={{ height }} />
      </tr>
    </tbody>
  );
}

interface RowProps {
  row: GridRow;
  index: number;
  measure: (el: Element | null) => void;
  nextId: StoryId | null;
  lock: StoryLock | null;
  columns: number;
}

/** One drawn row of the grid, measured by the virtualizer. */
function GridRowView({ row, index, measure, nextId, lock, columns }: RowProps) {
  const { t } = useTranslation('rundown');
  switch (row.kind) {
    case 'header':
      return <BlockHeaderRow block={row.block} canMoveUp={row.canMoveUp} canMoveDown={row.canMoveDown} index={index} measure={measure} />;
    case 'story':
      return (
        <StoryRow
          story={row.story}
          standBy={row.block.standBy}
          canMoveUp={row.canMoveUp}
          canMoveDown={row.canMoveDown}
          next={row.story.id === nextId}
          lock={lock}
          index={index}
          measure={measure}
        />
      );
    case 'empty':
      return (
        <tr className="empty-row" data-index={index} ref={measure}>
          <td />
          <td />
          <td colSpan={columns - 2} className="muted">
            {t('block.empty')}
          </td>
        </tr>
      );
    case 'break':
      return <BreakRow block={row.block} index={index} measure={measure} />;
  }
}
