/**
 * A day's checklists (/productions): slug (a link to its page; the whole row opens it too), location,
 * when the crew leaves and is back (the user's local time), how many tasks are done (`3/5` and a bar),
 * state and producers.
 */
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Production } from '@newsroom/api';
import { StateChip } from '../documents/StateChip';
import { useNames } from '../users/useNames';
import { productionPath } from './paths';
import { TaskProgress } from './TaskProgress';
import { isDone, progressOf } from './tasks';
import { crewSpan } from './times';

export function ProductionsTable({ productions }: { productions: readonly Production[] }) {
  const { t, i18n } = useTranslation('production');
  const { userNames } = useNames();
  const navigate = useNavigate();
  // A click anywhere on the row opens it; the slug's link does so itself (and is the keyboard's way).
  const open = (e: MouseEvent, p: Production) => {
    if (!(e.target as Element).closest('a, button, input, select')) navigate(productionPath(p.id));
  };
  return (
    <table className="data-table document-table productions-table" data-testid="productions-table">
      <thead>
        <tr>
          <th>{t('columns.slug')}</th>
          <th>{t('columns.location')}</th>
          <th>{t('columns.times')}</th>
          <th>{t('columns.progress')}</th>
          <th>{t('columns.state')}</th>
          <th>{t('columns.producers')}</th>
        </tr>
      </thead>
      <tbody>
        {productions.map((p) => {
          const progress = progressOf(p.tasks);
          return (
            <tr key={p.id} className="clickable" onClick={(e) => open(e, p)} data-testid={`production-row-${p.id}`} data-slug={p.slug} data-state={p.state} data-done={isDone(progress)}>
              <td className="name">
                <Link to={productionPath(p.id)} data-testid={`production-link-${p.id}`}>
                  {p.slug}
                </Link>
              </td>
              <td>{p.location}</td>
              <td className="num" data-testid={`production-times-${p.id}`}>
                {crewSpan(p, i18n.language)}
              </td>
              <td>
                <TaskProgress progress={progress} testId={`production-progress-${p.id}`} />
              </td>
              <td className="status">
                <StateChip state={p.state} ns="production" testId={`production-state-${p.id}`} />
              </td>
              <td>{userNames(p.producerIds)}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
