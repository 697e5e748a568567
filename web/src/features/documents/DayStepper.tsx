/**
 * The day of a document list (assignments, productions): a date input with the day before and after, and
 * today. Its test ids are `{testId}-date`, `-prev-day`, `-next-day` and `-today`; the input's id is
 * `{testId}-date`, which its label names.
 */
import { useTranslation } from 'react-i18next';
import { shiftDate, todayIso } from '@newsroom/time';
import './documents.css';

interface Props {
  label: string;
  /** YYYY-MM-DD. */
  date: string;
  onDate: (date: string) => void;
  testId: string;
}

export function DayStepper({ label, date, onDate, testId }: Props) {
  const { t } = useTranslation('documents');
  return (
    <div className="field">
      <label htmlFor={`${testId}-date`}>{label}</label>
      <div className="day-stepper">
        <button type="button" className="btn btn-small" onClick={() => onDate(shiftDate(date, -1))} aria-label={t('day.previous')} title={t('day.previous')} data-testid={`${testId}-prev-day`}>
          ‹
        </button>
        <input id={`${testId}-date`} type="date" value={date} onChange={(e) => e.target.value && onDate(e.target.value)} required data-testid={`${testId}-date`} />
        <button type="button" className="btn btn-small" onClick={() => onDate(shiftDate(date, 1))} aria-label={t('day.next')} title={t('day.next')} data-testid={`${testId}-next-day`}>
          ›
        </button>
        <button type="button" className="btn btn-small btn-ghost" onClick={() => onDate(todayIso())} data-testid={`${testId}-today`}>
          {t('day.today')}
        </button>
      </div>
    </div>
  );
}
