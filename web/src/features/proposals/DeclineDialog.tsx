/**
 * "Decline" a proposal (the desk: assignment write): an answer to the proposer, optional, at most 2,000
 * characters (`POST /api/proposals/{id}/decline` `{answer}`), which they see beside their proposal. The
 * button is disabled while the call runs; a refusal (409 `proposal_answered` when someone answered it
 * meanwhile, 409 `conflict` when it changed meanwhile, 422 on `answer`) is said in the dialog
 * (AnswerError), the answer typed kept.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorFieldsOf, type CallError, type Proposal } from '@newsroom/api';
import { FormField } from '../../shared/ui/FormField';
import { Modal } from '../../shared/ui/Modal';
import { useFieldErrors } from '../../shared/ui/useFieldErrors';
import { AnswerError } from './AnswerError';
import { useDeclineProposalMutation } from './proposalsApi';

/** The longest answer the API takes. */
export const ANSWER_MAX = 2000;

interface Props {
  proposal: Proposal;
  onClose: () => void;
  onDeclined: () => void;
}

export function DeclineDialog({ proposal: p, onClose, onDeclined }: Props) {
  const { t } = useTranslation('proposals');
  const [decline, { isLoading }] = useDeclineProposalMutation();
  const [answer, setAnswer] = useState('');
  const { setProblems, errorOf, clear, others } = useFieldErrors();
  const [failure, setFailure] = useState<CallError | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (isLoading) return;
    setFailure(null);
    setProblems({});
    try {
      await decline({ id: p.id, answer: answer.trim() }).unwrap();
      onDeclined();
    } catch (err) {
      setProblems(errorFieldsOf(err as CallError));
      setFailure(err as CallError);
    }
  };

  return (
    <Modal id="proposal-decline-title" title={t('decline.title', { slug: p.slug })} closeLabel={t('decline.close')} onClose={onClose} testId="proposal-decline-dialog">
      <form className="dialog-form" onSubmit={(e) => void submit(e)} noValidate data-testid="proposal-decline-form">
        <p className="modal-intro">{t('decline.intro', { name: p.owner.nickname })}</p>
        <fieldset className="form-section" disabled={isLoading}>
          <FormField id="proposal-decline-answer" label={t('decline.answer')} hint={t('decline.hint')} error={errorOf('answer')}>
            <textarea
              id="proposal-decline-answer"
              className="proposal-textarea"
              rows={5}
              maxLength={ANSWER_MAX}
              value={answer}
              onChange={(e) => {
                setAnswer(e.target.value);
                clear('answer');
              }}
              aria-invalid={Boolean(errorOf('answer'))}
              autoFocus
              data-testid="proposal-decline-answer"
            />
          </FormField>
          <span className="muted small proposal-count" data-testid="proposal-decline-count">
            {t('decline.count', { count: answer.length, max: ANSWER_MAX })}
          </span>
        </fieldset>
        {failure && <AnswerError failure={failure} fields={others(['answer'])} testId="proposal-decline-error" />}
        <footer className="modal-footer">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('decline.cancel')}
          </button>
          <button type="submit" className="btn btn-danger" disabled={isLoading} data-testid="proposal-decline-submit">
            {isLoading ? t('decline.declining') : t('decline.submit')}
          </button>
        </footer>
      </form>
    </Modal>
  );
}
