import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Spinner } from '../../shared/ui/Spinner';
import { useMeQuery } from './authApi';
import { protectedRoute } from './guard';
import type { RoleNeed } from './permissions';

/** Renders its children only for a signed-in user with `role` (a list: any one of them; `{ all }`: every one; null: any signed-in user). */
export function RequireAuth({ role, children }: { role: RoleNeed; children: ReactNode }) {
  const location = useLocation();
  const { data, isLoading } = useMeQuery();
  const decision = protectedRoute({ loading: isLoading, user: data ?? null }, role, location);
  if (decision.kind === 'loading') return <Spinner />;
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  return <>{children}</>;
}
