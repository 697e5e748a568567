/**
 * The week of the schedule: a day (any day of the week shows its week), the week before and after, and
 * this week; under it the week's first and last day. Test ids `teams-date`, `teams-prev-week`,
 * `teams-next-week`, `teams-today`, `teams-week-range`.
 */
import { useTranslation } from 'react-i18next';
import { formatDate, shiftDate, todayIso } from '@newsroom/time';
import { mondayOf } from './teamWeek';

interface Props {
  /** YYYY-MM-DD. */
  date: string;
  onDate: (date: string) => void;
}

export function WeekStepper({ date, onDate }: Props) {
  const { t, i18n } = useTranslation('teams');
  const monday = mondayOf(date);
  return (
    <div className="field teams-week">
      <label htmlFor="teams-date">{t('week.date')}</label>
      <div className="week-stepper">
        <button type="button" className="btn btn-small" onClick={() => onDate(shiftDate(date, -7))} aria-label={t('week.previous')} title={t('week.previous')} data-testid="teams-prev-week">
          ‹
        </button>
        <input id="teams-date" type="date" value={date} onChange={(e) => e.target.value && onDate(e.target.value)} required data-testid="teams-date" />
        <button type="button" className="btn btn-small" onClick={() => onDate(shiftDate(date, 7))} aria-label={t('week.next')} title={t('week.next')} data-testid="teams-next-week">
          ›
        </button>
        <button type="button" className="btn btn-small btn-ghost" onClick={() => onDate(todayIso())} data-testid="teams-today">
          {t('week.today')}
        </button>
      </div>
      <span className="muted" data-testid="teams-week-range">
        {t('week.range', { from: formatDate(monday, i18n.language), to: formatDate(shiftDate(monday, 6), i18n.language) })}
      </span>
    </div>
  );
}
