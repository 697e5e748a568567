/**
 * The production form (/productions/newProduction, /productions/editProduction/{id}): its main fields,
 * people and vehicles, tasks, schedule, resources and attachments (AttachmentsField: Save waits for
 * uploads still going). An existing one is edited only while this tab holds its edit lock
 * (useProductionLock, taken by the page): otherwise read only under the banner with the holder and Take
 * over; a tab whose lock was taken over is told so, and what it typed stays. A 422 puts each problem
 * beside its field; a 409 `conflict` says someone else saved it meanwhile and offers their version (the
 * documents' useDocumentEditor and DocumentEditorNotices). Saved, it opens the production's page (which
 * gives the lock back); leaving with unsaved changes asks first.
 */
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { Production } from '@newsroom/api';
import { DocumentEditorNotices } from '../documents/DocumentEditorNotices';
import { useDocumentEditor } from '../documents/useDocumentEditor';
import { AttachmentsField } from '../files/AttachmentsField';
import { LeaveGuard } from '../story/LeaveGuard';
import type { StoryLockControl } from '../story/useStoryLock';
import { PRODUCTIONS_PATH, productionPath } from './paths';
import { PRODUCTION_FIELDS, formOfProduction, productionInputOf, sameForm, type ProductionForm } from './productionForm';
import { ProductionListFields } from './ProductionListFields';
import { ProductionMainFields } from './ProductionMainFields';
import { ProductionPeopleFields } from './ProductionPeopleFields';
import { useCreateProductionMutation, useLazyProductionQuery, useUpdateProductionMutation } from './productionsApi';
import './productions.css';

interface Props {
  /** The production as the server has it; null: a new one, of the fields `start`. */
  production: Production | null;
  /** Its edit lock (null for a new one). */
  lock: StoryLockControl | null;
  start: ProductionForm;
  /** It went to the trash meanwhile: it can no longer be saved. */
  gone?: boolean;
}

export function ProductionEditor({ production, lock, start, gone = false }: Props) {
  const { t } = useTranslation('production');
  const navigate = useNavigate();
  const [create] = useCreateProductionMutation();
  const [update] = useUpdateProductionMutation();
  const [load] = useLazyProductionQuery();
  const editor = useDocumentEditor<Production, ProductionForm>({
    document: production,
    lock,
    start,
    gone,
    formOf: formOfProduction,
    same: sameForm,
    save: (form, base, lockUuid) => (base ? update(productionInputOf(form, { id: base.id, revision: base.revision, lockUuid })).unwrap() : create(productionInputOf(form)).unwrap()),
    load: (id) => load(id).unwrap(),
    onSaved: (done, created) => navigate(productionPath(done.id), { replace: created }),
  });
  const { base, form, set, errorOf, editable, busy, uploading, dirty, lockedOwner } = editor;

  const title = base ? t('editor.editTitle', { slug: base.slug }) : t('editor.newTitle');
  return (
    <section className="page productions-page production-editor" data-testid="production-editor" data-production-id={base?.id ?? ''} data-can-write={editable} data-dirty={dirty} data-lock={lock ? lock.state.status : 'none'}>
      <header className="page-heading productions-heading">
        <div>
          <Link to={base ? productionPath(base.id) : PRODUCTIONS_PATH} className="muted small" data-testid="production-editor-back">
            ‹ {base ? t('editor.backToProduction') : t('view.back')}
          </Link>
          <h1 data-testid="production-editor-title">{title}</h1>
        </div>
        <button type="submit" form="production-form" className="btn btn-primary" disabled={!editable || busy || uploading} data-testid="production-save">
          {busy ? t('saving') : base ? t('save') : t('create')}
        </button>
      </header>
      <DocumentEditorNotices
        ns="production"
        prefix="production"
        lock={lock}
        me={editor.me?.id}
        gone={gone}
        existing={base !== null}
        failure={editor.failure}
        fields={editor.others(PRODUCTION_FIELDS)}
        busy={busy}
        onReload={() => void editor.reload()}
        onDismiss={editor.dismiss}
      />
      <form id="production-form" className="production-form" onSubmit={(e) => void editor.submit(e)} noValidate data-testid="production-form">
        <fieldset className="production-fieldset" disabled={!editable || busy}>
          <ProductionMainFields form={form} set={set} errorOf={errorOf} />
          <ProductionListFields form={form} set={set} errorOf={errorOf} />
          <ProductionPeopleFields form={form} set={set} errorOf={errorOf} lockedOwner={lockedOwner} />
          <fieldset className="form-section">
            <AttachmentsField id="production-attachments" ids={form.attachmentIds} onChange={(ids) => set('attachmentIds', ids)} onUploadingChange={editor.setUploading} error={errorOf('attachmentIds')} />
          </fieldset>
        </fieldset>
      </form>
      <LeaveGuard when={dirty} slug={form.slug.trim() || base?.slug || t('editor.newTitle')} ns="production" />
    </section>
  );
}
