/**
 * What the user may do with a proposal, on its row of the list and on its page: the desk (assignment
 * writers) accepts a pending one (`POST /api/assignments/proposal/{id}`: the assignment made of it is
 * offered in the page's notice) or declines it with an answer (DeclineDialog); its owner, or a proposal
 * admin, edits it while pending and moves it to the trash (asked first). Accept, Decline and Trash are
 * disabled while one of them runs; a refusal (409 `proposal_answered` when someone answered it meanwhile,
 * 422 `unknown_program` when the desk may not see one of its programs, 409 `conflict` when it changed
 * meanwhile, 403: AnswerError) stays under the buttons, even once the row no longer offers them. Test ids:
 * `proposal-accept-{id}`, `-decline-`, `-edit-`, `-trash-`, `proposal-error-{id}`.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CallError, Proposal } from '@newsroom/api';
import { AnswerError } from './AnswerError';
import { DeclineDialog } from './DeclineDialog';
import type { ProposalNotice } from './notice';
import { proposalEditPath } from './paths';
import { mayAnswer, mayEdit, mayTrash, type ProposalUser } from './proposals';
import { useAcceptProposalMutation, useTrashProposalsMutation } from './proposalsApi';

interface Props {
  proposal: Proposal;
  /** The signed-in user. */
  me: ProposalUser | null | undefined;
  onNotice: (notice: ProposalNotice) => void;
}

export function ProposalActions({ proposal: p, me, onNotice }: Props) {
  const { t } = useTranslation('proposals');
  const [accept, accepting] = useAcceptProposalMutation();
  const [trash, trashing] = useTrashProposalsMutation();
  const [declining, setDeclining] = useState(false);
  const [failure, setFailure] = useState<CallError | null>(null);
  const answer = mayAnswer(p, me);
  const edit = mayEdit(p, me);
  const bin = mayTrash(p, me);
  if (!answer && !edit && !bin && !failure && !declining) return null;
  const busy = accepting.isLoading || trashing.isLoading;

  const run = async <T,>(action: () => Promise<T>, then: (out: T) => void) => {
    setFailure(null);
    try {
      then(await action());
    } catch (err) {
      setFailure(err as CallError);
    }
  };
  const onAccept = () => void run(() => accept(p.id).unwrap(), (out) => onNotice({ kind: 'accepted', slug: p.slug, assignmentId: out.assignment.id }));
  const onTrash = () => {
    if (!window.confirm(t('actions.confirmTrash', { slug: p.slug }))) return;
    void run(
      () => trash([p.id]).unwrap(),
      () => onNotice({ kind: 'trashed', slug: p.slug }),
    );
  };

  return (
    <div className="proposal-actions" role="group" aria-label={t('actions.label', { slug: p.slug })}>
      {answer && (
        <div className="proposal-buttons">
          <button type="button" className="btn btn-small btn-primary" disabled={busy} onClick={onAccept} title={t('actions.acceptHint')} data-testid={`proposal-accept-${p.id}`}>
            {accepting.isLoading ? t('actions.accepting') : t('actions.accept')}
          </button>
          <button type="button" className="btn btn-small" disabled={busy} onClick={() => setDeclining(true)} data-testid={`proposal-decline-${p.id}`}>
            {t('actions.decline')}
          </button>
        </div>
      )}
      {(edit || bin) && (
        <div className="proposal-buttons">
          {edit && (
            <Link to={proposalEditPath(p.id)} className="btn btn-small" data-testid={`proposal-edit-${p.id}`}>
              {t('actions.edit')}
            </Link>
          )}
          {bin && (
            <button type="button" className="btn btn-small btn-ghost" disabled={busy} onClick={onTrash} data-testid={`proposal-trash-${p.id}`}>
              {t('actions.trash')}
            </button>
          )}
        </div>
      )}
      {failure && <AnswerError failure={failure} onDismiss={() => setFailure(null)} testId={`proposal-error-${p.id}`} />}
      {declining && (
        <DeclineDialog
          proposal={p}
          onClose={() => setDeclining(false)}
          onDeclined={() => {
            setDeclining(false);
            onNotice({ kind: 'declined', slug: p.slug });
          }}
        />
      )}
    </div>
  );
}
