/**
 * /rounds/editRound/:id (ROUND write): loads the round and takes its edit lock for this tab (the form
 * waits for the answer before it is drawn), then edits it (RoundEditor). Follows everyone's changes
 * live; leaving gives the lock back.
 */
import { useParams } from 'react-router';
import { errorCodeOf, parseId, type DocumentId } from '@newsroom/api';
import { todayIso } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { LoadFailure } from '../story/LoadFailure';
import { RoundEditor } from './RoundEditor';
import { newRoundForm } from './roundForm';
import { useRoundQuery } from './roundsApi';
import { useRoundLock } from './useRoundLock';
import { useRoundsLive } from './useRoundsLive';

/** Not used by an existing round (its fields come from the server); kept stable for the editor. */
const UNUSED_START = newRoundForm(todayIso());

export function RoundEditPage() {
  const id = parseId<DocumentId>(useParams().id);
  const { data: me } = useMeQuery();
  useRoundsLive(hasRole(me?.roles, ROLES.roundRead));
  const { data, error, isLoading, refetch } = useRoundQuery(id ?? (0 as DocumentId), { skip: id === null, refetchOnMountOrArgChange: true });
  const lock = useRoundLock(id !== null && hasRole(me?.roles, ROLES.roundWrite) ? id : null);

  if (id === null) return <ErrorMessage code="not_found" />;
  if (isLoading || (data && !lock.settled)) return <Spinner />;
  if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} testId="round-error" />;
  // A round that cannot be read again (404): it went to the trash meanwhile.
  const gone = Boolean(error) && errorCodeOf(error) === 'not_found';
  return <RoundEditor key={id} round={data} lock={lock} start={UNUSED_START} gone={gone} />;
}
