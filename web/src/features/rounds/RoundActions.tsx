/** What a writer does with a round from its page: the documents' actions (its state, Move to trash, Edit: DocumentActions). */
import type { DocumentState, Round } from '@newsroom/api';
import { DocumentActions } from '../documents/DocumentActions';
import { ROUNDS_PATH, roundEditPath } from './paths';
import { useSetRoundStatesMutation, useTrashRoundsMutation } from './roundsApi';

export function RoundActions({ round: r, onStateSet }: { round: Round; onStateSet: (state: DocumentState) => void }) {
  const [setStates] = useSetRoundStatesMutation();
  const [trash] = useTrashRoundsMutation();
  return (
    <DocumentActions ns="round" prefix="round" document={r} setState={(state) => setStates({ ids: [r.id], state }).unwrap()} trash={() => trash([r.id]).unwrap()} onStateSet={onStateSet} listPath={ROUNDS_PATH} editPath={roundEditPath(r.id)} />
  );
}
