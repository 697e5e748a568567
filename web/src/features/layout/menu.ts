/**
 * The main menu: only areas that exist in this build, and of those only the ones the user may open
 * (web.md section 2). Add an entry here when its screens land, never before.
 */
import { hasRole, ROLES, type Role } from '../auth/permissions';

export interface MenuEntry {
  key: 'home' | 'rundown';
  path: string;
  role: Role | null;
}

export const MENU: readonly MenuEntry[] = [
  { key: 'home', path: '/home', role: null },
  { key: 'rundown', path: '/rundown', role: ROLES.rundownRead },
];

export function visibleMenu(roles: readonly string[] | undefined): MenuEntry[] {
  return MENU.filter((entry) => hasRole(roles, entry.role));
}
