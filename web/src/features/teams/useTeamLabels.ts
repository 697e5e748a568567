/**
 * How other screens name a team (the assignment dialog's picker, an assignment's page): its name and its
 * members' nicknames on a day, `Crew A (ana, bob)`. The teams are those of that day with the ones
 * deleted in the 30 days before it (`includeRecentDeactivations`), so an assignment still names a team
 * deleted since; the nicknames come from every active user (`GET /api/users/active`, the list the
 * assignment form's pickers use). An id neither list knows shows as `#id`.
 */
import { useCallback } from 'react';
import type { Team } from '@newsroom/api';
import { isIsoDate } from '@newsroom/time';
import { useUserPicksQuery } from '../users/usersApi';
import { useTeamsOfDayQuery } from './teamsApi';

/** A member's nickname by user id (`#id` for a user no longer active). */
export function useNicknames(): (id: number) => string {
  const { data: users } = useUserPicksQuery('active');
  return useCallback((id: number) => users?.find((u) => u.id === id)?.nickname ?? `#${id}`, [users]);
}

/** `Crew A (ana, bob)`; a team without members: its name. */
export function teamLabel(team: Team, nicknameOf: (id: number) => string): string {
  return team.members.length ? `${team.name} (${team.members.map((m) => nicknameOf(m.userId)).join(', ')})` : team.name;
}

/** The teams of `date` (none while it is not a date, or not `wanted`) and their labels. */
export function useTeamLabels(date: string, wanted = true) {
  const valid = wanted && isIsoDate(date);
  const { data } = useTeamsOfDayQuery({ date, includeRecentDeactivations: true }, { skip: !valid });
  const nicknameOf = useNicknames();
  const teams = valid ? data : undefined;
  const labelOf = useCallback((team: Team) => teamLabel(team, nicknameOf), [nicknameOf]);
  /** The labels of `ids`, in their order. */
  const labelsOf = useCallback((ids: readonly number[]) => ids.map((id) => {
    const team = teams?.find((t) => t.id === id);
    return team ? labelOf(team) : `#${id}`;
  }), [teams, labelOf]);
  return { teams, labelOf, labelsOf };
}
