/**
 * What a document's editor page keeps (productions, reports; docs/adr/0003-documents.md "The document
 * base"): the document as the server last gave it (`base`; null for a new one), the form, each field's 422
 * problem (cleared when the field changes), the failure of the last save, uploads still going, and whether
 * the form differs from `base` (`dirty`, for LeaveGuard). An existing document is editable only while this
 * tab holds its edit lock; one that went to the trash meanwhile (`gone`) not at all. A save creates or
 * updates (the kind's call, with this tab's lock uuid); `lock_lost` tells the lock it was taken over (what
 * was typed stays, read only); a 409 `conflict` is left to `reload`, which puts the current version in the
 * form. Only the owner changes who sees it: `lockedOwner` names the owner for anyone else.
 */
import { useState, type FormEvent } from 'react';
import { errorCodeOf, errorFieldsOf, type CallError, type DocumentId, type Owner } from '@newsroom/api';
import { useFieldErrors } from '../../shared/ui/useFieldErrors';
import { useMeQuery } from '../auth/authApi';
import type { StoryLockControl } from '../story/useStoryLock';

interface Options<D extends { id: DocumentId; owner: Owner }, F> {
  /** As the server has it; null: a new one, of the fields `start`. */
  document: D | null;
  /** Its edit lock (null for a new one). */
  lock: StoryLockControl | null;
  start: F;
  /** It went to the trash meanwhile: it can no longer be saved. */
  gone: boolean;
  formOf: (document: D) => F;
  /** True when two forms would send the same fields. */
  same: (a: F, b: F) => boolean;
  /** Creates it (`base` null) or replaces `base` (its revision and `lockUuid` sent with it); answers the document saved. */
  save: (form: F, base: D | null, lockUuid: string) => Promise<D>;
  /** Reads it again (after a 409 `conflict`). */
  load: (id: DocumentId) => Promise<D>;
  /** Saved: where to go (`created`: it was new). */
  onSaved: (saved: D, created: boolean) => void;
}

export function useDocumentEditor<D extends { id: DocumentId; owner: Owner }, F>({ document, lock, start, gone, formOf, same, save, load, onSaved }: Options<D, F>) {
  const { data: me } = useMeQuery();
  const [base, setBase] = useState(document);
  const [form, setForm] = useState<F>(() => (document ? formOf(document) : start));
  const { setProblems, errorOf, clear, others } = useFieldErrors();
  const [failure, setFailure] = useState<CallError | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [saved, setSaved] = useState(false);
  const editable = !gone && (base === null || Boolean(lock?.canEdit));
  const dirty = !saved && !same(form, base ? formOf(base) : start);
  const lockedOwner = base && me && base.owner.id !== me.id ? base.owner.nickname : null;

  const set = <K extends keyof F>(field: K, value: F[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    clear(String(field));
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!editable || busy || uploading) return;
    setFailure(null);
    setProblems({});
    setBusy(true);
    try {
      const done = await save(form, base, lock?.uuid ?? '');
      setSaved(true);
      onSaved(done, base === null);
    } catch (err) {
      setProblems(errorFieldsOf(err as CallError));
      setFailure(err as CallError);
      // Someone took the lock over: read only now, what was typed stays.
      if (errorCodeOf(err as CallError) === 'lock_lost') lock?.revoked();
    } finally {
      setBusy(false);
    }
  };

  // Saved by someone else meanwhile: their version in the form, to edit again.
  const reload = async () => {
    if (!base) return;
    setBusy(true);
    try {
      const fresh = await load(base.id);
      setBase(fresh);
      setForm(formOf(fresh));
      setFailure(null);
    } catch (err) {
      setFailure(err as CallError);
    } finally {
      setBusy(false);
    }
  };

  return { me, base, form, setForm, set, errorOf, clear, others, failure, dismiss: () => setFailure(null), editable, busy, uploading, setUploading, dirty, lockedOwner, submit, reload };
}

/** What a kind's editor gets from the hook. */
export type DocumentEditorState<D extends { id: DocumentId; owner: Owner }, F> = ReturnType<typeof useDocumentEditor<D, F>>;
