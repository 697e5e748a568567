/**
 * A report's events as people read them (pure): in time order (the server keeps them so; a copy from a
 * message or an older answer is sorted again), the span from the first to the last (`08:30 – 17:00`, each
 * as a time of the report's day, dated when on another), and the categories they name, each once, in order.
 */
import type { Report, ReportEvent } from '@newsroom/api';
import { formatTimeOnDay } from '@newsroom/time';

export function eventsInTimeOrder(events: readonly ReportEvent[]): ReportEvent[] {
  return [...events].sort((a, b) => Date.parse(a.time) - Date.parse(b.time));
}

/** `08:30 – 17:00`; one event: its time alone; none: empty. */
export function eventSpan(r: Pick<Report, 'date' | 'events'>, language: string): string {
  const sorted = eventsInTimeOrder(r.events);
  if (sorted.length === 0) return '';
  const [first, last] = [sorted[0], sorted[sorted.length - 1]];
  const at = (e: ReportEvent) => formatTimeOnDay(e.time, r.date, language);
  return first === last ? at(first) : `${at(first)} – ${at(last)}`;
}

/** The categories the events name, each once, in the order of the events. */
export function categoryIdsOf(events: readonly ReportEvent[]): number[] {
  return [...new Set(eventsInTimeOrder(events).flatMap((e) => (e.categoryId == null ? [] : [e.categoryId])))];
}
