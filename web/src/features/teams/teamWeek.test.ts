/** The week of the teams schedule: Monday to Sunday, the day of the address, and the cells of each team. */
import { describe, expect, it } from 'vitest';
import type { Team } from '@newsroom/api';
import { dayHeading, dayOfParams, existsOn, isOvernight, mondayOf, shiftText, weekDays, weekRows } from './teamWeek';

const team = (id: number, name: string, date: string, extra: Partial<Team> = {}) =>
  ({ id, name, date, start: '06:00', end: '14:00', members: [], notes: '', oneDay: false, since: '2026-11-01', startsOn: '2026-11-01', deactivatedFrom: null, ...extra }) as Team;

const WEEK = weekDays('2026-11-23');

describe('the week', () => {
  it('starts on the Monday of any of its days, Sunday included, across months and years', () => {
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(mondayOf('2026-11-26')).toBe('2026-11-23');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-12-01')).toBe('2026-11-30');
    expect(mondayOf('2027-01-02')).toBe('2026-12-28');
  });

  it('has seven days, Monday to Sunday', () => {
    expect(WEEK).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
  });

  it("reads the day from the address, today when it has none or a wrong one", () => {
    expect(dayOfParams(new URLSearchParams('date=2026-11-25'), '2026-01-01')).toBe('2026-11-25');
    expect(dayOfParams(new URLSearchParams(''), '2026-01-01')).toBe('2026-01-01');
    expect(dayOfParams(new URLSearchParams('date=2026-02-30'), '2026-01-01')).toBe('2026-01-01');
  });

  it('heads a column with the weekday and the date in the language', () => {
    expect(dayHeading('2026-11-23', 'en-GB')).toEqual({ weekday: 'Mon', day: '23/11' });
    expect(dayHeading('2026-11-29', 'pt-BR').day).toBe('29/11');
  });
});

describe('a shift', () => {
  it('is written start–end, and ends the next day when the end is earlier than the start', () => {
    expect(shiftText('06:00', '14:00')).toBe('06:00–14:00');
    expect(shiftText('22:00:00', '06:00:00')).toBe('22:00–06:00');
    expect(isOvernight('22:00', '06:00')).toBe(true);
    expect(isOvernight('06:00', '14:00')).toBe(false);
    expect(isOvernight('06:00', '06:00')).toBe(false);
  });
});

describe('the rows of the week', () => {
  it('has a row per team of any day, by name, a cell per day, empty on days it does not exist', () => {
    const days = WEEK.map((date) => ({
      date,
      teams: [
        team(2, 'Crew B', date),
        // Crew A starts on Wednesday.
        ...(date >= '2026-11-25' ? [team(1, 'Crew A', date, { startsOn: '2026-11-25' })] : []),
      ],
    }));
    const rows = weekRows(days);
    expect(rows.map((r) => r.name)).toEqual(['Crew A', 'Crew B']);
    expect(rows[0].cells.map((c) => c.team !== null)).toEqual([false, false, true, true, true, true, true]);
    expect(rows[0].cells.map((c) => c.date)).toEqual(WEEK);
    expect(rows[1].cells.every((c) => c.team?.id === 2)).toBe(true);
  });

  it("shows each day's values (a one-day change on its day only) and the name of the latest day", () => {
    const days = WEEK.map((date) => ({ date, teams: [team(1, date < '2026-11-27' ? 'Crew A' : 'Crew Alpha', date, date === '2026-11-24' ? { start: '08:00', oneDay: true } : {})] }));
    const [row] = weekRows(days);
    expect(row.name).toBe('Crew Alpha');
    expect(row.cells.map((c) => c.team?.oneDay)).toEqual([false, true, false, false, false, false, false]);
    expect(row.cells[1].team?.start).toBe('08:00');
    expect(row.cells[2].team?.start).toBe('06:00');
  });

  it('leaves a team out from the day it was deleted, even when a list with recent deletions names it', () => {
    const deleted = { deactivatedFrom: '2026-11-26' };
    expect(existsOn(team(1, 'Crew A', '2026-11-25', deleted), '2026-11-25')).toBe(true);
    expect(existsOn(team(1, 'Crew A', '2026-11-26', deleted), '2026-11-26')).toBe(false);
    expect(existsOn(team(1, 'Crew A', '2026-10-31'), '2026-10-31')).toBe(false);
    const days = WEEK.map((date) => ({ date, teams: [team(1, 'Crew A', date, deleted)] }));
    expect(weekRows(days)[0].cells.map((c) => c.team !== null)).toEqual([true, true, true, false, false, false, false]);
    expect(weekRows(WEEK.map((date) => ({ date, teams: [] })))).toEqual([]);
  });

  it("counts the day's assignments of each team on the days it exists; unknown without the counts", () => {
    const days = WEEK.map((date) => ({ date, teams: date === '2026-11-29' ? [] : [team(1, 'Crew A', date), team(2, 'Crew B', date)] }));
    const usage = WEEK.map((date) => ({ date, counts: date === '2026-11-23' ? [{ id: 1, count: 2 }] : [{ id: 9, count: 1 }] }));
    const [a, b] = weekRows(days, usage);
    expect(a.cells.map((c) => c.used)).toEqual([2, 0, 0, 0, 0, 0, null]);
    expect(b.cells[0].used).toBe(0);
    expect(weekRows(days)[0].cells[0].used).toBeNull();
  });
});
