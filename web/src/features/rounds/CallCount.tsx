/**
 * How far a round is: `3/4` called and a small bar, full and green when no call is pending; named for
 * screen readers as "3 of 4 called". `{testId}-count` holds the `3/4`.
 */
import { useTranslation } from 'react-i18next';
import type { CallProgress } from './entries';

export function CallCount({ progress, testId }: { progress: CallProgress; testId: string }) {
  const { t } = useTranslation('round');
  const { called, total } = progress;
  const label = total === 0 ? t('progress.none') : t('progress.label', { called, total });
  const percent = total === 0 ? 0 : Math.round((called / total) * 100);
  const done = total > 0 && called === total;
  return (
    <span className={`call-count${done ? ' done' : ''}`} role="img" aria-label={label} title={label} data-testid={testId} data-called={called} data-total={total}>
      <span className="call-count-number" data-testid={`${testId}-count`}>
        {called}/{total}
      </span>
      <span className="call-count-bar" aria-hidden="true">
        <span style={{ width: `${percent}%` }} />
      </span>
    </span>
  );
}
