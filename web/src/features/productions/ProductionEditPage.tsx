/**
 * /productions/editProduction/:id (PRODUCTION write): loads the production and takes its edit lock for
 * this tab (the form waits for the answer before it is drawn), then edits it (ProductionEditor).
 * Follows everyone's changes live; leaving gives the lock back.
 */
import { useParams } from 'react-router';
import { errorCodeOf, parseId, type DocumentId } from '@newsroom/api';
import { todayIso } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { LoadFailure } from '../story/LoadFailure';
import { ProductionEditor } from './ProductionEditor';
import { newProductionForm } from './productionForm';
import { useProductionQuery } from './productionsApi';
import { useProductionLock } from './useProductionLock';
import { useProductionsLive } from './useProductionsLive';

/** Not used by an existing production (its fields come from the server); kept stable for the editor. */
const UNUSED_START = newProductionForm(todayIso());

export function ProductionEditPage() {
  const id = parseId<DocumentId>(useParams().id);
  const { data: me } = useMeQuery();
  useProductionsLive(hasRole(me?.roles, ROLES.productionRead));
  const { data, error, isLoading, refetch } = useProductionQuery(id ?? (0 as DocumentId), { skip: id === null, refetchOnMountOrArgChange: true });
  const lock = useProductionLock(id !== null && hasRole(me?.roles, ROLES.productionWrite) ? id : null);

  if (id === null) return <ErrorMessage code="not_found" />;
  if (isLoading || (data && !lock.settled)) return <Spinner />;
  if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} testId="production-error" />;
  // A production that cannot be read again (404): it went to the trash meanwhile.
  const gone = Boolean(error) && errorCodeOf(error) === 'not_found';
  return <ProductionEditor key={id} production={data} lock={lock} start={UNUSED_START} gone={gone} />;
}
