/**
 * /proposals/editProposal/:id (ASSIGNMENT_PROPOSAL write): loads the proposal and edits it (ProposalEditor).
 * Follows everyone's changes live, so a form open when the desk answers it (or someone trashes it) turns
 * read only at once, what was typed kept.
 */
import { useParams } from 'react-router';
import { errorCodeOf, parseId, type DocumentId } from '@newsroom/api';
import { todayIso } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { LoadFailure } from '../story/LoadFailure';
import { newProposalForm } from './proposalForm';
import { ProposalEditor } from './ProposalEditor';
import { useProposalQuery } from './proposalsApi';
import { useProposalsLive } from './useProposalsLive';

/** Not used by an existing proposal (its fields come from the server); kept stable for the editor. */
const UNUSED_START = newProposalForm(todayIso());

export function ProposalEditPage() {
  const id = parseId<DocumentId>(useParams().id);
  const { data: me } = useMeQuery();
  useProposalsLive(hasRole(me?.roles, ROLES.proposalRead));
  const { data, error, isLoading, refetch } = useProposalQuery(id ?? (0 as DocumentId), { skip: id === null, refetchOnMountOrArgChange: true });

  if (id === null) return <ErrorMessage code="not_found" />;
  if (isLoading) return <Spinner />;
  if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} testId="proposal-error" />;
  // A proposal that cannot be read again (404): it went to the trash meanwhile.
  const gone = Boolean(error) && errorCodeOf(error) === 'not_found';
  return <ProposalEditor key={id} proposal={data} start={UNUSED_START} gone={gone} />;
}
