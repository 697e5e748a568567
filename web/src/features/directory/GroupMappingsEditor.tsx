import { useTranslation } from 'react-i18next';
import { parseId, type Group, type GroupId } from '@newsroom/api';
import { mappingField, type MappingRow } from './directoryForm';

interface Props {
  rows: readonly MappingRow[];
  groups: readonly Group[];
  onChange: (rows: MappingRow[]) => void;
  /** The translated problem of a row's field (`groupMappings[i].groupId`), if any. */
  errorOf: (field: string) => string | undefined;
}

/** Directory groups (by DN) and the Newsroom group each grants: rows to add, change and remove. */
export function GroupMappingsEditor({ rows, groups, onChange, errorOf }: Props) {
  const { t } = useTranslation('admin');
  const known = new Set(groups.map((g) => g.id));
  const sorted = [...groups].sort((a, b) => a.name.localeCompare(b.name));
  const update = (index: number, change: Partial<MappingRow>) => onChange(rows.map((row, i) => (i === index ? { ...row, ...change } : row)));

  return (
    <div className="mappings" data-testid="directory-mappings">
      {rows.length === 0 && <p className="muted small">{t('directory.mappings.empty')}</p>}
      {rows.map((row, index) => {
        const dnError = errorOf(mappingField(index, 'directoryGroup'));
        const groupError = errorOf(mappingField(index, 'groupId'));
        return (
          <div key={index} className="mapping-row" data-testid={`directory-mapping-${index}`}>
            <div className={`field${dnError ? ' has-error' : ''}`}>
              <input
                value={row.directoryGroup}
                onChange={(e) => update(index, { directoryGroup: e.target.value })}
                placeholder="cn=editors,ou=groups,dc=example,dc=org"
                aria-label={t('directory.mappings.directoryGroup')}
                aria-invalid={Boolean(dnError)}
                data-testid={`directory-mapping-${index}-dn`}
              />
              {dnError && <span className="field-error" data-testid={`error-directory-mapping-${index}-dn`}>{dnError}</span>}
            </div>
            <div className={`field${groupError ? ' has-error' : ''}`}>
              <select
                value={row.groupId ?? ''}
                onChange={(e) => update(index, { groupId: e.target.value === '' ? null : parseId<GroupId>(e.target.value) })}
                aria-label={t('directory.mappings.group')}
                aria-invalid={Boolean(groupError)}
                data-testid={`directory-mapping-${index}-group`}
              >
                <option value="">{t('directory.mappings.choose')}</option>
                {sorted.map((g) => (
                  <option key={g.id} value={g.id}>
                    {g.name}
                  </option>
                ))}
                {row.groupId !== null && !known.has(row.groupId) && <option value={row.groupId}>{t('directory.mappings.unknownGroup', { id: row.groupId })}</option>}
              </select>
              {groupError && <span className="field-error" data-testid={`error-directory-mapping-${index}-group`}>{groupError}</span>}
            </div>
            <button type="button" className="btn btn-ghost btn-small" onClick={() => onChange(rows.filter((_, i) => i !== index))} data-testid={`directory-mapping-${index}-remove`}>
              {t('directory.mappings.remove')}
            </button>
          </div>
        );
      })}
      <div>
        <button type="button" className="btn btn-small" onClick={() => onChange([...rows, { directoryGroup: '', groupId: null }])} data-testid="directory-mapping-add">
          {t('directory.mappings.add')}
        </button>
      </div>
    </div>
  );
}
