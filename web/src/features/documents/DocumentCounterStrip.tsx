/**
 * How many documents of a list's day the caller may see (web.md section 7, "counter";
 * `GET /api/assignments/counter`, `GET /api/reportages/counter`): the day's total, then each state that
 * has any as a chip of its colour, in the kind's words ("5 reportages on this day", PRODUCING 3,
 * COVERING 2). It counts the whole day, whatever else the list filters. Test ids: `{singular}-counter`,
 * `-total`, `-<STATE>`.
 */
import { useTranslation } from 'react-i18next';
import { documentStateValues, type DocumentCounter } from '@newsroom/api';
import { LIST_KINDS, type ListKind } from './kinds';
import './documents.css';

/** Nothing while the counter is not there yet (or failed), nor for a day with none. */
export function DocumentCounterStrip({ kind, counter }: { kind: ListKind; counter: DocumentCounter | undefined }) {
  const { ns, singular } = LIST_KINDS[kind];
  const { t } = useTranslation(ns);
  const testId = `${singular}-counter`;
  if (!counter || counter.total === 0) return null;
  return (
    <p className="document-counter" data-testid={testId}>
      <strong data-testid={`${testId}-total`}>{t('counter.total', { count: counter.total })}</strong>
      {documentStateValues
        .filter((state) => (counter.byState[state] ?? 0) > 0)
        .map((state) => (
          <span key={state} className={`status-chip state-${state.toLowerCase()}`} data-testid={`${testId}-${state}`}>
            {t(`states.${state}`)} {counter.byState[state]}
          </span>
        ))}
    </p>
  );
}
