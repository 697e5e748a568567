/** How long the trash keeps a deleted story (the rundown settings' `trashRetentionDays`; 0: until restored). */
import { useTranslation } from 'react-i18next';
import { useRundownConfigQuery } from '../rundownSettings/rundownSettingsApi';

export function TrashRetention() {
  const { t } = useTranslation('rundown');
  const { data: config } = useRundownConfigQuery();
  if (!config) return null;
  const days = config.trashRetentionDays;
  return (
    <p className="muted" data-testid="trash-retention" data-days={days}>
      {days === 0 ? t('trash.keptUntilRestored') : t('trash.keptDays', { count: days })}
    </p>
  );
}
