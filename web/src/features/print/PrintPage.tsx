/**
 * `/rundown/:date/:programId/print?...`: the rundown on paper, from the options in the query string
 * (printOptions.ts). A clean A4 layout (print.css): header, grid (at most 100 records) and/or the stories'
 * scripts, one story a page. Once everything is loaded it opens the browser's print dialog, unless
 * `noPrint=1`; a font size that breaks the rules is reported and nothing is printed.
 */
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useParams } from 'react-router';
import { useAppSelector } from '../../app/hooks';
import { errorCodeOf } from '@newsroom/api';
import type { Rundown } from '@newsroom/api';
import { isIsoDate } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { selectTimingMode } from '../rundown/rundownUiSlice';
import { usePrintRundownQuery, usePrintScriptsQuery } from './printApi';
import { PrintGrid } from './PrintGrid';
import { PrintHeader } from './PrintHeader';
import { fromQuery, gridFontSize, MAX_FONT_SIZE, MIN_FONT_SIZE, printsGrid, printsScripts, type ParsedQuery } from './printOptions';
import { PrintScripts } from './PrintScripts';
import { gridRows, scriptStories, selectBlocks } from './records';
import { useAutoPrint, usePaperPage } from './usePrintPage';
import './print.css';

export function PrintPage() {
  const { t } = useTranslation(['print', 'rundown']);
  const { date, programId } = useParams();
  const { search } = useLocation();
  const screenTiming = useAppSelector(selectTimingMode);
  const parsed = useMemo(() => fromQuery(search, screenTiming), [search, screenTiming]);
  const id = Number(programId);
  const back = `/rundown/${date}/${programId}`;

  if (!isIsoDate(date) || !Number.isInteger(id) || id <= 0) {
    return (
      <PrintProblem back="/rundown">
        <p className="error-message" role="alert">
          {t('rundown:status.badAddress')}
        </p>
      </PrintProblem>
    );
  }
  if (parsed.error) {
    return (
      <PrintProblem back={back}>
        <p className="error-message" role="alert" data-testid="print-font-error" data-error={parsed.error}>
          {t(`errors.${parsed.error}`, { min: MIN_FONT_SIZE, max: MAX_FONT_SIZE })}
        </p>
      </PrintProblem>
    );
  }
  return <PrintLoader date={date} programId={id} parsed={parsed} back={back} />;
}

function PrintLoader({ date, programId, parsed, back }: { date: string; programId: number; parsed: ParsedQuery; back: string }) {
  const { data: rundown, error, isLoading } = usePrintRundownQuery({ date, programId });
  if (isLoading) return <Spinner />;
  if (!rundown) {
    return (
      <PrintProblem back={back}>
        <ErrorMessage code={errorCodeOf(error)} />
      </PrintProblem>
    );
  }
  return <PrintDocument rundown={rundown} parsed={parsed} back={back} />;
}

function PrintDocument({ rundown, parsed, back }: { rundown: Rundown; parsed: ParsedQuery; back: string }) {
  const { t, i18n } = useTranslation('print');
  const { options, noPrint } = parsed;
  const [printedAt] = useState(() => new Date());
  const blocks = useMemo(() => selectBlocks(rundown, options), [rundown, options]);
  const grid = useMemo(() => (printsGrid(options.what) ? gridRows(blocks) : null), [blocks, options.what]);
  const stories = useMemo(() => (printsScripts(options.what) ? scriptStories(blocks) : []), [blocks, options.what]);
  const ids = useMemo(() => stories.map((s) => s.story.id), [stories]);
  const scripts = usePrintScriptsQuery(ids, { skip: ids.length === 0 });
  const ready = ids.length === 0 || Boolean(scripts.data);

  const footer = `${rundown.programName} — ${rundown.date}`;
  usePaperPage(options.orientation, `${rundown.programName} ${rundown.date}`, footer, t('view.page'));
  useAutoPrint(ready && !noPrint);
  const at = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'short', timeStyle: 'short' }).format(printedAt);

  return (
    <div className={`print-view ${options.orientation}`} style={{ fontSize: `${options.fontSize}pt` }} data-testid="print-view" data-ready={ready} data-what={options.what}>
      <ScreenBar back={back} />
      <div style={grid ? { fontSize: `${gridFontSize(options.fontSize, options.orientation)}pt` } : undefined}>
        <PrintHeader rundown={rundown} options={options} printedAt={at} grid={grid} />
        {grid && <PrintGrid rows={grid.rows} mode={options.timing} />}
      </div>
      {printsScripts(options.what) &&
        (ready ? <PrintScripts stories={stories} results={scripts.data ?? []} comments={options.comments} afterGrid={Boolean(grid)} /> : <Spinner label={t('view.preparing')} />)}
    </div>
  );
}

/** Screen only: print again, or go back to the rundown. */
function ScreenBar({ back }: { back: string }) {
  const { t } = useTranslation('print');
  return (
    <nav className="print-screen-bar no-print">
      <Link to={back} className="btn btn-ghost" data-testid="print-back">
        {t('view.back')}
      </Link>
      <button type="button" className="btn btn-primary" onClick={() => window.print()} data-testid="print-again">
        {t('view.print')}
      </button>
    </nav>
  );
}

/** Nothing to print: why, and the way back. */
function PrintProblem({ back, children }: { back: string; children: ReactNode }) {
  const { t } = useTranslation('print');
  return (
    <div className="page-state" data-testid="print-problem">
      {children}
      <Link to={back} className="btn">
        {t('view.back')}
      </Link>
    </div>
  );
}
