/**
 * A list of assignments (web.md section 2, /assignments): slug (a link to the assignment), date (search
 * results only), programs, reporters, state, the indications (priority, pending, private), owner and last
 * change. Who may write assignments selects rows and sets their state or moves them to the trash
 * (AssignmentBulkActions); a reader sees no checkbox.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Assignment, DocumentId } from '@newsroom/api';
import { formatDate, formatInstant } from '@newsroom/time';
import { AssignmentBulkActions, type BulkNotice } from './AssignmentBulkActions';
import { useAssignmentNames } from './useAssignmentNames';

interface Props {
  assignments: readonly Assignment[];
  canWrite: boolean;
  /** Search results span days: show each one's date. */
  showDate?: boolean;
  /** The day a copy of the selected ones is offered for first. */
  copyDate: string;
  onNotice: (notice: BulkNotice) => void;
}

export function AssignmentsTable({ assignments, canWrite, showDate = false, copyDate, onNotice }: Props) {
  const { t, i18n } = useTranslation('assignments');
  const { programNames, userNames } = useAssignmentNames();
  const [chosen, setChosen] = useState<DocumentId[]>([]);
  // Only rows still listed count (a row gone after a change or a reload is no longer selected).
  const selected = chosen.filter((id) => assignments.some((a) => a.id === id));
  const all = assignments.length > 0 && selected.length === assignments.length;
  const toggle = (id: DocumentId, on: boolean) => setChosen(on ? [...selected, id] : selected.filter((x) => x !== id));

  return (
    <>
      {canWrite && (
        <AssignmentBulkActions
          ids={selected}
          copyDate={copyDate}
          onDone={(notice) => {
            setChosen([]);
            onNotice(notice);
          }}
        />
      )}
      <table className="data-table assignments-table" data-testid="assignments-table">
        <thead>
          <tr>
            {canWrite && (
              <th className="check-cell">
                <input type="checkbox" checked={all} onChange={(e) => setChosen(e.target.checked ? assignments.map((a) => a.id) : [])} aria-label={t('selectAll')} data-testid="assignments-select-all" />
              </th>
            )}
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
          {assignments.map((a) => {
            const at = formatInstant(a.updatedAt, i18n.language);
            const isChosen = selected.includes(a.id);
            return (
              <tr key={a.id} className={isChosen ? 'selected' : undefined} data-testid={`assignment-row-${a.id}`} data-slug={a.slug} data-state={a.state}>
                {canWrite && (
                  <td className="check-cell">
                    <input type="checkbox" checked={isChosen} onChange={(e) => toggle(a.id, e.target.checked)} aria-label={t('selectOne', { slug: a.slug })} data-testid={`assignment-select-${a.id}`} />
                  </td>
                )}
                <td className="name">
                  <Link to={`/assignments/assignment/${a.id}`} data-testid={`assignment-link-${a.id}`}>
                    {a.slug}
                  </Link>
                </td>
                {showDate && <td>{formatDate(a.date, i18n.language)}</td>}
                <td>{programNames(a.programIds)}</td>
                <td>{userNames(a.reporterIds)}</td>
                <td className="status">
                  <span className={`status-chip state-${a.state.toLowerCase()}`} data-testid={`assignment-state-${a.id}`}>
                    {t(`states.${a.state}`)}
                  </span>
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
          })}
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
