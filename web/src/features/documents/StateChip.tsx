/** A document's state as a coloured chip (global.css `.status-chip.state-*`), in its kind's words. */
import { useTranslation } from 'react-i18next';
import type { DocumentState } from '@newsroom/api';
import type { DocumentNamespace } from './kinds';

export function StateChip({ state, ns, testId }: { state: DocumentState; ns: DocumentNamespace; testId?: string }) {
  const { t } = useTranslation(ns);
  return (
    <span className={`status-chip state-${state.toLowerCase()}`} data-testid={testId}>
      {t(`states.${state}`)}
    </span>
  );
}
