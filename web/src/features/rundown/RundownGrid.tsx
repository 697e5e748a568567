import { useCallback, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Rundown } from '../../shared/api/types';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { GridOrderContext, gridOrder } from '../clipboard/gridOrder';
import { locksByStory } from '../story/lockList';
import { useStoryLocksQuery } from '../story/storyApi';
import { BlockHeaderRow } from './BlockHeaderRow';
import { BreakRow } from './BreakRow';
import { nextToTake } from './onAir';
import { RundownGridContext, type GridContext } from './RundownContext';
import { StoryRow } from './StoryRow';

const DURATION_COLUMNS = ['estimated', 'head', 'off', 'vt', 'link', 'total'] as const;

/** How often the locks are read again, in case a lock event was missed (an expiry sends `unlock` too). */
const LOCKS_POLL_MS = 60_000;

/**
 * The grid: for each block its header, its stories and its break; the standby block last. The first column
 * is the on-air tally of each row; while the show is on air, the story "take next" would play says NEXT.
 * A story whose text someone is editing shows the holder of its edit lock (live, for story readers).
 */
export function RundownGrid({ rundown, context }: { rundown: Rundown; context: GridContext }) {
  const { t } = useTranslation('rundown');
  const value = useMemo(() => context, [context]);
  const normalIds = rundown.blocks.filter((b) => !b.standBy).map((b) => b.id);
  const nextId = useMemo(() => (rundown.displayStatus === 'PLAY' ? nextToTake(rundown) : null), [rundown]);
  const columns = 11 + (context.canEdit ? 1 : 0);
  const { data: me } = useMeQuery();
  const { data: locks } = useStoryLocksQuery(rundown.id, { skip: !hasRole(me?.roles, ROLES.storyRead), pollingInterval: LOCKS_POLL_MS });
  const lockOfStory = useMemo(() => locksByStory(locks), [locks]);
  const latest = useRef(rundown);
  latest.current = rundown;
  const orderOf = useCallback(() => gridOrder(latest.current), []);

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
          <thead>
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
          {rundown.blocks.map((block, b) => {
            const index = normalIds.indexOf(block.id);
            const first = b === 0;
            const last = b === rundown.blocks.length - 1;
            return (
              <tbody key={block.id} className={block.standBy ? 'block standby' : 'block'} data-testid={`block-${block.id}`}>
                <BlockHeaderRow block={block} canMoveUp={index > 0} canMoveDown={index >= 0 && index < normalIds.length - 1} />
                {block.stories.map((story, s) => (
                  <StoryRow
                    key={story.id}
                    story={story}
                    standBy={block.standBy}
                    canMoveUp={!(first && s === 0)}
                    canMoveDown={!(last && s === block.stories.length - 1)}
                    next={story.id === nextId}
                    lock={lockOfStory.get(story.id) ?? null}
                  />
                ))}
                {block.stories.length === 0 && (
                  <tr className="empty-row">
                    <td />
                    <td />
                    <td colSpan={columns - 2} className="muted">
                      {t('block.empty')}
                    </td>
                  </tr>
                )}
                {!block.standBy && <BreakRow block={block} />}
              </tbody>
            );
          })}
        </table>
      </GridOrderContext.Provider>
    </RundownGridContext.Provider>
  );
}
