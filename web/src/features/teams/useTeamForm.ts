/**
 * The state of a team's form (the new team's, the change of a day): its values, the problems by field
 * (the form's own, then a 422's), and the refusal's code. `run` sends only a form without problems.
 */
import { useState } from 'react';
import { errorCodeOf, errorFieldsOf, type ApiErrorCode, type CallError } from '@newsroom/api';
import { useFieldErrors } from '../../shared/ui/useFieldErrors';
import { teamFormProblems, type TeamForm } from './teamForm';
import { useNicknames } from './useTeamLabels';

/** What the schedule says after a dialog's change: `notices.{kind}` with the team's name and the day. */
export interface TeamNotice {
  kind: 'created' | 'oneDay' | 'forward' | 'renamed' | 'deleted';
  name: string;
  /** YYYY-MM-DD. */
  date: string;
}

/** `named`: the form has the team's name (a new team). */
export function useTeamForm(initial: TeamForm, named: boolean) {
  const [form, setForm] = useState(initial);
  const { setProblems, errorOf, clear, others } = useFieldErrors();
  const [failure, setFailure] = useState<ApiErrorCode | null>(null);
  const nicknameOf = useNicknames();

  const set = <K extends keyof TeamForm>(field: K, value: TeamForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    clear(field);
    if (field === 'name') setFailure(null);
  };

  /** `call`'s answer; null when the form found a problem or the server refused (both shown). */
  const run = async <T,>(call: (form: TeamForm) => Promise<T>): Promise<T | null> => {
    setFailure(null);
    const found = teamFormProblems(form, named, nicknameOf);
    setProblems(found);
    if (Object.keys(found).length > 0) return null;
    try {
      return await call(form);
    } catch (err) {
      const refusal = err as CallError;
      setProblems(errorFieldsOf(refusal));
      setFailure(errorCodeOf(refusal));
      return null;
    }
  };

  return { form, set, errorOf, others, failure, setFailure, run };
}
