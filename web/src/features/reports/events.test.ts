import { describe, expect, it } from 'vitest';
import { categoryIdsOf, eventSpan, eventsInTimeOrder } from './events';
import { report } from './fixtures';

/** An instant of the local wall clock, whatever zone the tests run in. */
const local = (d: number, h: number, mi: number) => new Date(2026, 10, d, h, mi).toISOString();
const event = (time: string, categoryId: number | null = null) => ({ time, categoryId, place: '', text: 'x', sources: '' });

describe("a report's events", () => {
  it('are read in time order, from the first to the last, one of the night after dated', () => {
    const events = [event(local(28, 17, 0), 32), event(local(28, 8, 30), 31), event(local(28, 12, 0), 32)];
    expect(eventsInTimeOrder(events).map((e) => e.time)).toEqual([local(28, 8, 30), local(28, 12, 0), local(28, 17, 0)]);
    expect(eventSpan({ date: '2026-11-28', events }, 'pt-BR')).toBe('08:30 – 17:00');
    expect(eventSpan({ date: '2026-11-28', events: [event(local(28, 22, 0)), event(local(29, 1, 5))] }, 'pt-BR')).toBe('22:00 – 29/11/2026 01:05');
    expect(eventSpan({ date: '2026-11-28', events: [event(local(28, 8, 30))] }, 'pt-BR')).toBe('08:30');
    expect(eventSpan(report(1, 'NONE', { events: [] }), 'pt-BR')).toBe('');
  });

  it('name their categories once each, in the order of the events', () => {
    expect(categoryIdsOf([event(local(28, 17, 0), 32), event(local(28, 8, 30), 31), event(local(28, 9, 0)), event(local(28, 12, 0), 32)])).toEqual([31, 32]);
  });
});
