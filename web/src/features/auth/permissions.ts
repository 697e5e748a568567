/**
 * Permissions of the web app (web.md sections 2 and 6). Roles are `ROLE_<AREA>_<LEVEL>`; the list the server
 * gives is expanded (write implies read), so a check is a lookup.
 */
export const ROLES = {
  rundownRead: 'ROLE_RUNDOWN_READ',
  rundownWrite: 'ROLE_RUNDOWN_WRITE',
  /** The rundown settings (lock after the end, retentions); reopening a rundown that locked itself. */
  rundownAdmin: 'ROLE_RUNDOWN_ADMIN',
  storyRead: 'ROLE_STORY_READ',
  storyWrite: 'ROLE_STORY_WRITE',
  /** See assignments (guidelines): the day's list, the filter, one assignment, the trash. */
  assignmentRead: 'ROLE_ASSIGNMENT_READ',
  /** Create and edit assignments, set their states, move them to the trash and restore them. */
  assignmentWrite: 'ROLE_ASSIGNMENT_WRITE',
  /** The settings of assignments (the state-lock); changing the state of one the state-lock closes. */
  assignmentAdmin: 'ROLE_ASSIGNMENT_ADMIN',
  /** See assignment proposals (a journalist's pitch to the desk): the day's list, the trash. */
  proposalRead: 'ROLE_ASSIGNMENT_PROPOSAL_READ',
  /** Send proposals; edit one's own while the desk has not answered it, trash one's own; restore from the trash. */
  proposalWrite: 'ROLE_ASSIGNMENT_PROPOSAL_WRITE',
  /** Edit, trash and restore anyone's proposals. (Accepting and declining them needs assignment write.) */
  proposalAdmin: 'ROLE_ASSIGNMENT_PROPOSAL_ADMIN',
  /** See productions (checklists): the day's list, one production and its history, the trash; finding them in the general search. */
  productionRead: 'ROLE_PRODUCTION_READ',
  /** Write productions (also from an assignment), tick their tasks, set their states, move them to the trash and restore them. */
  productionWrite: 'ROLE_PRODUCTION_WRITE',
  /** The settings of productions: the tasks a checklist made from an assignment starts with. */
  productionAdmin: 'ROLE_PRODUCTION_ADMIN',
  /** See reportages (news reports): the list and filter, one reportage and its history, the trash; finding them in the general search. */
  newsReportRead: 'ROLE_NEWS_REPORT_READ',
  /** Write reportages (also from an assignment), set their states, move them to the trash and restore them. */
  newsReportWrite: 'ROLE_NEWS_REPORT_WRITE',
  /** Approve reportages for air and take the approval away (the chief editor). */
  newsReportAdmin: 'ROLE_NEWS_REPORT_ADMIN',
  /** See the teams schedule (the crews of each day: shift, members, notes). */
  teamRead: 'ROLE_TEAM_READ',
  /** Create teams, change a day of their schedule or every day from one on, rename them, delete them from a day. */
  teamWrite: 'ROLE_TEAM_WRITE',
  /** Upload files (`POST /api/files/single`): attachments of assignments and reportages. */
  mediaWrite: 'ROLE_MEDIA_WRITE',
  /** See reports (the account of a day's coverage or shift): the day's list, one report and its history, the trash, the reports of an assignment; finding them in the general search. */
  reportRead: 'ROLE_REPORT_READ',
  /** Write reports (also from an assignment), set their states, move them to the trash and restore them. */
  reportWrite: 'ROLE_REPORT_WRITE',
  /** The REPORT area's admin level: no screen asks for it yet (no report settings are built; the categories are the administration's). */
  reportAdmin: 'ROLE_REPORT_ADMIN',
  /** See rounds (the desk's calls to institutions): the day's list, one round and its history, the trash; finding them in the general search. */
  roundRead: 'ROLE_ROUND_READ',
  /** Write rounds: start one, note its calls, edit it under its lock, set its state, move it to the trash and restore it. */
  roundWrite: 'ROLE_ROUND_WRITE',
  adminRead: 'ROLE_ADMIN_READ',
  adminWrite: 'ROLE_ADMIN_WRITE',
  /** Install and remove the licence; the mail server and the directory service (all their routes). */
  adminAdmin: 'ROLE_ADMIN_ADMIN',
  /** See the branches and the general settings. */
  branchRead: 'ROLE_BRANCH_READ',
  /** Create, edit and delete branches; save the general settings. */
  branchWrite: 'ROLE_BRANCH_WRITE',
  /** Create, edit, disable and delete programs. */
  programWrite: 'ROLE_PROGRAM_WRITE',
  /** See users and groups. */
  userRead: 'ROLE_USER_READ',
  /** Create, edit, deactivate and restore users, reset their passwords. */
  userWrite: 'ROLE_USER_WRITE',
  /** Groups and their permissions, who belongs to which group, ending another user's sessions. */
  userAdmin: 'ROLE_USER_ADMIN',
} as const;
export type Role = (typeof ROLES)[keyof typeof ROLES];

export function hasRole(roles: readonly string[] | undefined, role: Role | null): boolean {
  return role === null || Boolean(roles?.includes(role));
}

/** What a route or a menu entry needs: a role; a list: any one of them; `{ all }`: every one of them; null: none. */
export type RoleNeed = Role | readonly Role[] | { readonly all: readonly Role[] } | null;

export function hasAnyRole(roles: readonly string[] | undefined, need: RoleNeed): boolean {
  if (need === null || typeof need === 'string') return hasRole(roles, need);
  if ('all' in need) return need.all.every((role) => hasRole(roles, role));
  return need.some((role) => hasRole(roles, role));
}
