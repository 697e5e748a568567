/**
 * The dialog to create or edit an assignment (web.md section 3, guideline): slug, content, date, programs,
 * editorial, classification, type and vehicles, producers, editors, reporters, the indications (priority,
 * pending), private and who else may see it
 * (the owner's to change), the teams that cover it (AssignmentTeamsField: those of its day), and its attachments (AttachmentsField: Save waits for uploads still going). A 422's messages stand beside their fields; a 409 `conflict` says someone
 * else changed it meanwhile and offers to reload it (the form then shows their version to edit again).
 * Editing an assignment takes its edit lock (useAssignmentLock): while someone else holds it the form is
 * read only under a banner with their name and Take over; a lock lost meanwhile keeps what was typed.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorFieldsOf, type ApiErrorCode, type Assignment, type ProgramId } from '@newsroom/api';
import { CheckList } from '../../shared/ui/CheckList';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { FormField } from '../../shared/ui/FormField';
import { Modal } from '../../shared/ui/Modal';
import { useFieldErrors } from '../../shared/ui/useFieldErrors';
import { useMeQuery } from '../auth/authApi';
import { LockBanner } from '../story/LockBanner';
import { AttachmentsField } from '../files/AttachmentsField';
import { useProgramsQuery } from '../programs/programsApi';
import { ASSIGNMENT_FIELDS, assignmentInputOf, formOfAssignment, newAssignmentForm, type AssignmentForm } from './assignmentForm';
import { AssignmentLabelFields } from './AssignmentLabelFields';
import { AssignmentPeopleFields } from './AssignmentPeopleFields';
import { AssignmentTeamsField } from './AssignmentTeamsField';
import { useCreateAssignmentMutation, useLazyAssignmentQuery, useUpdateAssignmentMutation } from './assignmentsApi';
import { useAssignmentLock } from './useAssignmentLock';

interface Props {
  /** null: a new assignment, of `date` and `programId`. */
  assignment: Assignment | null;
  date: string;
  programId: ProgramId | null;
  onClose: () => void;
  onSaved: (saved: Assignment, notice: 'created' | 'saved') => void;
}

