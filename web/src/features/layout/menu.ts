/**
 * The main menu: only areas that exist in this build, and of those only the ones the user may open
 * (web.md section 2). Add an entry here when its screens land, never before.
 */
import { hasAnyRole, ROLES, type RoleNeed } from '../auth/permissions';
import { PROPOSALS_PATH } from '../proposals/paths';
import { REPORTS_PATH } from '../reports/paths';
import { ROUNDS_PATH } from '../rounds/paths';
import { SCRIPTS_PATH, SCRIPTS_ROLES } from '../scripts/paths';
import { TEAMS_PATH, TEAMS_ROLES } from '../teams/paths';
import { KIND_ROLES } from '../search/kinds';
import { TRASH_ROLES } from '../trash/kinds';

export interface MenuEntry {
  /** The entry's test id (`menu-{key}`) and label (`app:menu.{key}`). */
  key: 'home' | 'rundown' | 'scripts' | 'assignments' | 'proposals' | 'reportages' | 'productions' | 'reports' | 'rounds' | 'teams' | 'trash' | 'media' | 'search' | 'archive' | 'devices' | 'programs' | 'users' | 'groups' | 'accessLogs' | 'branches' | 'settings' | 'rundownSettings' | 'registrations' | 'licence' | 'mail' | 'directory';
  path: string;
  /** The role it needs; a list: any one of them; `{ all }`: every one; null: none. */
  role: RoleNeed;
  /** Listed under the Administration menu rather than on the bar. */
  admin?: true;
}

export const MENU: readonly MenuEntry[] = [
  { key: 'home', path: '/home', role: null },
  { key: 'rundown', path: '/rundown', role: ROLES.rundownRead },
  // The script view of a rundown: its stories' scripts in running order, for who reads both rundowns and stories.
  { key: 'scripts', path: SCRIPTS_PATH, role: SCRIPTS_ROLES },
  // Assignments (guidelines): readers list and open them, writers create, edit, set states, trash and restore (the page decides).
  { key: 'assignments', path: '/assignments', role: ROLES.assignmentRead },
  // Assignment proposals (pitches to the desk): readers list them, writers send theirs, the desk (assignment writers) accepts or declines them (the page decides).
  { key: 'proposals', path: PROPOSALS_PATH, role: ROLES.proposalRead },
  // Reportages (news reports): readers list and open them, writers write them, their admins approve them (the pages decide).
  { key: 'reportages', path: '/reportages', role: ROLES.newsReportRead },
  // Productions (checklists): readers list and open them, writers make, edit and tick them (the pages decide).
  { key: 'productions', path: '/productions', role: ROLES.productionRead },
  // Reports (the account of a day's coverage or shift): readers list and open them, writers write and edit them (the pages decide).
  { key: 'reports', path: REPORTS_PATH, role: ROLES.reportRead },
  // Rounds (the desk's calls to institutions): readers list and open them, writers start them and note calls (the pages decide).
  { key: 'rounds', path: ROUNDS_PATH, role: ROLES.roundRead },
  // The teams schedule: the crews of each day of a week; team readers see it, team writers change it (the page decides).
  { key: 'teams', path: TEAMS_PATH, role: TEAMS_ROLES },
  // The trash of every kind the user may read (stories, assignments, proposals, reportages, productions, reports, rounds): a tab each; writers of a kind restore it (the page decides).
  { key: 'trash', path: '/trash', role: TRASH_ROLES },
  // What MOS devices announced; the API lets rundown readers see it (`GET /api/devices/media`).
  { key: 'media', path: '/media', role: ROLES.rundownRead },
  // The general search: for whoever may read some kind of document (the server searches only those kinds).
  { key: 'search', path: '/search', role: Object.values(KIND_ROLES) },
  // The archive: the documents of past days, to read; for the same users as the search.
  { key: 'archive', path: '/archive', role: Object.values(KIND_ROLES) },
  // Administration: devices, programs, users, groups, the access log, branches, general settings, rundown settings, licence,
  // and, for administrators (admin admin: every route of theirs needs it), the mail server and the directory service.
  { key: 'devices', path: '/admin/devices', role: ROLES.adminRead, admin: true },
  { key: 'programs', path: '/admin/programs', role: ROLES.programWrite, admin: true },
  { key: 'users', path: '/admin/users', role: ROLES.userRead, admin: true },
  { key: 'groups', path: '/admin/groups', role: ROLES.userRead, admin: true },
  { key: 'accessLogs', path: '/admin/access-logs', role: ROLES.adminRead, admin: true },
  { key: 'branches', path: '/admin/branches', role: ROLES.branchRead, admin: true },
  { key: 'settings', path: '/admin/settings', role: ROLES.branchRead, admin: true },
  // The rundown desk's settings (lock after the end, retentions): every route of theirs needs rundown admin to change.
  { key: 'rundownSettings', path: '/admin/rundown-settings', role: ROLES.rundownAdmin, admin: true },
  // The reference data of documents (classifications, editorials, types, vehicles): admin read sees it, admin write changes it.
  { key: 'registrations', path: '/admin/registrations', role: ROLES.adminRead, admin: true },
  { key: 'licence', path: '/admin/licence', role: ROLES.adminRead, admin: true },
  { key: 'mail', path: '/admin/mail', role: ROLES.adminAdmin, admin: true },
  { key: 'directory', path: '/admin/directory', role: ROLES.adminAdmin, admin: true },
];

export function visibleMenu(roles: readonly string[] | undefined): MenuEntry[] {
  return MENU.filter((entry) => hasAnyRole(roles, entry.role));
}

/** The visible entries split: those on the bar, and those under Administration (empty: no such menu). */
export function menuBar(roles: readonly string[] | undefined): { bar: MenuEntry[]; admin: MenuEntry[] } {
  const visible = visibleMenu(roles);
  return { bar: visible.filter((e) => !e.admin), admin: visible.filter((e) => e.admin) };
}
