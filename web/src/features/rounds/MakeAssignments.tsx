/**
 * "Make assignments" above a round's calls (ASSIGNMENT write): one assignment of each news entry ticked
 * (`POST /api/assignments/round/{id}` `{entryIds}`, by institution; the institution's name as its slug,
 * the text and who said it as its content), all in one change; the entries then link to them. A refusal
 * is said in the standard words: 409 `locked` while someone edits the round, `conflict` when it changed
 * meanwhile, 422 on `entryIds` (an entry already made into one, without news, not in the round).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorFieldsOf, type CallError, type Round } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { assignable } from './entries';
import { useAssignmentsFromRoundMutation } from './roundsApi';

interface Props {
  round: Round;
  /** The entries ticked, by institution id. */
  chosen: readonly number[];
  /** They were made: nothing is ticked any more. */
  onMade: () => void;
}

export function MakeAssignments({ round, chosen, onMade }: Props) {
  const { t } = useTranslation('round');
  const [make, { isLoading }] = useAssignmentsFromRoundMutation();
  const [failure, setFailure] = useState<CallError | null>(null);
  const [made, setMade] = useState<number | null>(null);
  const waiting = round.entries.filter(assignable).length;
  const run = async () => {
    setFailure(null);
    setMade(null);
    try {
      const out = await make({ id: round.id, entryIds: [...chosen] }).unwrap();
      setMade(out.assignments.length);
      onMade();
    } catch (err) {
      setFailure(err as CallError);
    }
  };
  return (
    <div className="round-assign" role="group" aria-label={t('assign.label')} data-testid="round-assign" data-waiting={waiting}>
      <span className="muted small">{waiting === 0 ? t('assign.noneWaiting') : t('assign.hint', { count: waiting })}</span>
      <button type="button" className="btn btn-small btn-primary" disabled={chosen.length === 0 || isLoading} onClick={() => void run()} title={t('assign.makeHint')} data-testid="round-make-assignments">
        {isLoading ? t('assign.making') : t('assign.make')}
      </button>
      {made !== null && (
        <p className="form-notice" role="status" data-testid="round-assign-notice">
          {t('assign.made', { count: made })}
        </p>
      )}
      {failure && <ErrorMessage code={errorCodeOf(failure)} fields={errorFieldsOf(failure)} onDismiss={() => setFailure(null)} testId="round-assign-error" />}
    </div>
  );
}
