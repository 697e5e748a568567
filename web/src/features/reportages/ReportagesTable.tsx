/**
 * A page of reportages (web.md section 2, /reportages): slug (a link to its page), day, programs,
 * reporters, state, approval and privacy, the presenter's and the reporter's reading times, owner and last
 * change. Writers and approvers select rows for the actions above the table (ReportageBulkActions); a
 * reader sees no checkbox.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DocumentId, ScriptedReportage } from '@newsroom/api';
import { formatDate, formatDuration, formatInstant } from '@newsroom/time';
import { useNames } from '../users/useNames';
import { ReportageBulkActions, type BulkNotice } from './ReportageBulkActions';
import { ReportageMarks } from './ReportageMarks';
import { reportageViewPath } from './paths';

interface Props {
  reportages: readonly ScriptedReportage[];
  canWrite: boolean;
  canApprove: boolean;
  onNotice: (notice: BulkNotice) => void;
}

export function ReportagesTable({ reportages, canWrite, canApprove, onNotice }: Props) {
  const { t, i18n } = useTranslation('reportage');
  const { programNames, userNames } = useNames();
  const selectable = canWrite || canApprove;
  const [chosen, setChosen] = useState<DocumentId[]>([]);
  // Only rows still listed count (a row gone after a change or a reload is no longer selected).
  const selected = chosen.filter((id) => reportages.some((r) => r.id === id));
  const all = reportages.length > 0 && selected.length === reportages.length;
  const toggle = (id: DocumentId, on: boolean) => setChosen(on ? [...selected, id] : selected.filter((x) => x !== id));

  return (
    <>
      {selectable && (
        <ReportageBulkActions
          ids={selected}
          canWrite={canWrite}
          canApprove={canApprove}
          onDone={(notice) => {
            setChosen([]);
            onNotice(notice);
          }}
        />
      )}
      <table className="data-table reportages-table" data-testid="reportages-table">
        <thead>
          <tr>
            {selectable && (
              <th className="check-cell">
                <input type="checkbox" checked={all} onChange={(e) => setChosen(e.target.checked ? reportages.map((r) => r.id) : [])} aria-label={t('selectAll')} data-testid="reportages-select-all" />
              </th>
            )}
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
            const isChosen = selected.includes(r.id);
            return (
              <tr key={r.id} className={isChosen ? 'selected' : undefined} data-testid={`reportage-row-${r.id}`} data-slug={r.slug} data-state={r.state} data-approved={r.approved}>
                {selectable && (
                  <td className="check-cell">
                    <input type="checkbox" checked={isChosen} onChange={(e) => toggle(r.id, e.target.checked)} aria-label={t('selectOne', { slug: r.slug })} data-testid={`reportage-select-${r.id}`} />
                  </td>
                )}
                <td className="name">
                  <Link to={reportageViewPath(r.id)} data-testid={`reportage-link-${r.id}`}>
                    {r.slug}
                  </Link>
                </td>
                <td>{formatDate(r.date, i18n.language)}</td>
                <td>{programNames(r.programIds)}</td>
                <td>{userNames(r.reporterIds)}</td>
                <td className="status">
                  <span className={`status-chip state-${r.state.toLowerCase()}`} data-testid={`reportage-state-${r.id}`}>
                    {t(`states.${r.state}`)}
                  </span>
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
