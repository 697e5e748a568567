/**
 * The names a document shows in place of its ids (assignments, reportages): its programs (those the
 * caller may see) and its people (every active user, `GET /api/users/active`). An id neither list knows
 * shows as `#id`.
 */
import { useCallback } from 'react';
import { useProgramsQuery } from '../programs/programsApi';
import { useUserPicksQuery } from './usersApi';

export function useNames() {
  const { data: programs } = useProgramsQuery();
  const { data: users } = useUserPicksQuery('active');
  const programNames = useCallback((ids: readonly number[]) => ids.map((id) => programs?.find((p) => p.id === id)?.name ?? `#${id}`).join(', '), [programs]);
  const userNames = useCallback((ids: readonly number[]) => ids.map((id) => users?.find((u) => u.id === id)?.name ?? `#${id}`).join(', '), [users]);
  return { programNames, userNames };
}
