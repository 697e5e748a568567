/**
 * What the proposal form keeps (ProposalEditor): the proposal as the server last gave it (`base`; null for
 * a new one), the form, each field's 422 problem (cleared when the field changes), the failure of the last
 * save, uploads still going, and whether the form differs from `base` (`dirty`, for LeaveGuard). There is no
 * edit lock: an existing proposal is editable by its owner or a proposal admin while it is pending and not
 * in the trash (`current`, the server's latest copy, says so as it changes). A 409 `conflict` (someone else
 * saved it first) is left to `reload`, which puts their version in the form; a 409 `proposal_answered`
 * makes the form read only. Either way what was typed stays.
 */
import { useState, type FormEvent } from 'react';
import { errorCodeOf, errorFieldsOf, type CallError, type Proposal } from '@newsroom/api';
import { useFieldErrors } from '../../shared/ui/useFieldErrors';
import { useMeQuery } from '../auth/authApi';
import { formOfProposal, proposalInputOf, proposalUpdateOf, sameForm, type ProposalForm } from './proposalForm';
import { mayEdit } from './proposals';
import { useCreateProposalMutation, useLazyProposalQuery, useUpdateProposalMutation } from './proposalsApi';

/** Why an existing proposal is read only here. */
export type ReadOnlyReason = 'answered' | 'notYours' | 'gone';

interface Options {
  /** The server's latest copy; null: a new one, of the fields `start`. */
  current: Proposal | null;
  start: ProposalForm;
  /** It went to the trash meanwhile. */
  gone: boolean;
  /** Saved: where to go (`created`: it was new). */
  onSaved: (saved: Proposal, created: boolean) => void;
}

export function useProposalEditor({ current, start, gone, onSaved }: Options) {
  const { data: me } = useMeQuery();
  const [create] = useCreateProposalMutation();
  const [update] = useUpdateProposalMutation();
  const [load] = useLazyProposalQuery();
  const [base, setBase] = useState(current);
  const [form, setForm] = useState<ProposalForm>(() => (current ? formOfProposal(current) : start));
  const { setProblems, errorOf, clear, others } = useFieldErrors();
  const [failure, setFailure] = useState<CallError | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [saved, setSaved] = useState(false);
  const code = failure ? errorCodeOf(failure) : null;
  const latest = current ?? base;
  const readOnly: ReadOnlyReason | null = !latest ? null : gone ? 'gone' : latest.status !== 'PENDING' || code === 'proposal_answered' ? 'answered' : mayEdit(latest, me) ? null : 'notYours';
  const editable = readOnly === null;
  const dirty = !saved && !sameForm(form, base ? formOfProposal(base) : start);

  const set = <K extends keyof ProposalForm>(field: K, value: ProposalForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    clear(field);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!editable || busy || uploading) return;
    setFailure(null);
    setProblems({});
    setBusy(true);
    try {
      const done = base ? await update({ id: base.id, input: proposalUpdateOf(form, base.revision) }).unwrap() : await create(proposalInputOf(form)).unwrap();
      setSaved(true);
      onSaved(done, base === null);
    } catch (err) {
      setProblems(errorFieldsOf(err as CallError));
      setFailure(err as CallError);
    } finally {
      setBusy(false);
    }
  };

  // Saved by someone else meanwhile: their version in the form, to edit again.
  const reload = async () => {
    if (!base) return;
    setBusy(true);
    try {
      const fresh = await load(base.id).unwrap();
      setBase(fresh);
      setForm(formOfProposal(fresh));
      setFailure(null);
    } catch (err) {
      setFailure(err as CallError);
    } finally {
      setBusy(false);
    }
  };

  return { base, latest, form, set, errorOf, others, failure, code, dismiss: () => setFailure(null), readOnly, editable, busy, uploading, setUploading, dirty, submit, reload };
}
