/**
 * A page of reportages (web.md section 2, /reportages): slug (a link to its page), day, programs,
 * reporters, state, approval and privacy, the presenter's and the reporter's reading times, owner and last
 * change. Writers and approvers select rows for the actions above the table (ReportageBulkActions); a
 * reader sees no checkbox.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ScriptedReportage } from '@newsroom/api';
import { formatDate, formatDuration, formatInstant } from '@newsroom/time';
import { SelectAllCell, SelectCell } from '../documents/SelectionCells';
import { StateChip } from '../documents/StateChip';
import { useRowSelection } from '../documents/useRowSelection';
import { useNames } from '../users/useNames';
import { ReportageBulkActions, type BulkNotice } from './ReportageBulkActions';
import { ReportageMarks } from './ReportageMarks';
import { reportageViewPath } from './paths';

interface Props {
  reportages: readonly ScriptedReportage[];
  canWrite: boolean;
  canApprove: boolean;
  /** The day a copy is offered for first. */
  copyDate: string;
  onNotice: (notice: BulkNotice) => void;
}

export function ReportagesTable({ reportages, canWrite, canApprove, copyDate, onNotice }: Props) {
  const { t, i18n } = useTranslation('reportage');
  const { programNames, userNames } = useNames();
  const selectable = canWrite || canApprove;
  const selection = useRowSelection(reportages);

  return (
    <>
      {selectable && (
        <ReportageBulkActions
          ids={selection.selected}
          canWrite={canWrite}
          canApprove={canApprove}
          copyDate={copyDate}
          onDone={selection.clearing(onNotice)}
        />
      )}
      <table className="data-table document-table" data-testid="reportages-table">
        <thead>
          <tr>
            {selectable && <SelectAllCell selection={selection} label={t('selectAll')} testId="reportages-select-all" />}
            <th>{t('columns.slug')}</th>
            <th>{t('columns.date')}</th>
            <th>{t('columns.programs')}</th>
            <th>{t('columns.reporters')}</th>
            <th>{t('columns.state')}</th>
            <th>{t('columns.approval')}</th>
            <th title={t('reading.presenterHint')}>
              {t('reading.presenter')}
            </th>
            <th title={t('reading.reporterHint')}>
              {t('reading.reporter')}
            </th>
            <th>{t('columns.owner')}</th>
            <th>{t('columns.updatedAt')}</th>
          </tr>
        </thead>
        <tbody>
          {reportages.map((r) => {
            const at = formatInstant(r.updatedAt, i18n.language);
            return (
              <tr key={r.id} className={selection.isSelected(r.id) ? 'selected' : undefined} data-testid={`reportage-row-${r.id}`} data-slug={r.slug} data-state={r.state} data-approved={r.approved}>
                {selectable && <SelectCell selection={selection} id={r.id} label={t('selectOne', { slug: r.slug })} testId={`reportage-select-${r.id}`} />}
                <td className="name">
                  <Link to={reportageViewPath(r.id)} data-testid={`reportage-link-${r.id}`}>
                    {r.slug}
                  </Link>
                </td>
                <td>{formatDate(r.date, i18n.language)}</td>
                <td>{programNames(r.programIds)}</td>
                <td>{userNames(r.reporterIds)}</td>
                <td className="status">
                  <StateChip state={r.state} ns="reportage" testId={`reportage-state-${r.id}`} />
                </td>
                <td>
                  <ReportageMarks reportage={r} />
                </td>
                <td className="num" data-testid={`reportage-presenter-time-${r.id}`}>
                  {formatDuration(r.presenterTime)}
                </td>
                <td className="num" data-testid={`reportage-reporter-time-${r.id}`}>
                  {formatDuration(r.reporterTime)}
                </td>
                <td>{r.owner.nickname}</td>
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
