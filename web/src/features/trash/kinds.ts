/**
 * The kinds of document /trash lists, a tab each, in the order of their tabs, and the role that reads
 * each one's trash (who writes the kind restores; each tab decides). Without the page, so that the
 * route guard and the menu need not load it.
 */
import { hasRole, ROLES, type Role } from '../auth/permissions';

export const TRASH_KINDS = ['stories', 'assignments', 'proposals', 'reportages', 'productions', 'reports', 'rounds'] as const;
export type TrashKind = (typeof TRASH_KINDS)[number];

const READ_ROLE: Readonly<Record<TrashKind, Role>> = {
  stories: ROLES.rundownRead,
  assignments: ROLES.assignmentRead,
  proposals: ROLES.proposalRead,
  reportages: ROLES.newsReportRead,
  productions: ROLES.productionRead,
  reports: ROLES.reportRead,
  rounds: ROLES.roundRead,
};

/** Who may open /trash: a reader of any one kind. */
export const TRASH_ROLES: readonly Role[] = TRASH_KINDS.map((kind) => READ_ROLE[kind]);

/** The kinds whose trash `roles` may read, in tab order. */
export function readableTrashKinds(roles: readonly string[] | undefined): TrashKind[] {
  return TRASH_KINDS.filter((kind) => hasRole(roles, READ_ROLE[kind]));
}

/** The tab to show: the one the address asks for (`?kind=`) if it is readable, else the first readable one. */
export function chosenTrashKind(asked: string | null, readable: readonly TrashKind[]): TrashKind | null {
  return readable.find((kind) => kind === asked) ?? readable[0] ?? null;
}
