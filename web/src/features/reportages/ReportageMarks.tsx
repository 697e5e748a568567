/** A reportage's approval and privacy as small tags (the list, its page, the editor's header). */
import { useTranslation } from 'react-i18next';
import type { ScriptedReportage } from '@newsroom/api';

export function ReportageMarks({ reportage: r }: { reportage: Pick<ScriptedReportage, 'id' | 'approved' | 'private'> }) {
  const { t } = useTranslation('reportage');
  return (
    <span className="reportage-marks">
      {r.approved && (
        <span className="status-chip state-approved" data-testid={`reportage-approved-${r.id}`}>
          {t('approval.approved')}
        </span>
      )}
      {r.private && (
        <span className="status-chip mark-private" data-testid={`reportage-private-${r.id}`}>
          {t('private')}
        </span>
      )}
    </span>
  );
}
