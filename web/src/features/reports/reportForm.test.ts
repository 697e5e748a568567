import { afterAll, describe, expect, it } from 'vitest';
import { report } from './fixtures';
import { formOfReport, inTimeOrder, isInTimeOrder, newReportForm, reportInputOf, sameForm, withNewEvent, type EventRow } from './reportForm';

// The user's clock: Lisbon, UTC+0 in winter and UTC+1 in summer.
const zone = process.env.TZ;
process.env.TZ = 'Europe/Lisbon';
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

const row = (time: string, day = 0, text = 'x'): EventRow => ({ time, day, categoryId: null, place: '', text, sources: '' });

describe('the report form', () => {
  it("shows each event's time on the clock of the report's day, one of the night after on the next day, and sends them back in UTC", () => {
    const summer = report(1, 'NIGHT SHIFT', {
      date: '2026-07-01',
      events: [
        { time: '2026-07-01T21:30:00Z', categoryId: 31, place: 'Harbour', text: 'A fire at the docks.', sources: 'Firefighters' },
        { time: '2026-07-01T23:10:00Z', categoryId: null, place: '', text: 'Put out.', sources: '' },
      ],
    });
    const form = formOfReport(summer);
    expect(form.events.map((e) => [e.time, e.day])).toEqual([
      ['22:30', 0],
      ['00:10', 1],
    ]);
    const sent = reportInputOf(form, { revision: 3, lockUuid: 'tab-1' });
    expect(sent.events).toEqual(summer.events);
    expect([sent.revision, sent.lockUuid]).toEqual([3, 'tab-1']);
  });

  it("sends an event's own instant back while its row says the same minute, and the minute typed once it changes", () => {
    // Stamped by the server when the report was begun from an assignment: seconds and a fraction.
    const begun = report(1, 'FIRE', { events: [{ time: '2026-11-28T10:15:42.123Z', categoryId: null, place: '', text: 'Fire.', sources: '' }] });
    const form = formOfReport(begun);
    expect(form.events[0].time).toBe('10:15');
    expect(reportInputOf(form).events?.[0].time).toBe('2026-11-28T10:15:42.123Z');
    expect(reportInputOf({ ...form, events: [{ ...form.events[0], time: '10:16' }] }).events?.[0].time).toBe('2026-11-28T10:16:00Z');
  });

  it("keeps each event's hour when the report moves to another day, and sends a time not typed as an empty one", () => {
    const form = { ...formOfReport(report(1, 'RIVER')), date: '2026-12-02' };
    expect(reportInputOf(form).events?.map((e) => e.time)).toEqual(['2026-12-02T09:15:00Z', '2026-12-02T13:40:00Z']);
    const fresh = { ...newReportForm('2026-12-01', 2 as never), slug: '  BRIDGE  ', events: [row('')] };
    const sent = reportInputOf(fresh);
    expect(sent).toMatchObject({ slug: 'BRIDGE', date: '2026-12-01', programIds: [2], summary: '', attachmentIds: [], events: [{ time: '', categoryId: null, place: '', text: 'x', sources: '' }] });
    expect(sent).not.toHaveProperty('revision');
  });

  it('puts the events in time order, the next day after the day, untimed ones last, equal times in their order', () => {
    const rows = [row('', 0, 'untimed'), row('00:10', 1, 'night'), row('22:30', 0, 'late'), row('08:00', 0, 'a'), row('08:00', 0, 'b')];
    expect(isInTimeOrder(rows)).toBe(false);
    const sorted = inTimeOrder(rows);
    expect(sorted.map((r) => r.text)).toEqual(['a', 'b', 'late', 'night', 'untimed']);
    expect(isInTimeOrder(sorted)).toBe(true);
  });

  it("adds an event stamped now on a report of today or of the night before, else at the last one's time", () => {
    const now = new Date(2026, 10, 29, 1, 5);
    expect(withNewEvent([row('23:00')], '2026-11-29', now).at(-1)).toMatchObject({ time: '01:05', day: 0 });
    expect(withNewEvent([row('23:00')], '2026-11-28', now).at(-1)).toMatchObject({ time: '01:05', day: 1 });
    const old = withNewEvent([row('17:00', 0, 'late'), row('09:00', 0, 'early')], '2026-11-20', now);
    expect(old.map((r) => [r.text, r.time])).toEqual([
      ['early', '09:00'],
      ['late', '17:00'],
      ['', '17:00'],
    ]);
    expect(withNewEvent([], '2026-11-20', now)).toEqual([row('', 0, '')]);
  });

  it('tells an unchanged form from a changed one, the slug compared trimmed', () => {
    const form = formOfReport(report(1, 'RIVER'));
    expect(sameForm(form, { ...form, slug: 'RIVER ' })).toBe(true);
    expect(sameForm(form, { ...form, events: form.events.slice(1) })).toBe(false);
  });
});
