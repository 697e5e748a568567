/**
 * A day's rounds (/rounds): slug (a link to its page; the whole row opens it too), shift, how many calls
 * are made (`3/4` and a bar), how many brought news, state and owner.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Round } from '@newsroom/api';
import { StateChip } from '../documents/StateChip';
import { CallCount } from './CallCount';
import { progressOf } from './entries';
import { roundPath } from './paths';

export function RoundsTable({ rounds }: { rounds: readonly Round[] }) {
  const { t } = useTranslation('round');
  const navigate = useNavigate();
  // A click anywhere on the row opens it; the slug's link does so itself (and is the keyboard's way).
  const open = (e: MouseEvent, r: Round) => {
    if (!(e.target as Element).closest('a, button, input, select')) navigate(roundPath(r.id));
  };
  return (
    <table className="data-table document-table rounds-table" data-testid="rounds-table">
      <thead>
        <tr>
          <th>{t('columns.slug')}</th>
          <th>{t('columns.shift')}</th>
          <th>{t('columns.progress')}</th>
          <th>{t('columns.news')}</th>
          <th>{t('columns.state')}</th>
          <th>{t('columns.owner')}</th>
        </tr>
      </thead>
      <tbody>
        {rounds.map((r) => {
          const progress = progressOf(r.entries);
          return (
            <tr key={r.id} className="clickable" onClick={(e) => open(e, r)} data-testid={`round-row-${r.id}`} data-slug={r.slug} data-state={r.state}>
              <td className="name">
                <Link to={roundPath(r.id)} data-testid={`round-link-${r.id}`}>
                  {r.slug}
                </Link>
              </td>
              <td>{r.shift}</td>
              <td>
                <CallCount progress={progress} testId={`round-progress-${r.id}`} />
              </td>
              <td className="num" data-testid={`round-news-${r.id}`} data-news={progress.news}>
                {progress.news > 0 ? <span className="outcome-chip outcome-news">{t('newsCount', { count: progress.news })}</span> : <span className="muted">{t('noNews')}</span>}
              </td>
              <td className="status">
                <StateChip state={r.state} ns="round" testId={`round-state-${r.id}`} />
              </td>
              <td>{r.owner.nickname}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
