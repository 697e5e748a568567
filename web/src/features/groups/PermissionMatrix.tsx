/**
 * The permissions of a group as a grid: one row per area (its translated name), one column per level
 * (none, read, write, admin) with a radio button each; the first row sets every area at once.
 */
import { useTranslation } from 'react-i18next';
import { levelValues, type Level } from '@newsroom/api';
import { allAt, AREAS, commonLevel, type Permissions } from './groupForm';

interface Props {
  permissions: Permissions;
  onChange: (permissions: Permissions) => void;
  disabled: boolean;
}

export function PermissionMatrix({ permissions, onChange, disabled }: Props) {
  const { t } = useTranslation('admin');
  const common = commonLevel(permissions);
  return (
    <table className="data-table permission-matrix" data-testid="permission-matrix">
      <thead>
        <tr>
          <th scope="col">{t('groups.area')}</th>
          {levelValues.map((level) => (
            <th key={level} scope="col" className="level">
              {t(`groups.levels.${level}`)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        <tr className="set-all">
          <th scope="row">{t('groups.setAll')}</th>
          {levelValues.map((level) => (
            <td key={level} className="level">
              <input
                type="radio"
                name="perm-all"
                checked={common === level}
                onChange={() => onChange(allAt(level))}
                disabled={disabled}
                aria-label={`${t('groups.setAll')}: ${t(`groups.levels.${level}`)}`}
                data-testid={`perm-all-${level}`}
              />
            </td>
          ))}
        </tr>
        {AREAS.map((area) => (
          <tr key={area} data-testid={`perm-row-${area}`} data-level={permissions[area]}>
            <th scope="row">{t(`areas.${area}`)}</th>
            {levelValues.map((level: Level) => (
              <td key={level} className="level">
                <input
                  type="radio"
                  name={`perm-${area}`}
                  checked={permissions[area] === level}
                  onChange={() => onChange({ ...permissions, [area]: level })}
                  disabled={disabled}
                  aria-label={`${t(`areas.${area}`)}: ${t(`groups.levels.${level}`)}`}
                  data-testid={`perm-${area}-${level}`}
                />
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
