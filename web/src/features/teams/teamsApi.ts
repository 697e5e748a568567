/**
 * Teams (web.md: "team: schedule by date, one-day and forward changes"; docs/openapi.json tag "teams"):
 * the crews the desk sends out, each a name and a schedule that can differ by day (a shift, members with
 * their function, notes). Every logged-in user reads them (`GET /api/teams?date=`, a team as it is on that
 * day); TEAM write creates one from a day on, changes one day only (`one_day_change`) or every day from
 * one on (`forward_change`: the forward changes from that day on and that day's own change give way, the
 * one-day changes of later days stay),
 * renames one, and deletes one from a day on (409 `team_in_use` while an assignment on or after that day
 * names it). Every change invalidates `Teams` (every list, the week, its usage counts); while a list or a
 * week is in use, a change announced on `/topic/teams` (docs/asyncapi.yaml, `TeamEvent`, any session) or
 * a reconnect reloads it. How many assignments of a day name each team (`day_used`) also reloads with
 * `Assignments`.
 */
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { ShiftIn, Team, TeamIn, TeamRename, UsageCount } from '@newsroom/api';
import { isTeamEvent } from '@newsroom/stomp';
import { api } from '../../shared/api/baseApi';
import { browserHub } from '../../shared/stomp/browserHub';
import { weekDays, type DayTeams, type DayUsage } from './teamWeek';

export type TeamId = Team['id'];

/** The teams of a day; with recent deletions: also those deleted in the 30 days before it (an older assignment names them). */
export interface TeamsOfDay {
  /** YYYY-MM-DD. */
  date: string;
  includeRecentDeactivations: boolean;
}

/** A change of a day's values: for that day only, or from that day on. */
export type ChangeScope = 'oneDay' | 'forward';

const CHANGE_PATH: Record<ChangeScope, string> = { oneDay: 'one_day_change', forward: 'forward_change' };

type Tag = { type: 'Teams'; id: string };

/** What a cache entry's lifecycle gives `followTeams`. */
interface Lifecycle {
  dispatch: (action: ReturnType<typeof api.util.invalidateTags>) => unknown;
  cacheDataLoaded: Promise<unknown>;
  cacheEntryRemoved: Promise<unknown>;
}

/**
 * While a cache entry is in use: another session's change of any team, or a reconnect (changes may have
 * been missed), reloads that entry (`tag`, its own).
 */
async function followTeams(tag: Tag, { dispatch, cacheDataLoaded, cacheEntryRemoved }: Lifecycle) {
  try {
    await cacheDataLoaded;
  } catch {
    return;
  }
  const reload = () => dispatch(api.util.invalidateTags([tag]));
  const unsubscribe = browserHub().subscribe('/topic/teams', {
    onMessage(body) {
      if (isTeamEvent(body)) reload();
    },
    onSubscribed(again) {
      if (again) reload();
    },
  });
  await cacheEntryRemoved;
  unsubscribe();
}

const dayTag = ({ date, includeRecentDeactivations }: TeamsOfDay): Tag => ({ type: 'Teams', id: `day:${date}:${includeRecentDeactivations}` });
const weekTag = (monday: string): Tag => ({ type: 'Teams', id: `week:${monday}` });

export const teamsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The teams as they are on a day, by name. */
    teamsOfDay: build.query<Team[], TeamsOfDay>({
      query: ({ date, includeRecentDeactivations }) => ({ url: '/teams', params: { date, includeRecentDeactivations } }),
      providesTags: (_r, _e, day) => [dayTag(day)],
      onCacheEntryAdded: (day, lifecycle) => followTeams(dayTag(day), lifecycle),
    }),
    /** The teams of each day of the week that starts on `monday` (seven calls, one answer). */
    teamWeek: build.query<DayTeams[], string>({
      async queryFn(monday, _api, _extra, baseQuery) {
        const days = weekDays(monday);
        const answers = await Promise.all(days.map((date) => baseQuery({ url: '/teams', params: { date } })));
        const failed = answers.find((a) => a.error);
        if (failed?.error) return { error: failed.error as FetchBaseQueryError };
        return { data: days.map((date, i) => ({ date, teams: answers[i].data as Team[] })) };
      },
      providesTags: (_r, _e, monday) => [weekTag(monday)],
      onCacheEntryAdded: (monday, lifecycle) => followTeams(weekTag(monday), lifecycle),
    }),
    /** How many assignments of each day of the week name each team; reloads with the assignments. */
    teamWeekUsage: build.query<DayUsage[], string>({
      async queryFn(monday, _api, _extra, baseQuery) {
        const days = weekDays(monday);
        const answers = await Promise.all(days.map((date) => baseQuery({ url: '/teams/day_used', params: { date } })));
        const failed = answers.find((a) => a.error);
        if (failed?.error) return { error: failed.error as FetchBaseQueryError };
        return { data: days.map((date, i) => ({ date, counts: answers[i].data as UsageCount[] })) };
      },
      providesTags: (_r, _e, monday) => [{ type: 'Teams', id: `usage:${monday}` }, 'Assignments'],
    }),
    /** A new team from `date` on (409 `conflict`: a team has that name). */
    createTeam: build.mutation<Team, TeamIn>({
      query: (body) => ({ url: '/teams', method: 'POST', body }),
      invalidatesTags: (_r, error) => (error ? [] : ['Teams']),
    }),
    renameTeam: build.mutation<Team, { id: TeamId; name: string }>({
      query: ({ id, name }) => ({ url: `/teams/${id}`, method: 'PUT', body: { name } satisfies TeamRename }),
      invalidatesTags: (_r, error) => (error ? [] : ['Teams']),
    }),
    /** The values of `input.date`, for that day only or from that day on. */
    changeTeam: build.mutation<Team, { id: TeamId; scope: ChangeScope; input: ShiftIn }>({
      query: ({ id, scope, input }) => ({ url: `/teams/${id}/${CHANGE_PATH[scope]}`, method: 'PUT', body: input }),
      invalidatesTags: (_r, error) => (error ? [] : ['Teams']),
    }),
    /** Deletes it from `date` on (it stays on the days before). */
    deleteTeam: build.mutation<void, { id: TeamId; date: string }>({
      query: ({ id, date }) => ({ url: `/teams/${id}`, method: 'DELETE', params: { date } }),
      invalidatesTags: (_r, error) => (error ? [] : ['Teams']),
    }),
  }),
});

export const { useTeamsOfDayQuery, useTeamWeekQuery, useTeamWeekUsageQuery, useCreateTeamMutation, useRenameTeamMutation, useChangeTeamMutation, useDeleteTeamMutation } = teamsApi;
