/**
 * The events of the report form, a row each (the documents' RowsField): when (`HH:MM` of the user's clock,
 * and the day: the report's, or the one before or after it for a night shift), the category (reference data
 * `report_categories`), where, who was heard, and what happened (its lines kept). Add puts the rows in time
 * order and stamps the new one now (on a report of today or of last night); "Put in time order" shows when
 * they are not (the server keeps them in that order anyway). A bad event is said under the list.
 */
import { useTranslation } from 'react-i18next';
import { shiftDate } from '@newsroom/time';
import type { DocumentFieldProps } from '../documents/fieldProps';
import { RowsField } from '../documents/RowsField';
import { useReferencesQuery } from '../references/referencesApi';
import { inTimeOrder, isInTimeOrder, withNewEvent, type EventRow, type ReportForm } from './reportForm';

/** The days an event may be on, as offsets from the report's: the day before, its own, the day after (and any other a row has). */
function dayChoices(rows: readonly EventRow[]): number[] {
  return [...new Set([-1, 0, 1, ...rows.map((r) => r.day)])].sort((a, b) => a - b);
}

export function ReportEventsField({ form, set, errorOf }: DocumentFieldProps<ReportForm>) {
  const { t, i18n } = useTranslation('report');
  const { data: categories } = useReferencesQuery('report_categories');
  const dayName = (offset: number) => new Intl.DateTimeFormat(i18n.language, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(new Date(`${shiftDate(form.date, offset)}T12:00:00Z`));
  const days = dayChoices(form.events);
  // A category no longer in the list still shows, by its id, once the list is known.
  const missing = (id: number | null) => id !== null && categories !== undefined && !categories.some((c) => c.id === id);
  return (
    <div className="report-events">
      <RowsField<EventRow>
        id="report-events"
        legend={t('form.events')}
        rows={form.events}
        onChange={(rows) => set('events', rows)}
        blank={() => withNewEvent([], form.date)[0]}
        onAdd={(rows) => withNewEvent(rows, form.date)}
        addLabel={t('events.add')}
        emptyText={t('events.none')}
        rowName={(number) => t('events.row', { number })}
        rowClassName="report-event-row"
        error={errorOf('events')}
      >
        {(row, i, change) => {
          const number = i + 1;
          return (
            <>
              <div className="report-event-line">
                <input type="time" value={row.time} onChange={(e) => change({ ...row, time: e.target.value })} aria-label={t('events.time', { number })} data-testid={`report-events-time-${i}`} />
                <select value={row.day} onChange={(e) => change({ ...row, day: Number(e.target.value) })} aria-label={t('events.day', { number })} data-testid={`report-events-day-${i}`}>
                  {days.map((d) => (
                    <option key={d} value={d}>
                      {dayName(d)}
                    </option>
                  ))}
                </select>
                <select value={row.categoryId ?? ''} onChange={(e) => change({ ...row, categoryId: e.target.value ? Number(e.target.value) : null })} aria-label={t('events.category', { number })} data-testid={`report-events-category-${i}`}>
                  <option value="">{t('events.noCategory')}</option>
                  {categories?.map((c) => (
                    <option key={c.id} value={c.id}>
                      {c.name}
                    </option>
                  ))}
                  {missing(row.categoryId) && <option value={row.categoryId ?? ''}>#{row.categoryId}</option>}
                </select>
                <input
                  className="rows-text"
                  value={row.place}
                  maxLength={500}
                  placeholder={t('events.placeholderPlace')}
                  onChange={(e) => change({ ...row, place: e.target.value })}
                  aria-label={t('events.place', { number })}
                  data-testid={`report-events-place-${i}`}
                />
                <input
                  className="rows-text"
                  value={row.sources}
                  maxLength={500}
                  placeholder={t('events.placeholderSources')}
                  onChange={(e) => change({ ...row, sources: e.target.value })}
                  aria-label={t('events.sources', { number })}
                  data-testid={`report-events-sources-${i}`}
                />
              </div>
              <textarea
                className="report-event-text-input"
                rows={2}
                value={row.text}
                maxLength={10_000}
                placeholder={t('events.placeholderText')}
                onChange={(e) => change({ ...row, text: e.target.value })}
                aria-label={t('events.text', { number })}
                data-testid={`report-events-text-${i}`}
              />
            </>
          );
        }}
      </RowsField>
      <div className="report-events-foot">
        {!isInTimeOrder(form.events) && (
          <button type="button" className="btn btn-small" onClick={() => set('events', inTimeOrder(form.events))} data-testid="report-events-sort">
            {t('events.sort')}
          </button>
        )}
        <p className="hint">{t('events.hint')}</p>
      </div>
    </div>
  );
}
