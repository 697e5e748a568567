/**
 * The printed grid: page, slug, the durations (estimated, head, off, VT, link, total), approved, and the
 * chosen timing figure; a header row per block (name, estimated, commercial, production, its figure) and
 * the break row that closes it. The column heads repeat on every page; a row never splits across pages.
 */
import { useTranslation } from 'react-i18next';
import type { Block, Story } from '@newsroom/api';
import { formatDuration } from '@newsroom/time';
import type { TimingMode } from '../rundown/timingMode';
import { timingText } from './printFormat';
import type { GridRow } from './records';

const DURATIONS = ['estimated', 'head', 'off', 'vt', 'link'] as const;

export function PrintGrid({ rows, mode }: { rows: GridRow[]; mode: TimingMode }) {
  const { t } = useTranslation(['print', 'rundown']);
  return (
    <table className="print-grid" data-testid="print-grid">
      <colgroup>
        <col className="c-page" />
        <col className="c-slug" />
        {DURATIONS.map((d) => (
          <col key={d} className="c-dur" />
        ))}
        <col className="c-dur" />
        <col className="c-ok" />
        <col className="c-figure" />
      </colgroup>
      <thead>
        <tr>
          <th className="left">{t('rundown:columns.page')}</th>
          <th className="left">{t('rundown:columns.slug')}</th>
          {DURATIONS.map((d) => (
            <th key={d}>{t(`rundown:columns.${d}`)}</th>
          ))}
          <th>{t('rundown:columns.total')}</th>
          <th className="center">{t('rundown:columns.approved')}</th>
          <th>{mode === 'estimated' ? t('rundown:story.diff') : t(`rundown:timingColumn.${mode}`)}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) =>
          row.kind === 'block' ? (
            <BlockRow key={`b${row.block.id}`} block={row.block} mode={mode} />
          ) : row.kind === 'story' ? (
            <StoryRow key={`s${row.story.id}`} story={row.story} mode={mode} />
          ) : (
            <BreakRow key={`r${row.block.id}`} block={row.block} mode={mode} />
          ),
        )}
      </tbody>
    </table>
  );
}

function BlockRow({ block, mode }: { block: Block; mode: TimingMode }) {
  const { t } = useTranslation(['print', 'rundown']);
  const { timing } = block;
  return (
    <tr className={`print-block${block.standBy ? ' standby' : ''}`} data-testid={`print-block-${block.id}`}>
      <td />
      <td className="p-name">{block.standBy ? t('rundown:block.standby') : block.name}</td>
      <td className="num">{formatDuration(timing.fullEstimated)}</td>
      <td colSpan={4} className="p-commercial">
        {!block.standBy && `${t('rundown:block.commercial')} ${formatDuration(block.commercial)}`}
      </td>
      <td className="num strong">{formatDuration(timing.fullProduction)}</td>
      <td />
      <td className="num">{block.standBy ? '' : timingText(timing, mode, timing.fullEstimated, timing.fullProduction)}</td>
    </tr>
  );
}

function StoryRow({ story, mode }: { story: Story; mode: TimingMode }) {
  const { t } = useTranslation('print');
  return (
    <tr className={`print-story-row${story.approved ? ' approved' : ''}${story.ignoreDuration ? ' ignored' : ''}`} data-testid={`print-story-${story.id}`}>
      <td className="p-page">{story.page}</td>
      <td className="p-slug">{story.slug}</td>
      {DURATIONS.map((d) => (
        <td key={d} className="num">
          {formatDuration(story[d])}
        </td>
      ))}
      <td className="num strong">{formatDuration(story.timing?.total)}</td>
      <td className="center" title={story.approved ? t('view.yes') : undefined}>
        {story.approved ? '✓' : ''}
      </td>
      <td className="num">{timingText(story.timing, mode, story.estimated, story.timing?.total)}</td>
    </tr>
  );
}

function BreakRow({ block, mode }: { block: Block; mode: TimingMode }) {
  const { t } = useTranslation('rundown');
  return (
    <tr className="print-break" data-testid={`print-break-${block.id}`}>
      <td />
      <td className="p-slug">{t('block.break')}</td>
      <td colSpan={5} />
      <td className="num strong">{formatDuration(block.commercial)}</td>
      <td />
      <td className="num">{mode === 'estimated' ? '' : timingText(block.timing.commercialBreak, mode)}</td>
    </tr>
  );
}
