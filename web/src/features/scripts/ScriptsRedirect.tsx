/**
 * `/scripts`: today's scripts of the first program the user may see (the rundown picker's first choice,
 * rundown/defaultRundown.ts), by replacing the address.
 */
import { useTranslation } from 'react-i18next';
import { Navigate } from 'react-router';
import { errorCodeOf } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useProgramsQuery } from '../programs/programsApi';
import { defaultRundownKey } from '../rundown/defaultRundown';
import { scriptsPath } from './paths';

export function ScriptsRedirect() {
  const { t } = useTranslation('rundown');
  const { data: programs, isLoading, error } = useProgramsQuery();
  if (isLoading) return <Spinner />;
  if (error) return <ErrorMessage code={errorCodeOf(error)} />;
  const key = defaultRundownKey(programs);
  if (!key) {
    return (
      <p className="page-state muted" data-testid="scripts-status" data-status="no-programs">
        {t('picker.noPrograms')}
      </p>
    );
  }
  return <Navigate to={scriptsPath(key.date, key.programId)} replace />;
}
