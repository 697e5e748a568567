/**
 * The lists of the production form: the tasks (a description and a status each, in the producer's order:
 * moved up and down), the schedule (a time in the user's local time and what happens then; the server
 * keeps it in time order) and the resources (a line each). A bad line is said under its list.
 */
import { useTranslation } from 'react-i18next';
import { taskStatusValues, type Task, type TaskStatus } from '@newsroom/api';
import type { DocumentFieldProps } from '../documents/fieldProps';
import { RowsField } from '../documents/RowsField';
import type { ProductionForm, ScheduleRow } from './productionForm';
import { statusOf } from './tasks';

export function ProductionListFields({ form, set, errorOf }: DocumentFieldProps<ProductionForm>) {
  const { t } = useTranslation('production');
  return (
    <div className="production-lists">
      <RowsField<Task>
        id="production-tasks"
        legend={t('form.tasks')}
        rows={form.tasks}
        onChange={(rows) => set('tasks', rows)}
        blank={() => ({ description: '', status: 'NEW' })}
        addLabel={t('rows.addTask')}
        emptyText={t('form.noTasks')}
        rowName={(number) => t('rows.task', { number })}
        reorder
        error={errorOf('tasks')}
      >
        {(task, i, change) => (
          <>
            <input className="rows-text" value={task.description} maxLength={500} onChange={(e) => change({ ...task, description: e.target.value })} aria-label={t('rows.taskText', { number: i + 1 })} data-testid={`production-tasks-text-${i}`} />
            <select value={statusOf(task)} onChange={(e) => change({ ...task, status: e.target.value as TaskStatus })} aria-label={t('rows.taskStatus', { number: i + 1 })} data-testid={`production-tasks-status-${i}`}>
              {taskStatusValues.map((s) => (
                <option key={s} value={s}>
                  {t(`taskStatus.${s}`)}
                </option>
              ))}
            </select>
          </>
        )}
      </RowsField>
      <RowsField<ScheduleRow>
        id="production-schedule"
        legend={t('form.schedule')}
        rows={form.schedule}
        onChange={(rows) => set('schedule', rows)}
        blank={() => ({ time: form.departure || `${form.date}T09:00`, description: '' })}
        addLabel={t('rows.addAppointment')}
        emptyText={t('form.noSchedule')}
        rowName={(number) => t('rows.appointment', { number })}
        error={errorOf('schedule')}
      >
        {(row, i, change) => (
          <>
            <input type="datetime-local" value={row.time} onChange={(e) => change({ ...row, time: e.target.value })} aria-label={t('rows.appointmentTime', { number: i + 1 })} data-testid={`production-schedule-time-${i}`} />
            <input className="rows-text" value={row.description} maxLength={500} onChange={(e) => change({ ...row, description: e.target.value })} aria-label={t('rows.appointmentText', { number: i + 1 })} data-testid={`production-schedule-text-${i}`} />
          </>
        )}
      </RowsField>
      <RowsField<string>
        id="production-resources"
        legend={t('form.resources')}
        rows={form.resources}
        onChange={(rows) => set('resources', rows)}
        blank={() => ''}
        addLabel={t('rows.addResource')}
        emptyText={t('form.noResources')}
        rowName={(number) => t('rows.resource', { number })}
        error={errorOf('resources')}
      >
        {(line, i, change) => <input className="rows-text" value={line} maxLength={500} onChange={(e) => change(e.target.value)} aria-label={t('rows.resourceText', { number: i + 1 })} data-testid={`production-resources-text-${i}`} />}
      </RowsField>
    </div>
  );
}
