/** One program of the administration's list, with what a program writer may do to it. */
import { useTranslation } from 'react-i18next';
import type { GroupId, Program } from '@newsroom/api';
import { formatDuration } from '@newsroom/time';

export type ProgramAction = 'edit' | 'delete' | 'enable';

interface Props {
  program: Program;
  groupNames: ReadonlyMap<GroupId, string>;
  canWrite: boolean;
  onAction: (action: ProgramAction) => void;
}

export function ProgramRow({ program, groupNames, canWrite, onAction }: Props) {
  const { t } = useTranslation('admin');
  const button = (action: ProgramAction, danger = false) => (
    <button type="button" className={`btn btn-small${danger ? ' btn-danger' : ''}`} onClick={() => onAction(action)} data-testid={`program-${action}-${program.id}`}>
      {t(`programs.actions.${action}`)}
    </button>
  );
  return (
    <tr className={program.active ? undefined : 'inactive'} data-testid={`program-row-${program.id}`} data-name={program.name} data-active={program.active}>
      <td className="name">{program.name}</td>
      <td className="num">{program.start}</td>
      <td className="num">{program.end}</td>
      <td className="num">{program.production ? formatDuration(program.production) : '—'}</td>
      <td className="status">
        <span className={`status-chip ${program.active ? 'on' : 'off'}`} data-testid={`program-status-${program.id}`}>
          {t(program.active ? 'programs.status.active' : 'programs.status.disabled')}
        </span>
      </td>
      <td className="groups">{program.allowedGroups.length === 0 ? <span className="muted">{t('programs.everyGroup')}</span> : program.allowedGroups.map((id) => groupNames.get(id) ?? `#${id}`).join(', ')}</td>
      <td>{t(program.legacyMode ? 'programs.yes' : 'programs.no')}</td>
      {canWrite && (
        <td className="right actions">
          {button('edit')}
          {!program.active && button('enable')}
          {button('delete', true)}
        </td>
      )}
    </tr>
  );
}
