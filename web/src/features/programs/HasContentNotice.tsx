/**
 * What a refused delete says (409 `program_has_content`): the program has rundowns, templates or drawer
 * stories, so it stays; disabling it takes it out of the pickers and keeps its content (web.md section 5).
 */
import { useTranslation } from 'react-i18next';
import type { Program } from '@newsroom/api';

interface Props {
  program: Program;
  busy: boolean;
  onDisable: () => void;
  onDismiss: () => void;
}

export function HasContentNotice({ program, busy, onDisable, onDismiss }: Props) {
  const { t } = useTranslation('admin');
  return (
    <div className="error-message has-content" role="alert" data-testid="program-has-content" data-code="program_has_content">
      <span>{t(program.active ? 'programs.hasContent.disable' : 'programs.hasContent.disabled', { name: program.name })}</span>
      <span className="has-content-actions">
        {program.active && (
          <button type="button" className="btn btn-small btn-primary" disabled={busy} onClick={onDisable} data-testid="program-disable-instead">
            {t('programs.hasContent.disableInstead')}
          </button>
        )}
        <button type="button" className="btn btn-ghost btn-small" onClick={onDismiss} data-testid="program-has-content-dismiss">
          {t('programs.hasContent.keep')}
        </button>
      </span>
    </div>
  );
}
