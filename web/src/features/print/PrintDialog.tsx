/**
 * The print options (web.md sections 5 and 9): what to print (grid, scripts, both), the font size (even,
 * 8-24: otherwise a message and no printing), orientation, the timing column (from the rundown screen's
 * timing mode), a range of blocks, the standby block, the scripts' comments. The grid is limited to 100
 * records (stories and breaks): over that, the dialog says only the first 100 print. "Print" opens the
 * print view in a new tab, which opens the browser's print dialog (and its "Save as PDF").
 */
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppSelector } from '../../app/hooks';
import type { Rundown } from '@newsroom/api';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { selectTimingMode } from '../rundown/rundownUiSlice';
import { BlockRangeFields } from './BlockRangeFields';
import { PrintFormatFields } from './PrintFormatFields';
import { fontSizeError, GRID_MAX_FONT_SIZE, GRID_RECORD_LIMIT, MAX_FONT_SIZE, MIN_FONT_SIZE, parseFontSize, printPath, printsGrid, printsScripts, PRINT_CONTENTS, type PrintOptions } from './printOptions';
import { loadPrintPreferences, savePrintPreferences } from './printPreferences';
import { countRecords, selectBlocks } from './records';
import './printDialog.css';

export function PrintDialog({ rundown, onClose }: { rundown: Rundown; onClose: () => void }) {
  const { t } = useTranslation('print');
  const screenTiming = useAppSelector(selectTimingMode);
  const { data: user } = useMeQuery();
  const canReadStories = hasRole(user?.roles, ROLES.storyRead);
  const [options, setOptions] = useState<PrintOptions>(() => {
    const kept = loadPrintPreferences();
    return { ...kept, what: canReadStories ? kept.what : 'grid', timing: screenTiming, fromBlock: null, toBlock: null };
  });
  const [fontText, setFontText] = useState(String(options.fontSize));
  const first = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    first.current?.focus();
    return () => before?.focus?.();
  }, []);

  const set = <K extends keyof PrintOptions>(key: K, value: PrintOptions[K]) => setOptions((o) => ({ ...o, [key]: value }));
  const chosen: PrintOptions = { ...options, fontSize: parseFontSize(fontText) };
  const fontError = fontSizeError(chosen.fontSize);
  const records = countRecords(selectBlocks(rundown, chosen));
  const overLimit = printsGrid(chosen.what) && records > GRID_RECORD_LIMIT;

  // The rundown screen's keys (on-air control) must not act behind the dialog; Escape closes it.
  const onKeyDown = (e: KeyboardEvent) => {
    e.stopPropagation();
    if (e.key === 'Escape') onClose();
  };

  return (
    <div className="modal-backdrop" onClick={onClose}>
      <div className="modal print-dialog" role="dialog" aria-modal="true" aria-labelledby="print-dialog-title" data-testid="print-dialog" onClick={(e) => e.stopPropagation()} onKeyDown={onKeyDown}>
        <header className="modal-header">
          <h2 id="print-dialog-title">{t('dialog.title')}</h2>
          <button type="button" className="icon-btn" onClick={onClose} aria-label={t('dialog.cancel')} title={t('dialog.cancel')}>
            ✕
          </button>
        </header>
        <div className="print-form">
          <fieldset>
            <legend>{t('dialog.what')}</legend>
            {PRINT_CONTENTS.map((what, i) => (
              <label key={what} className="check">
                <input ref={i === 0 ? first : undefined} type="radio" name="print-what" value={what} checked={options.what === what} disabled={what !== 'grid' && !canReadStories} onChange={() => set('what', what)} data-testid={`print-what-${what}`} />
                {t(`dialog.contents.${what}`)}
              </label>
            ))}
          </fieldset>
          <PrintFormatFields options={options} set={set} fontText={fontText} onFontText={setFontText} />
          {fontError && (
            <p className="print-error" role="alert" data-testid="print-font-error" data-error={fontError}>
              {t(`errors.${fontError}`, { min: MIN_FONT_SIZE, max: MAX_FONT_SIZE })}
            </p>
          )}
          {!fontError && printsGrid(chosen.what) && chosen.fontSize > GRID_MAX_FONT_SIZE[chosen.orientation] && (
            <p className="print-note muted" data-testid="print-grid-font">
              {t('dialog.gridFont', { max: GRID_MAX_FONT_SIZE[chosen.orientation] })}
            </p>
          )}
          <BlockRangeFields rundown={rundown} options={options} set={set} />
          {printsScripts(options.what) && (
            <label className="check">
              <input type="checkbox" checked={options.comments} onChange={(e) => set('comments', e.target.checked)} data-testid="print-comments" />
              {t('dialog.comments')}
            </label>
          )}
          {printsGrid(options.what) && (
            <p className="print-records muted" data-testid="print-records" data-count={records}>
              {t('dialog.records', { count: records })}
            </p>
          )}
          {overLimit && (
            <p className="print-limit" role="status" data-testid="print-limit">
              {t('dialog.limit', { count: records, limit: GRID_RECORD_LIMIT })}
            </p>
          )}
        </div>
        <footer className="modal-footer">
          <button type="button" className="btn btn-ghost" onClick={onClose} data-testid="print-cancel">
            {t('dialog.cancel')}
          </button>
          {fontError ? (
            <button type="button" className="btn btn-primary" disabled data-testid="print-submit">
              {t('dialog.print')}
            </button>
          ) : (
            <a
              className="btn btn-primary"
              href={printPath(rundown.date, rundown.programId, chosen)}
              target="_blank"
              rel="noopener"
              title={t('dialog.printHint')}
              onClick={() => {
                savePrintPreferences(chosen);
                // After the click: a link taken out of the page during its click does not navigate.
                setTimeout(onClose, 0);
              }}
              data-testid="print-submit"
            >
              {t('dialog.print')}
            </a>
          )}
        </footer>
      </div>
    </div>
  );
}
