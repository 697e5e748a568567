/**
 * The week of the teams schedule and what each of its cells shows (pure). A week runs Monday to Sunday;
 * the schedule asks for the teams of each of its seven days (`GET /api/teams?date=`, a team as it is on
 * that day) and lays them out one row per team that exists on any of them, one cell per day: empty on a
 * day the team does not exist (before its first day, from the day it was deleted), otherwise its shift,
 * members and notes, whether that day has a change of its own, and how many of the day's assignments
 * name it (`GET /api/teams/day_used?date=`).
 */
import type { Team, UsageCount } from '@newsroom/api';
import { isIsoDate, shiftDate, todayIso } from '@newsroom/time';

/** The teams of one day, as `GET /api/teams?date=` lists them. */
export interface DayTeams {
  /** YYYY-MM-DD. */
  date: string;
  teams: Team[];
}

/** How many assignments of one day name each team (`GET /api/teams/day_used?date=`). */
export interface DayUsage {
  date: string;
  counts: UsageCount[];
}

export interface TeamCell {
  /** YYYY-MM-DD. */
  date: string;
  /** The team as it is on that day; null: it does not exist that day. */
  team: Team | null;
  /** Assignments of the day naming it; null while unknown (not loaded, or not readable). */
  used: number | null;
}

export interface TeamRow {
  id: Team['id'];
  /** The name on the latest day of the week it exists (names are the team's, not a day's). */
  name: string;
  /** Seven, Monday first. */
  cells: TeamCell[];
}

/** The Monday of the week of `date` (YYYY-MM-DD). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay();
  return shiftDate(date, -((weekday + 6) % 7));
}

/** The seven days of the week that starts on `monday`. */
export function weekDays(monday: string): string[] {
  return Array.from({ length: 7 }, (_, i) => shiftDate(monday, i));
}

/** The day the page shows, from its address (`?date=`): a missing or wrong date is today. */
export function dayOfParams(params: URLSearchParams, today: string = todayIso()): string {
  const date = params.get('date') ?? '';
  return isIsoDate(date) ? date : today;
}

/** Whether the team exists on `date` (a list with recent deletions also names teams deleted before it). */
export function existsOn(team: Team, date: string): boolean {
  return team.startsOn <= date && !(team.deactivatedFrom && team.deactivatedFrom <= date);
}

/** A shift that ends earlier than it starts ends on the next day (wall-clock `HH:MM` of the station). */
export function isOvernight(start: string, end: string): boolean {
  return end < start;
}

/** `06:00–14:00`. */
export function shiftText(start: string, end: string): string {
  return `${start.slice(0, 5)}–${end.slice(0, 5)}`;
}

/** The rows of the week, by name: every team that exists on one of its days at least. */
export function weekRows(days: readonly DayTeams[], usage?: readonly DayUsage[]): TeamRow[] {
  const rows = new Map<Team['id'], TeamRow>();
  days.forEach((day, i) => {
    for (const team of day.teams) {
      if (!existsOn(team, day.date)) continue;
      let row = rows.get(team.id);
      if (!row) {
        row = { id: team.id, name: team.name, cells: days.map((d) => ({ date: d.date, team: null, used: null })) };
        rows.set(team.id, row);
      }
      row.name = team.name;
      row.cells[i].team = team;
    }
  });
  for (const row of rows.values()) {
    for (const cell of row.cells) {
      const counts = usage?.find((u) => u.date === cell.date)?.counts;
      if (cell.team && counts) cell.used = counts.find((c) => c.id === row.id)?.count ?? 0;
    }
  }
  return [...rows.values()].sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
}

/** A column's heading: the weekday and the date, in the UI language (`Mon 23/11`). */
export function dayHeading(date: string, language: string): { weekday: string; day: string } {
  const at = new Date(`${date}T12:00:00Z`);
  return {
    weekday: new Intl.DateTimeFormat(language, { weekday: 'short', timeZone: 'UTC' }).format(at),
    day: new Intl.DateTimeFormat(language, { day: '2-digit', month: '2-digit', timeZone: 'UTC' }).format(at),
  };
}
