/** A proposal's status as a coloured chip (proposals.css `.status-chip.proposal-status-*`): pending, accepted, declined. */
import { useTranslation } from 'react-i18next';
import type { ProposalStatus } from '@newsroom/api';

export function ProposalStatusChip({ status, testId }: { status: ProposalStatus; testId?: string }) {
  const { t } = useTranslation('proposals');
  return (
    <span className={`status-chip proposal-status-${status.toLowerCase()}`} data-testid={testId}>
      {t(`status.${status}`)}
    </span>
  );
}
