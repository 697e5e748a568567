/**
 * The kinds of document the general search finds (docs/adr/0004-search.md), each readable by the read
 * level of its area (web.md section 6; reportages are the area NEWS_REPORT, proposals ASSIGNMENT_PROPOSAL),
 * and where a hit of each kind opens: every kind the index holds has a page (documents/kinds.ts).
 */
import { documentKindValues, type DocumentKind } from '@newsroom/api';
import { hasRole, ROLES, type Role } from '../auth/permissions';
import { documentPath } from '../documents/kinds';

/** The role that lets a user read (and so find) documents of each kind. */
export const KIND_ROLES: Readonly<Record<DocumentKind, Role>> = {
  ASSIGNMENT: ROLES.assignmentRead,
  PRODUCTION: ROLES.productionRead,
  REPORTAGE: ROLES.newsReportRead,
  REPORT: ROLES.reportRead,
  ROUND: ROLES.roundRead,
  PROPOSAL: ROLES.proposalRead,
  STORY: ROLES.storyRead,
};

/** The kinds the index holds today; the others join as they are built (docs/adr/0004-search.md). */
export const INDEXED_KINDS: readonly DocumentKind[] = ['ASSIGNMENT', 'PRODUCTION', 'REPORTAGE', 'REPORT', 'ROUND', 'PROPOSAL', 'STORY'];

/** The indexed kinds `roles` let a user read, in the spec's order (the server searches only these). */
export function readableKinds(roles: readonly string[] | undefined): DocumentKind[] {
  return documentKindValues.filter((kind) => INDEXED_KINDS.includes(kind) && hasRole(roles, KIND_ROLES[kind]));
}

/** The page a hit opens, or null for a kind that has no page in this build yet. */
export const hitPath = (hit: { kind: DocumentKind; id: number }): string | null => documentPath(hit.kind, hit.id);