export function AssignmentDialog({ assignment, date, programId, onClose, onSaved }: Props) {
  const { t } = useTranslation('assignments');
  const { data: me } = useMeQuery();
  const { data: programs } = useProgramsQuery();
  const [base, setBase] = useState(assignment);
  const [form, setForm] = useState<AssignmentForm>(() => (assignment ? formOfAssignment(assignment) : newAssignmentForm(date, programId)));
  const { setProblems, errorOf, clear, others } = useFieldErrors();
  const [error, setError] = useState<ApiErrorCode | null>(null);
  const [uploading, setUploading] = useState(false);
  const [create, creating] = useCreateAssignmentMutation();
  const [update, updating] = useUpdateAssignmentMutation();
  const [load, loading] = useLazyAssignmentQuery();
  const lock = useAssignmentLock(assignment?.id ?? null);
  // A new assignment needs no lock; an existing one is edited only under its lock.
  const editable = base === null || lock.canEdit;
  const busy = creating.isLoading || updating.isLoading || loading.isFetching;
  const lockedOwner = base && base.owner.id !== me?.id ? base.owner.nickname : null;

  const set = <K extends keyof AssignmentForm>(field: K, value: AssignmentForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    clear(field);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setProblems({});
    try {
      const saved = base ? await update({ id: base.id, input: { ...assignmentInputOf(form, base.revision), lockUuid: lock.uuid } }).unwrap() : await create(assignmentInputOf(form)).unwrap();
      onSaved(saved, base ? 'saved' : 'created');
    } catch (err) {
      const failure = err as Parameters<typeof errorCodeOf>[0];
      setProblems(errorFieldsOf(failure));
      setError(errorCodeOf(failure));
      // Someone took the lock over: read only now, what was typed stays in the form.
      if (errorCodeOf(failure) === 'lock_lost') lock.revoked();
    }
  };

  const reload = async () => {
    if (!base) return;
    try {
      const fresh = await load(base.id).unwrap();
      setBase(fresh);
      setForm(formOfAssignment(fresh));
      setError(null);
    } catch (err) {
      setError(errorCodeOf(err as Parameters<typeof errorCodeOf>[0]));
    }
  };

  return (
    <Modal id="assignment-dialog-title" title={base ? t('form.editTitle', { slug: base.slug }) : t('form.newTitle')} closeLabel={t('close')} onClose={onClose} testId="assignment-dialog" wide>
      <form className="dialog-form" onSubmit={(e) => void submit(e)} noValidate data-testid="assignment-form" data-lock={base ? lock.state.status : 'none'}>
        {base && <LockBanner lock={lock} me={me?.id} ns="assignments" />}
        <fieldset className="form-section" disabled={busy || !editable}>
          <div className="form-grid">
            <FormField id="assignment-slug" label={t('form.slug')} error={errorOf('slug')}>
              <input id="assignment-slug" value={form.slug} maxLength={200} onChange={(e) => set('slug', e.target.value)} aria-invalid={Boolean(errorOf('slug'))} autoFocus data-testid="assignment-slug" />
            </FormField>
            <FormField id="assignment-date" label={t('form.date')} error={errorOf('date')}>
              <input id="assignment-date" type="date" value={form.date} onChange={(e) => set('date', e.target.value)} aria-invalid={Boolean(errorOf('date'))} data-testid="assignment-date" />
            </FormField>
            <FormField id="assignment-content" label={t('form.content')} error={errorOf('content')} wide>
              <textarea id="assignment-content" rows={6} value={form.content} onChange={(e) => set('content', e.target.value)} aria-invalid={Boolean(errorOf('content'))} data-testid="assignment-content" />
            </FormField>
            <div className={`field${errorOf('programIds') ? ' has-error' : ''}`}>
              <span id="assignment-programIds-label">{t('form.programIds')}</span>
              <CheckList<ProgramId> labelledBy="assignment-programIds-label" choices={(programs ?? []).map((p) => ({ id: p.id, label: p.name }))} chosen={form.programIds} onChange={(ids) => set('programIds', ids)} emptyText={t('form.noPrograms')} testId="assignment-programIds" />
              {errorOf('programIds') && (
                <span className="field-error" data-testid="error-assignment-programIds">
                  {errorOf('programIds')}
                </span>
              )}
            </div>
            <div className="field checks">
              <span>{t('form.indications')}</span>
              <label className="check">
                <input type="checkbox" checked={form.priority} onChange={(e) => set('priority', e.target.checked)} data-testid="assignment-priority" />
                <span>{t('form.priority')}</span>
              </label>
              <label className="check">
                <input type="checkbox" checked={form.pending} onChange={(e) => set('pending', e.target.checked)} data-testid="assignment-pending" />
                <span>{t('form.pending')}</span>
              </label>
            </div>
          </div>
        </fieldset>
        <fieldset className="assignment-fieldset-plain" disabled={busy || !editable}>
          <AssignmentLabelFields form={form} set={set} errorOf={errorOf} />
        </fieldset>
        <fieldset className="assignment-fieldset-plain" disabled={busy || !editable}>
          <AssignmentPeopleFields form={form} set={set} errorOf={errorOf} lockedOwner={lockedOwner} />
        </fieldset>
        <fieldset className="assignment-fieldset-plain" disabled={busy || !editable}>
          <AssignmentTeamsField form={form} set={set} errorOf={errorOf} />
        </fieldset>
        <fieldset className="form-section" disabled={busy || !editable}>
          <AttachmentsField id="assignment-attachments" ids={form.attachmentIds} onChange={(ids) => set('attachmentIds', ids)} onUploadingChange={setUploading} error={errorOf('attachmentIds')} />
        </fieldset>
        {error === 'conflict' && base ? (
          <div className="error-message" role="alert" data-testid="assignment-conflict">
            <span>{t('form.conflict')}</span>
            <button type="button" className="btn btn-small" onClick={() => void reload()} disabled={busy} data-testid="assignment-reload">
              {t('form.reload')}
            </button>
          </div>
        ) : (
          error && <ErrorMessage code={error} fields={others(ASSIGNMENT_FIELDS)} testId="assignment-form-error" />
        )}
        <footer className="modal-footer">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || uploading || !editable} data-testid="assignment-save">
            {busy ? t('saving') : base ? t('save') : t('create')}
          </button>
        </footer>
      </form>
    </Modal>
  );
}
