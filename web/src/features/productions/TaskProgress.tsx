/**
 * How far a checklist is: `3/5` and a small bar, full and green when every task is done; named for
 * screen readers as "3 of 5 tasks done". `{testId}-count` holds the `3/5`.
 */
import { useTranslation } from 'react-i18next';
import { isDone, type Progress } from './tasks';

export function TaskProgress({ progress, testId }: { progress: Progress; testId: string }) {
  const { t } = useTranslation('production');
  const { done, total } = progress;
  const label = total === 0 ? t('progress.none') : t('progress.label', { done, total });
  const percent = total === 0 ? 0 : Math.round((done / total) * 100);
  return (
    <span className={`task-progress${isDone(progress) ? ' done' : ''}`} role="img" aria-label={label} title={label} data-testid={testId} data-done={done} data-total={total}>
      <span className="task-progress-count" data-testid={`${testId}-count`}>
        {done}/{total}
      </span>
      <span className="task-progress-bar" aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </span>
    </span>
  );
}
