/**
 * The rundown toolbar's "Print": opens the print options dialog for the rundown on screen (the rundown
 * query's cached entry: no second load).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { isIsoDate } from '@newsroom/time';
import { useRundownQuery } from '../rundown/rundownApi';
import { PrintDialog } from './PrintDialog';

export function PrintButton() {
  const { t } = useTranslation('print');
  const { date, programId } = useParams();
  const id = Number(programId);
  const valid = isIsoDate(date) && Number.isInteger(id) && id > 0;
  const { data: rundown } = useRundownQuery({ date: date ?? '', programId: id }, { skip: !valid });
  const [open, setOpen] = useState(false);
  if (!rundown) return null;
  return (
    <>
      <button type="button" className="btn btn-ghost" onClick={() => setOpen(true)} aria-haspopup="dialog" title={t('openHint')} data-testid="open-print">
        <PrintIcon />
        {t('open')}
      </button>
      {open && <PrintDialog rundown={rundown} onClose={() => setOpen(false)} />}
    </>
  );
}

function PrintIcon() {
  return (
    <svg className="icon" width={14} height={14} viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M4.5 6V2.5h7V6" />
      <rect x="2" y="6" width="12" height="5.5" rx="1" />
      <path d="M4.5 9.5h7v4h-7z" />
    </svg>
  );
}
