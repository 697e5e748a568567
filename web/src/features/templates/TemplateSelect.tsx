/**
 * The layout a new or recreated rundown starts from: one of its program's templates, or "Empty" (block
 * "A" and the standby block). Value: a template id, or null for empty.
 */
import { useTranslation } from 'react-i18next';
import type { TemplateId } from '@newsroom/api';
import { useProgramTemplatesQuery } from './templatesApi';

interface Props {
  programId: number;
  value: TemplateId | null;
  onChange: (id: TemplateId | null) => void;
  testId: string;
}

export function TemplateSelect({ programId, value, onChange, testId }: Props) {
  const { t } = useTranslation('rundown');
  const { data: templates = [], isLoading } = useProgramTemplatesQuery(programId);
  return (
    <label className="field">
      <span>{t('templates.startFrom')}</span>
      <select data-testid={testId} value={value ?? ''} disabled={isLoading} onChange={(e) => onChange(e.target.value ? (Number(e.target.value) as TemplateId) : null)}>
        <option value="">{t('templates.empty')}</option>
        {templates.map((tpl) => (
          <option key={tpl.id} value={tpl.id}>
            {tpl.name} · {t('templates.counts', { blocks: tpl.blocks, stories: tpl.stories })}
          </option>
        ))}
      </select>
    </label>
  );
}
