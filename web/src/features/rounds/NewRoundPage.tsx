/**
 * /rounds/newRound (ROUND write): a new round for the day and program in the address (`?date=&programId=`,
 * today and none without them), calling every institution (`GET /api/institutions`), pending, grouped
 * under their segments; the desk removes those it does not call. Once created, its page opens.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorCodeOf, type ReferenceItem } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { dayOfUrl } from '../documents/day';
import { useReferencesQuery } from '../references/referencesApi';
import { entriesOfInstitutions } from './entries';
import { RoundEditor } from './RoundEditor';
import { newRoundForm } from './roundForm';

export function NewRoundPage() {
  const institutions = useReferencesQuery('institutions');
  const segments = useReferencesQuery('segments');
  if (institutions.isLoading || segments.isLoading) return <Spinner />;
  if (!institutions.data || !segments.data) return <ErrorMessage code={errorCodeOf(institutions.error ?? segments.error)} />;
  return <NewRound institutions={institutions.data} segments={segments.data} />;
}

function NewRound({ institutions, segments }: { institutions: readonly ReferenceItem[]; segments: readonly ReferenceItem[] }) {
  const [params] = useSearchParams();
  const [start] = useState(() => {
    const { date, programId } = dayOfUrl(params);
    return newRoundForm(date, programId, entriesOfInstitutions(institutions, segments));
  });
  return <RoundEditor round={null} lock={null} start={start} />;
}
