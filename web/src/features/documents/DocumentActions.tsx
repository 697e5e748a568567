/**
 * What a writer does with a document from its page (productions, reports): its state (DocumentStateControls),
 * what the kind adds (`children` and their `notices`: a production's mail to its crew), Move to trash (asked first; then the
 * list of its day) and Edit (its form, under the edit lock). A refusal (409 `locked` while someone else
 * edits it) is said in the standard words. In the kind's words (`view.actions`, `view.delete`,
 * `view.confirmDelete`, `view.edit`). Test ids: `{prefix}-state-select`, `{prefix}-state-apply`,
 * `{prefix}-trash`, `{prefix}-edit`, `{prefix}-action-error`.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorCodeOf, type CallError, type DocumentState } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { DocumentStateControls } from './DocumentStateControls';

interface Props {
  ns: 'production' | 'report' | 'round';
  prefix: string;
  document: { slug: string; date: string };
  /** The kind's state call for this document. */
  setState: (state: DocumentState) => Promise<unknown>;
  /** The kind's trash call for this document. */
  trash: () => Promise<unknown>;
  onStateSet: (state: DocumentState) => void;
  /** The kind's list (the day is added) and the document's form. */
  listPath: string;
  editPath: string;
  /** A call of the kind's own is under way. */
  busy?: boolean;
  /** The kind's own buttons, before Move to trash. */
  children?: ReactNode;
  /** What the kind's own calls say, after the buttons. */
  notices?: ReactNode;
}

export function DocumentActions({ ns, prefix, document: d, setState, trash, onStateSet, listPath, editPath, busy: kindBusy = false, children, notices }: Props) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const [running, setRunning] = useState(false);
  const [failure, setFailure] = useState<CallError | null>(null);
  const run = async (action: () => Promise<unknown>, then: () => void) => {
    setFailure(null);
    setRunning(true);
    try {
      await action();
      then();
    } catch (err) {
      setFailure(err as CallError);
    } finally {
      setRunning(false);
    }
  };
  const onTrash = () => {
    if (!window.confirm(t('view.confirmDelete', { slug: d.slug }))) return;
    void run(trash, () => navigate(`${listPath}?date=${d.date}`));
  };
  const busy = running || kindBusy;
  return (
    <div className="page-actions" role="group" aria-label={t('view.actions')}>
      <div className="toolbar document-state">
        <DocumentStateControls
          ns={ns}
          singular={prefix}
          busy={busy}
          none={false}
          onApply={(state) =>
            void run(
              () => setState(state),
              () => onStateSet(state),
            )
          }
        />
      </div>
      {children}
      <button type="button" className="btn" onClick={onTrash} disabled={busy} data-testid={`${prefix}-trash`}>
        {t('view.delete')}
      </button>
      <Link to={editPath} className="btn btn-primary" data-testid={`${prefix}-edit`}>
        {t('view.edit')}
      </Link>
      {notices}
      {failure && <ErrorMessage code={errorCodeOf(failure)} onDismiss={() => setFailure(null)} testId={`${prefix}-action-error`} />}
    </div>
  );
}
