/**
 * The call of a form that opens under a list's actions (copy, e-mail): busy while it runs; when it fails,
 * a 422's problems stand beside their fields and the error's code is kept for the form's message, until
 * dismissed or the next try.
 */
import { useState, type FormEvent } from 'react';
import { errorCodeOf, errorFieldsOf, type ApiErrorCode, type CallError } from '@newsroom/api';
import { useFieldErrors } from '../../shared/ui/useFieldErrors';

export function usePanelCall() {
  const fields = useFieldErrors();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiErrorCode | null>(null);
  /** The form's submit handler: runs `call`, which says what happened when it succeeds. */
  const submit = (call: () => Promise<void>) => async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    fields.setProblems({});
    setBusy(true);
    try {
      await call();
    } catch (err) {
      fields.setProblems(errorFieldsOf(err as CallError));
      setFailure(errorCodeOf(err as CallError));
    } finally {
      setBusy(false);
    }
  };
  return { ...fields, busy, failure, dismiss: () => setFailure(null), submit };
}
