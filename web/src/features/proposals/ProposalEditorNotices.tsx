/**
 * What the proposal form says above its fields: why an existing proposal is read only here (the desk has
 * answered it, with a link to the assignment made of it; it is someone else's; it went to the trash), that
 * someone else saved it meanwhile (409 `conflict`, with "Load their version"), or the save's refusal in the
 * standard words (409 `proposal_answered`, 403, 422 with the problems of fields the form has no place for).
 * What was typed stays in the form in every case. Test ids: `proposal-read-only` (`data-reason`),
 * `proposal-conflict`, `proposal-reload`, `proposal-save-error`.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorCodeOf, type CallError, type Proposal } from '@newsroom/api';
import type { FormFieldProblem } from '../../shared/i18n/fieldMessage';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { assignmentPath } from '../assignments/paths';
import type { ReadOnlyReason } from './useProposalEditor';

interface Props {
  /** The server's latest copy (null: a new one). */
  latest: Proposal | null;
  readOnly: ReadOnlyReason | null;
  failure: CallError | null;
  /** The 422 problems of fields the form has no place for. */
  fields: Readonly<Record<string, FormFieldProblem>>;
  busy: boolean;
  onReload: () => void;
  onDismiss: () => void;
}

export function ProposalEditorNotices({ latest, readOnly, failure, fields, busy, onReload, onDismiss }: Props) {
  const { t } = useTranslation('proposals');
  const code = failure ? errorCodeOf(failure) : null;
  // A refusal that says it was answered says it once.
  const reason = code === 'proposal_answered' ? null : readOnly;
  return (
    <>
      {reason && latest && (
        <p className="story-notice" role="status" data-testid="proposal-read-only" data-reason={reason}>
          <span>{t(`editor.readOnly.${reason}`, { owner: latest.owner.nickname, status: t(`status.${latest.status}`) })}</span>
          {reason === 'answered' && latest.assignmentId != null && (
            <Link to={assignmentPath(latest.assignmentId)} className="btn btn-small" data-testid="proposal-editor-assignment">
              {t('row.assignment')}
            </Link>
          )}
        </p>
      )}
      {code === 'conflict' && latest ? (
        <div className="error-message" role="alert" data-testid="proposal-conflict">
          <span>{t('editor.conflict')}</span>
          <button type="button" className="btn btn-small" onClick={onReload} disabled={busy} data-testid="proposal-reload">
            {t('editor.reload')}
          </button>
        </div>
      ) : (
        failure && <ErrorMessage code={errorCodeOf(failure)} fields={fields} onDismiss={onDismiss} testId="proposal-save-error" />
      )}
    </>
  );
}
