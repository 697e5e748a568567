/**
 * The checklist on a production's page: each task with a checkbox (DONE or NEW) and its status (NEW,
 * PRODUCING, DONE), and how many are done. A writer's tick is sent at once as the whole list
 * (`PATCH /api/productions/{id}` `{field: "tasks"}`) and shows before the answer; a refusal (409
 * `locked` while someone else edits it) puts the ticks back and says why in the standard words. A reader
 * sees the ticks, every control disabled; they move as others tick (the page is live).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, taskStatusValues, type CallError, type Production, type TaskStatus } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { usePatchProductionTasksMutation } from './productionsApi';
import { TaskProgress } from './TaskProgress';
import { progressOf, statusOf, withStatus } from './tasks';

export function ProductionChecklist({ production: p, canWrite }: { production: Production; canWrite: boolean }) {
  const { t } = useTranslation('production');
  const [patch, { isLoading }] = usePatchProductionTasksMutation();
  const [failure, setFailure] = useState<CallError | null>(null);
  const set = async (index: number, status: TaskStatus) => {
    setFailure(null);
    try {
      await patch({ id: p.id, tasks: withStatus(p.tasks, index, status) }).unwrap();
    } catch (err) {
      setFailure(err as CallError);
    }
  };
  return (
    <section className="production-checklist" aria-labelledby="production-checklist-title" data-testid="production-checklist">
      <h2 id="production-checklist-title">
        {t('checklist.title')} <TaskProgress progress={progressOf(p.tasks)} testId="production-progress" />
      </h2>
      {failure && <ErrorMessage code={errorCodeOf(failure)} onDismiss={() => setFailure(null)} testId="production-checklist-error" />}
      {!canWrite && p.tasks.length > 0 && <p className="muted small">{t('checklist.readOnly')}</p>}
      {p.tasks.length === 0 ? (
        <p className="muted">{t('checklist.empty')}</p>
      ) : (
        <ul className="checklist">
          {p.tasks.map((task, i) => {
            const status = statusOf(task);
            return (
              <li key={i} className={`checklist-task status-${status.toLowerCase()}`} data-testid={`production-task-${i}`} data-status={status}>
                <label className="check">
                  <input type="checkbox" checked={status === 'DONE'} disabled={!canWrite || isLoading} onChange={(e) => void set(i, e.target.checked ? 'DONE' : 'NEW')} data-testid={`production-task-check-${i}`} />
                  <span>{task.description}</span>
                </label>
                <select value={status} disabled={!canWrite || isLoading} onChange={(e) => void set(i, e.target.value as TaskStatus)} aria-label={t('checklist.status', { task: task.description })} data-testid={`production-task-status-${i}`}>
                  {taskStatusValues.map((s) => (
                    <option key={s} value={s}>
                      {t(`taskStatus.${s}`)}
                    </option>
                  ))}
                </select>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
