/** A choice of the desk's groupings (grouping.ts), named in the user's language. */
import { useTranslation } from 'react-i18next';
import { groupingValues, type Grouping } from '@newsroom/api';

export function GroupingSelect({ id, value, onChange }: { id: string; value: Grouping; onChange: (g: Grouping) => void }) {
  const { t } = useTranslation('assignments');
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value as Grouping)} data-testid={id}>
      {groupingValues.map((g) => (
        <option key={g} value={g}>
          {t(`grouping.kinds.${g}`)}
        </option>
      ))}
    </select>
  );
}
