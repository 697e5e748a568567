/**
 * The access rules of web.md section 2, as pure decisions (the components only render them):
 * - an unauthenticated user on a protected route goes to /login?redirect=<path+search>;
 * - an authenticated user without the route's permission (a list: any one of them; `{ all }`: every one) goes to /home;
 * - a signed-in user on /login goes to the redirect target, or to / without one.
 */
import type { User } from '@newsroom/api';
import { hasAnyRole, type RoleNeed } from './permissions';

export type Decision = { kind: 'loading' } | { kind: 'allow' } | { kind: 'redirect'; to: string };

export interface AuthState {
  loading: boolean;
  user: User | null;
}

export function loginPath(pathAndSearch: string): string {
  return `/login?redirect=${encodeURIComponent(pathAndSearch)}`;
}

export function protectedRoute(auth: AuthState, role: RoleNeed, location: { pathname: string; search: string }): Decision {
  if (auth.loading) return { kind: 'loading' };
  if (!auth.user) return { kind: 'redirect', to: loginPath(location.pathname + location.search) };
  if (!hasAnyRole(auth.user.roles, role)) return { kind: 'redirect', to: '/home' };
  return { kind: 'allow' };
}

/** Only paths of this app: `/x`, never `//host` or `https://...` (no open redirect). */
export function safeRedirect(target: string | null): string {
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return '/';
  if (target === '/login' || target.startsWith('/login?')) return '/';
  return target;
}

export function loginRoute(auth: AuthState, search: string): Decision {
  if (auth.loading) return { kind: 'loading' };
  if (!auth.user) return { kind: 'allow' };
  return { kind: 'redirect', to: safeRedirect(new URLSearchParams(search).get('redirect')) };
}
