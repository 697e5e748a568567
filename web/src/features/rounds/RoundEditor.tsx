/**
 * The round form (/rounds/newRound, /rounds/editRound/{id}): its main fields, its calls, who sees it (the
 * documents' PrivacyFields: only the owner changes it) and its attachments (AttachmentsField: Save waits
 * for uploads still going). An existing one is edited only while this tab holds its edit lock
 * (useRoundLock, taken by the page): otherwise read only under the banner with the holder and Take over;
 * a tab whose lock was taken over is told so, and what it typed stays. A 422 puts each problem beside its
 * field; a 409 `conflict` says someone else saved it meanwhile and offers their version (the documents'
 * useDocumentEditor and DocumentEditorNotices). Saved, it opens the round's page (which gives the lock
 * back); leaving with unsaved changes asks first.
 */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Round } from '@newsroom/api';
import { DocumentEditorNotices } from '../documents/DocumentEditorNotices';
import { PrivacyFields } from '../documents/PrivacyFields';
import { useDocumentEditor } from '../documents/useDocumentEditor';
import { AttachmentsField } from '../files/AttachmentsField';
import { LeaveGuard } from '../story/LeaveGuard';
import type { StoryLockControl } from '../story/useStoryLock';
import { ROUNDS_PATH, roundPath } from './paths';
import { RoundEntriesField } from './RoundEntriesField';
import { ROUND_FIELDS, formOfRound, roundInputOf, sameForm, type RoundForm } from './roundForm';
import { RoundMainFields } from './RoundMainFields';
import { useCreateRoundMutation, useLazyRoundQuery, useUpdateRoundMutation } from './roundsApi';
import './rounds.css';

interface Props {
  /** The round as the server has it; null: a new one, of the fields `start`. */
  round: Round | null;
  /** Its edit lock (null for a new one). */
  lock: StoryLockControl | null;
  start: RoundForm;
  /** It went to the trash meanwhile: it can no longer be saved. */
  gone?: boolean;
}

export function RoundEditor({ round, lock, start, gone = false }: Props) {
  const { t } = useTranslation('round');
  const navigate = useNavigate();
  const [create] = useCreateRoundMutation();
  const [update] = useUpdateRoundMutation();
  const [load] = useLazyRoundQuery();
  const editor = useDocumentEditor<Round, RoundForm>({
    document: round,
    lock,
    start,
    gone,
    formOf: formOfRound,
    same: sameForm,
    save: (form, base, lockUuid) => (base ? update({ id: base.id, input: roundInputOf(form, { revision: base.revision, lockUuid }) }).unwrap() : create(roundInputOf(form)).unwrap()),
    load: (id) => load(id).unwrap(),
    onSaved: (done, created) => navigate(roundPath(done.id), { replace: created }),
  });
  const { base, form, set, errorOf, editable, busy, uploading, dirty, lockedOwner } = editor;

  const title = base ? t('editor.editTitle', { slug: base.slug }) : t('editor.newTitle');
  return (
    <section className="page rounds-page round-editor" data-testid="round-editor" data-round-id={base?.id ?? ''} data-can-write={editable} data-dirty={dirty} data-lock={lock ? lock.state.status : 'none'}>
      <header className="page-heading rounds-heading">
        <div>
          <Link to={base ? roundPath(base.id) : `${ROUNDS_PATH}?date=${start.date}`} className="muted small" data-testid="round-editor-back">
            ‹ {base ? t('editor.backToRound') : t('view.back')}
          </Link>
          <h1 data-testid="round-editor-title">{title}</h1>
        </div>
        <button type="submit" form="round-form" className="btn btn-primary" disabled={!editable || busy || uploading} data-testid="round-save">
          {busy ? t('saving') : base ? t('save') : t('create')}
        </button>
      </header>
      <DocumentEditorNotices
        ns="round"
        prefix="round"
        lock={lock}
        me={editor.me?.id}
        gone={gone}
        existing={base !== null}
        failure={editor.failure}
        fields={editor.others(ROUND_FIELDS)}
        busy={busy}
        onReload={() => void editor.reload()}
        onDismiss={editor.dismiss}
      />
      <form id="round-form" className="round-form" onSubmit={(e) => void editor.submit(e)} noValidate data-testid="round-form">
        <fieldset className="round-fieldset" disabled={!editable || busy}>
          <RoundMainFields form={form} set={set} errorOf={errorOf} />
          <RoundEntriesField form={form} set={set} errorOf={errorOf} />
          <PrivacyFields prefix="round" ns="round" private={form.private} allowedUserIds={form.allowedUserIds} onPrivate={(on) => set('private', on)} onAllowed={(ids) => set('allowedUserIds', ids)} lockedOwner={lockedOwner} errorOf={errorOf} />
          <fieldset className="form-section">
            <AttachmentsField id="round-attachments" ids={form.attachmentIds} onChange={(ids) => set('attachmentIds', ids)} onUploadingChange={editor.setUploading} error={errorOf('attachmentIds')} />
          </fieldset>
        </fieldset>
      </form>
      <LeaveGuard when={dirty} slug={form.slug.trim() || base?.slug || t('editor.newTitle')} ns="round" />
    </section>
  );
}
