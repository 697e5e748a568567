/**
 * What a writer does with a production from its page: Edit (its form, under the edit lock), its state
 * (the documents' DocumentStateControls), Mail to the crew (its producers and reporters; who got it and
 * who could not be mailed is said), and Move to trash (asked first; then the list of its day). A refusal
 * (409 `locked` while someone else edits it, `mail_not_configured`) is said in the standard words.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorCodeOf, type CallError, type DocumentState, type EmailReport, type Production } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { DocumentStateControls } from '../documents/DocumentStateControls';
import { PRODUCTIONS_PATH, productionEditPath } from './paths';
import { useMailProductionMutation, useSetProductionStatesMutation, useTrashProductionsMutation } from './productionsApi';

interface Props {
  production: Production;
  onStateSet: (state: DocumentState) => void;
}

export function ProductionActions({ production: p, onStateSet }: Props) {
  const { t } = useTranslation('production');
  const navigate = useNavigate();
  const [setStates, setting] = useSetProductionStatesMutation();
  const [trash, trashing] = useTrashProductionsMutation();
  const [mail, mailing] = useMailProductionMutation();
  const [mailed, setMailed] = useState<EmailReport | null>(null);
  const [failure, setFailure] = useState<CallError | null>(null);
  const run = async (action: () => Promise<unknown>, then: () => void) => {
    setFailure(null);
    setMailed(null);
    try {
      await action();
      then();
    } catch (err) {
      setFailure(err as CallError);
    }
  };
  const onTrash = () => {
    if (!window.confirm(t('view.confirmDelete', { slug: p.slug }))) return;
    void run(
      () => trash([p.id]).unwrap(),
      () => navigate(`${PRODUCTIONS_PATH}?date=${p.date}`),
    );
  };
  const onMail = () => void run(async () => setMailed(await mail(p.id).unwrap()), () => undefined);
  const busy = setting.isLoading || trashing.isLoading || mailing.isLoading;
  return (
    <div className="page-actions" role="group" aria-label={t('view.actions')}>
      <div className="toolbar production-state">
        <DocumentStateControls ns="production" singular="production" busy={busy} none={false} onApply={(state) => void run(() => setStates({ ids: [p.id], state }).unwrap(), () => onStateSet(state))} />
      </div>
      <button type="button" className="btn" onClick={onMail} disabled={busy} title={t('view.mailHint')} data-testid="production-mail">
        {t('view.mail')}
      </button>
      <button type="button" className="btn" onClick={onTrash} disabled={busy} data-testid="production-trash">
        {t('view.delete')}
      </button>
      <Link to={productionEditPath(p.id)} className="btn btn-primary" data-testid="production-edit">
        {t('view.edit')}
      </Link>
      {mailed && (
        <p className="form-notice" role="status" data-testid="production-mailed">
          {t('view.mailed', { count: mailed.sentTo.length })}
          {mailed.notMailed.length > 0 && ` ${t('view.notMailed', { count: mailed.notMailed.length })}`}
        </p>
      )}
      {failure && <ErrorMessage code={errorCodeOf(failure)} onDismiss={() => setFailure(null)} testId="production-action-error" />}
    </div>
  );
}
