/**
 * A report's events on its page, as a timeline in time order: each with its time (the user's local time,
 * dated when not on the report's day), its category, where, what happened (its lines kept) and who was
 * heard. Test ids: `report-timeline`, `report-event-{i}` (with `data-category`), and in each
 * `report-event-time`, `-category`, `-place`, `-text`, `-sources`.
 */
import { useTranslation } from 'react-i18next';
import type { Report } from '@newsroom/api';
import { formatTimeOnDay } from '@newsroom/time';
import { nameOf, useReferencesQuery } from '../references/referencesApi';
import { eventsInTimeOrder } from './events';

export function ReportTimeline({ report: r }: { report: Report }) {
  const { t, i18n } = useTranslation('report');
  const { data: categories } = useReferencesQuery('report_categories');
  const events = eventsInTimeOrder(r.events);
  return (
    <section className="report-timeline-section" aria-labelledby="report-timeline-title">
      <h2 id="report-timeline-title">{t('timeline.title')}</h2>
      {events.length === 0 ? (
        <p className="muted" data-testid="report-timeline-empty">
          {t('timeline.empty')}
        </p>
      ) : (
        <ol className="report-timeline" data-testid="report-timeline">
          {events.map((e, i) => (
            <li key={i} className="report-event" data-testid={`report-event-${i}`} data-category={e.categoryId ?? ''}>
              <time className="report-event-time" dateTime={e.time} data-testid="report-event-time">
                {formatTimeOnDay(e.time, r.date, i18n.language)}
              </time>
              <div className="report-event-body">
                <p className="report-event-head">
                  {e.categoryId != null && (
                    <span className="report-category" data-testid="report-event-category">
                      {nameOf(categories, e.categoryId)}
                    </span>
                  )}
                  {e.place && (
                    <span className="report-event-place" data-testid="report-event-place">
                      {e.place}
                    </span>
                  )}
                </p>
                <p className="report-event-text" data-testid="report-event-text">
                  {e.text}
                </p>
                {e.sources && (
                  <p className="report-event-sources muted small" data-testid="report-event-sources">
                    {t('timeline.sources', { sources: e.sources })}
                  </p>
                )}
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
