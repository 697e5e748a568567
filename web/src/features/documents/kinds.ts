/**
 * What the screens of every document kind share (docs/adr/0003-documents.md: one document base for
 * assignments, reportages, productions, reports and the kinds to come): the catalogue a kind's words are in, how its test ids
 * are spelt, and the fields the document base gives every kind.
 */
import type { Assignment, DocumentKind } from '@newsroom/api';
import { assignmentPath } from '../assignments/paths';
import { productionPath } from '../productions/paths';
import { proposalPath } from '../proposals/paths';
import { reportageViewPath } from '../reportages/paths';
import { reportPath } from '../reports/paths';
import { roundPath } from '../rounds/paths';
import { storyPath } from '../story/paths';

/** The page of document `id` of `kind` (web.md section 2), or null for a kind that has no page in this build yet. */
export function documentPath(kind: DocumentKind, id: number): string | null {
  switch (kind) {
    case 'ASSIGNMENT':
      return assignmentPath(id);
    case 'REPORTAGE':
      return reportageViewPath(id);
    case 'PRODUCTION':
      return productionPath(id);
    case 'REPORT':
      return reportPath(id);
    case 'ROUND':
      return roundPath(id);
    case 'PROPOSAL':
      return proposalPath(id);
    case 'STORY':
      return storyPath(id);
    default:
      return null;
  }
}

/**
 * The i18n namespace of a kind. Each one has the document base's words under the same keys: `states.*`,
 * `columns.{slug,date,programs,state,owner,deletedAt}`, `restore`, `trashEmpty`, `selectAll`, `selectOne`,
 * `setState`, `apply`, `view.none`; a list kind (LIST_KINDS) also `copy.title`, `email.title`,
 * `notices.copied`, `notices.notMailed` and `counter.total` (the words every kind says alike, Copy, Send,
 * Show that day, ..., are the `documents` namespace's).
 */
export type DocumentNamespace = 'assignments' | 'reportage' | 'production' | 'report' | 'round';

/** How a kind's test ids are spelt: `{plural}-trash-table`, `trashed-{singular}-{id}`, `{singular}-state-apply`. */
export interface KindTestIds {
  plural: string;
  singular: string;
}

/** The kinds whose day lists copy and mail the selected documents and count the day (web.md section 7). */
export type ListKind = 'assignments' | 'reportages';

/**
 * Words and test ids of a list kind: `assignment-copy-form`, `reportages-notice`, `reportage-counter`;
 * `teams`: its documents name teams (assignments), whose members its mail can go to.
 */
export const LIST_KINDS: Readonly<Record<ListKind, KindTestIds & { ns: DocumentNamespace; teams: boolean }>> = {
  assignments: { ns: 'assignments', singular: 'assignment', plural: 'assignments', teams: true },
  reportages: { ns: 'reportage', singular: 'reportage', plural: 'reportages', teams: false },
};

/** The fields of the document base, whatever else a kind has. */
export type DocumentBase = Pick<Assignment, 'id' | 'slug' | 'date' | 'programIds' | 'state' | 'owner' | 'deletedAt'>;
