/**
 * What a writer does with a production from its page: the documents' actions (its state, Move to trash,
 * Edit: DocumentActions) and Mail to the crew (its producers and reporters; who got it and who could not
 * be mailed is said; `mail_not_configured` in the standard words).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, type CallError, type DocumentState, type EmailReport, type Production } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { DocumentActions } from '../documents/DocumentActions';
import { PRODUCTIONS_PATH, productionEditPath } from './paths';
import { useMailProductionMutation, useSetProductionStatesMutation, useTrashProductionsMutation } from './productionsApi';

interface Props {
  production: Production;
  onStateSet: (state: DocumentState) => void;
}

export function ProductionActions({ production: p, onStateSet }: Props) {
  const { t } = useTranslation('production');
  const [setStates] = useSetProductionStatesMutation();
  const [trash] = useTrashProductionsMutation();
  const [mail, mailing] = useMailProductionMutation();
  const [mailed, setMailed] = useState<EmailReport | null>(null);
  const [failure, setFailure] = useState<CallError | null>(null);
  const onMail = async () => {
    setFailure(null);
    setMailed(null);
    try {
      setMailed(await mail(p.id).unwrap());
    } catch (err) {
      setFailure(err as CallError);
    }
  };
  return (
    <DocumentActions
      ns="production"
      prefix="production"
      document={p}
      setState={(state) => setStates({ ids: [p.id], state }).unwrap()}
      trash={() => trash([p.id]).unwrap()}
      onStateSet={onStateSet}
      listPath={PRODUCTIONS_PATH}
      editPath={productionEditPath(p.id)}
      busy={mailing.isLoading}
      notices={
        <>
          {mailed && (
            <p className="form-notice" role="status" data-testid="production-mailed">
              {t('view.mailed', { count: mailed.sentTo.length })}
              {mailed.notMailed.length > 0 && ` ${t('view.notMailed', { count: mailed.notMailed.length })}`}
            </p>
          )}
          {failure && <ErrorMessage code={errorCodeOf(failure)} onDismiss={() => setFailure(null)} testId="production-action-error" />}
        </>
      }
    >
      <button type="button" className="btn" onClick={() => void onMail()} disabled={mailing.isLoading} title={t('view.mailHint')} data-testid="production-mail">
        {t('view.mail')}
      </button>
    </DocumentActions>
  );
}
