/**
 * The top of the first printed page: program, date, on-air times and planned production, when it was
 * printed and which timing column it shows, the rundown figures (timing.md, "Rundown figures"), and a
 * note when the grid was cut at the record limit.
 */
import { useTranslation } from 'react-i18next';
import type { Rundown } from '@newsroom/api';
import { formatDate } from '@newsroom/time';
import { HEADER_FIGURES } from '../rundown/headerFigures';
import { formatDuration } from '@newsroom/time';
import { diffText } from './printFormat';
import { GRID_RECORD_LIMIT, type PrintOptions } from './printOptions';
import type { GridRows } from './records';


interface Props {
  rundown: Rundown;
  options: PrintOptions;
  printedAt: string;
  grid: GridRows | null;
}

export function PrintHeader({ rundown, options, printedAt, grid }: Props) {
  const { t, i18n } = useTranslation(['print', 'rundown']);
  const { timing } = rundown;
  return (
    <header className="print-header">
      <div className="print-title">
        <div>
          <h1 data-testid="print-program">{rundown.programName}</h1>
          <p className="print-when">
            <span data-testid="print-date">{formatDate(rundown.date, i18n.language)}</span>
            <span>
              {t('rundown:header.airTime')} <b className="num" data-testid="print-air">{`${rundown.start}–${rundown.end}`}</b>
            </span>
            {rundown.production && (
              <span>
                {t('rundown:header.production')} <b className="num">{formatDuration(rundown.production)}</b>
              </span>
            )}
          </p>
        </div>
        <p className="print-meta">
          <span>{t('view.printedAt', { at: printedAt })}</span>
          {grid && <span>{t('view.timingColumn', { mode: t(`rundown:timingMode.${options.timing}`) })}</span>}
        </p>
      </div>
      <div className="print-figures" data-testid="print-figures">
        {[HEADER_FIGURES.filter((f) => !f.diff), HEADER_FIGURES.filter((f) => f.diff)].map((group, i) => (
          <dl key={i}>
            {group.map(({ key, diff }) => (
              <div key={key}>
                <dt>{t(`rundown:figures.${key}`)}</dt>
                <dd className="num" data-testid={`print-${key}`}>
                  {diff ? diffText(timing[key]) : formatDuration(timing[key])}
                </dd>
              </div>
            ))}
          </dl>
        ))}
      </div>
      {grid && grid.printed < grid.total && (
        <p className="print-limited" role="note" data-testid="print-limited">
          {t('view.limited', { limit: GRID_RECORD_LIMIT, printed: grid.printed, count: grid.total })}
        </p>
      )}
    </header>
  );
}
