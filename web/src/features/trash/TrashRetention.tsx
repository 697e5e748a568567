/**
 * How long the trash keeps what was deleted: the newsroom's one trash retention, the rundown settings'
 * `trashRetentionDays` (0: until restored), which the rundowns service applies to stories and the
 * documents service to assignments, reportages, productions and reports (docs/adr/0003-documents.md, "The trash's retention").
 */
import { useTranslation } from 'react-i18next';
import { useRundownConfigQuery } from '../rundownSettings/rundownSettingsApi';
import type { TrashKind } from './kinds';

export function TrashRetention({ kind }: { kind: TrashKind }) {
  const { t } = useTranslation(['rundown', 'documents']);
  const { data: config } = useRundownConfigQuery();
  if (!config) return null;
  const days = config.trashRetentionDays;
  const text =
    kind === 'stories'
      ? days === 0
        ? t('trash.keptUntilRestored', { ns: 'rundown' })
        : t('trash.keptDays', { ns: 'rundown', count: days })
      : days === 0
        ? t(`trash.retention.untilRestored.${kind}`, { ns: 'documents' })
        : t(`trash.retention.${kind}`, { ns: 'documents', count: days });
  return (
    <p className="muted" data-testid="trash-retention" data-days={days}>
      {text}
    </p>
  );
}
