/**
 * The reportage editor's header: back to the reportage (or the list, for a new one), its slug as typed,
 * approval and privacy, whether it is saved, Approve / Disapprove for NEWS_REPORT admins, and Save
 * (Ctrl/Cmd+S).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ScriptedReportage } from '@newsroom/api';
import { REPORTAGES_PATH, reportageViewPath } from './paths';
import { ReportageApproval } from './ReportageApproval';
import { ReportageMarks } from './ReportageMarks';

export type SaveState = 'readOnly' | 'saving' | 'dirty' | 'saved' | 'never';

interface Props {
  base: ScriptedReportage | null;
  slug: string;
  state: SaveState;
  canSave: boolean;
  canApprove: boolean;
  onSave: () => void;
  onApproved: (saved: ScriptedReportage) => void;
}

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

export function ReportageEditorHeader({ base, slug, state, canSave, canApprove, onSave, onApproved }: Props) {
  const { t } = useTranslation('reportage');
  return (
    <header className="reportage-editor-header">
      <div className="reportage-identity">
        <Link to={base ? reportageViewPath(base.id) : REPORTAGES_PATH} className="muted small" data-testid="reportage-editor-back">
          ‹ {base ? t('editor.backToReportage') : t('view.back')}
        </Link>
        <h1 className="reportage-editor-slug" data-testid="reportage-editor-title">
          {slug.trim() || (base ? base.slug : t('editor.newTitle'))}
        </h1>
        {base && <ReportageMarks reportage={base} />}
      </div>
      <div className="reportage-editor-tools">
        <span className={`save-state ${state}`} data-testid="reportage-status" data-state={state} role="status">
          <span className="save-dot" aria-hidden="true" />
          {state === 'saved' && base ? t('status.saved', { revision: base.revision }) : t(`status.${state}`)}
        </span>
        {canApprove && base && <ReportageApproval reportage={base} onDone={onApproved} />}
        {canSave && (
          <button
            type="button"
            className="btn btn-primary"
            onClick={onSave}
            disabled={state !== 'dirty' && state !== 'never'}
            title={t('editor.saveHint', { keys: isMac ? '⌘S' : 'Ctrl+S' })}
            aria-keyshortcuts="Control+S Meta+S"
            data-testid="reportage-save"
          >
            {state === 'saving' ? t('saving') : base ? t('save') : t('create')}
            <kbd>{isMac ? '⌘S' : 'Ctrl S'}</kbd>
          </button>
        )}
      </div>
    </header>
  );
}
