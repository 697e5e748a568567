/**
 * /admin/programs (program write): every program, disabled ones too, with its times, planned production,
 * the groups that may see it (none: every group) and its legacy mode. Creating, editing and deleting
 * programs come next (web.md section 6).
 */
import { useTranslation } from 'react-i18next';
import { errorCodeOf, type Group } from '@newsroom/api';
import { formatDuration } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useGroupsQuery } from '../groups/groupsApi';
import { useAllProgramsQuery } from './programsApi';

export function ProgramsPage() {
  const { t } = useTranslation('admin');
  const { data, error, isLoading } = useAllProgramsQuery();
  const { data: groups } = useGroupsQuery();
  const groupNames = new Map((groups ?? []).map((g: Group) => [g.id, g.name]));

  return (
    <section className="admin-page" data-testid="programs-page">
      <header className="admin-heading page-heading">
        <div>
          <p className="eyebrow">{t('eyebrow')}</p>
          <h1>{t('programs.title')}</h1>
          <p className="muted">{t('programs.intro')}</p>
        </div>
      </header>
      {isLoading && <Spinner />}
      {!data && error && <ErrorMessage code={errorCodeOf(error)} />}
      {data && data.length === 0 && <p className="muted" data-testid="programs-empty">{t('programs.empty')}</p>}
      {data && data.length > 0 && (
        <table className="data-table" data-testid="programs-table">
          <thead>
            <tr>
              <th>{t('programs.columns.name')}</th>
              <th>{t('programs.columns.start')}</th>
              <th>{t('programs.columns.end')}</th>
              <th>{t('programs.columns.production')}</th>
              <th>{t('programs.columns.status')}</th>
              <th>{t('programs.columns.groups')}</th>
              <th>{t('programs.columns.legacyMode')}</th>
            </tr>
          </thead>
          <tbody>
            {data.map((program) => (
              <tr key={program.id} data-testid={`program-row-${program.id}`}>
                <td>{program.name}</td>
                <td>{program.start}</td>
                <td>{program.end}</td>
                <td>{program.production ? formatDuration(program.production) : '—'}</td>
                <td>{t(program.active ? 'programs.status.active' : 'programs.status.disabled')}</td>
                <td>{program.allowedGroups.length === 0 ? <span className="muted">{t('programs.everyGroup')}</span> : program.allowedGroups.map((id) => groupNames.get(id) ?? `#${id}`).join(', ')}</td>
                <td>{t(program.legacyMode ? 'programs.yes' : 'programs.no')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
