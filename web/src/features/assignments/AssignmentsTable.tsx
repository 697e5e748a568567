/**
 * A list of assignments (web.md section 2, /assignments): slug (a link to the assignment), date (search
 * results only), programs, reporters, state, the indications (priority, pending, private), owner and last
 * change, in the groups of the desk's grouping (grouping.ts) under a heading row each. Who may write assignments selects rows and sets their state or moves them to the trash
 * (AssignmentBulkActions); a reader sees no checkbox.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Assignment, DocumentState, Grouping } from '@newsroom/api';
import { formatDate, formatInstant } from '@newsroom/time';
import { SelectAllCell, SelectCell } from '../documents/SelectionCells';
import { StateChip } from '../documents/StateChip';
import { useRowSelection } from '../documents/useRowSelection';
import { nameOf, useReferencesQuery, type ReferenceKind } from '../references/referencesApi';
import { AssignmentBulkActions, type BulkNotice } from './AssignmentBulkActions';
import { groupAssignments, type AssignmentGroup } from './grouping';
import { assignmentPath } from './paths';
import { useNames } from '../users/useNames';
import { useTeamLabels } from '../teams/useTeamLabels';

interface Props {
  assignments: readonly Assignment[];
  canWrite: boolean;
  /** Search results span days: show each one's date. */
  showDate?: boolean;
  /** The day a copy of the selected ones is offered for first. */
  copyDate: string;
  onNotice: (notice: BulkNotice) => void;
  /** Groups with a heading row each (absent or SUMMARY: one flat list). */
  grouping?: Grouping;
}

const REFERENCE_OF: Partial<Record<Grouping, ReferenceKind>> = { VEHICLE: 'vehicles', EDITORIAL: 'editorials', CLASSIFICATION: 'classifications' };

/**
 * The heading of a group: the program's, person's, value's or team's name, the state, or "none". Teams are
 * named as on `day` (the list's day; a search's results span days, and then the first result's day names
 * them: a team's name is the same every day).
 */
function useGroupLabel(grouping: Grouping, day: string) {
  const { t } = useTranslation('assignments');
  const { programNames, userNames } = useNames();
  const kind = REFERENCE_OF[grouping];
  const { data: items } = useReferencesQuery(kind ?? 'classifications', { skip: kind === undefined });
  const { labelsOf: teamLabels } = useTeamLabels(day, grouping === 'TEAM');
  return (g: AssignmentGroup) => {
    // Only groupings whose values an assignment may lack have a group of none.
    if (g.id === null) return t(`grouping.none.${grouping as Exclude<Grouping, 'SUMMARY' | 'PROGRAM' | 'STATUS'>}`);
    if (grouping === 'STATUS') return t(`states.${g.id as DocumentState}`);
    if (grouping === 'PROGRAM') return programNames([g.id as number]);
    if (grouping === 'TEAM') return teamLabels([g.id as number])[0];
    if (kind) return nameOf(items, g.id as number) ?? '';
    return userNames([g.id as number]);
  };
}

export function AssignmentsTable({ assignments, canWrite, showDate = false, copyDate, onNotice, grouping = 'SUMMARY' }: Props) {
  const { t, i18n } = useTranslation('assignments');
  const { programNames, userNames } = useNames();
  const groupLabel = useGroupLabel(grouping, assignments[0]?.date ?? copyDate);
  const groups = groupAssignments(assignments, grouping);
  const columns = 8 + (canWrite ? 1 : 0) + (showDate ? 1 : 0);
  const selection = useRowSelection(assignments);

  return (
    <>
      {canWrite && (
        <AssignmentBulkActions
          ids={selection.selected}
          copyDate={copyDate}
          onDone={selection.clearing(onNotice)}
        />
      )}
      <table className="data-table document-table assignments-table" data-testid="assignments-table">
        <thead>
          <tr>
            {canWrite && <SelectAllCell selection={selection} label={t('selectAll')} testId="assignments-select-all" />}
            <th>{t('columns.slug')}</th>
            {showDate && <th>{t('columns.date')}</th>}
            <th>{t('columns.programs')}</th>
            <th>{t('columns.reporters')}</th>
            <th>{t('columns.state')}</th>
            <th>{t('columns.indications')}</th>
            <th>{t('columns.owner')}</th>
            <th>{t('columns.updatedAt')}</th>
          </tr>
        </thead>
        <tbody>
          {groups.flatMap((g) => [
            ...(grouping === 'SUMMARY'
              ? []
              : [
                  <tr key={g.key} className="group-row" data-testid={`assignment-group-${g.key}`}>
                    <th colSpan={columns} scope="colgroup">
                      {groupLabel(g)} <span className="muted">({g.assignments.length})</span>
                    </th>
                  </tr>,
                ]),
            ...g.assignments.map((a) => {
              const at = formatInstant(a.updatedAt, i18n.language);
              return (
                <tr key={`${g.key}-${a.id}`} className={selection.isSelected(a.id) ? 'selected' : undefined} data-testid={`assignment-row-${a.id}`} data-slug={a.slug} data-state={a.state}>
                  {canWrite && <SelectCell selection={selection} id={a.id} label={t('selectOne', { slug: a.slug })} testId={`assignment-select-${a.id}`} />}
                  <td className="name">
                    <Link to={assignmentPath(a.id)} data-testid={`assignment-link-${a.id}`}>
                      {a.slug}
                    </Link>
                  </td>
                  {showDate && <td>{formatDate(a.date, i18n.language)}</td>}
                  <td>{programNames(a.programIds)}</td>
                  <td>{userNames(a.reporterIds)}</td>
                  <td className="status">
                    <StateChip state={a.state} ns="assignments" testId={`assignment-state-${a.id}`} />
                  </td>
                  <td>
                    <AssignmentMarks assignment={a} />
                  </td>
                  <td>{a.owner.nickname}</td>
                  <td className="num">
                    {at.date} {at.time}
                  </td>
                </tr>
              );
            }),
          ])}
        </tbody>
      </table>
    </>
  );
}

/** The indications of an assignment as small tags: priority, pending, private. */
export function AssignmentMarks({ assignment }: { assignment: Pick<Assignment, 'id' | 'priority' | 'pending' | 'private'> }) {
  const { t } = useTranslation('assignments');
  const marks = (['priority', 'pending', 'private'] as const).filter((m) => assignment[m]);
  return (
    <span className="assignment-marks">
      {marks.map((m) => (
        <span key={m} className={`status-chip mark-${m}`} data-testid={`assignment-${m}-${assignment.id}`}>
          {t(`marks.${m}`)}
        </span>
      ))}
    </span>
  );
}
