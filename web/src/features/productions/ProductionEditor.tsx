/**
 * The production form (/productions/newProduction, /productions/editProduction/{id}): its main fields,
 * people and vehicles, tasks, schedule, resources and attachments (AttachmentsField: Save waits for
 * uploads still going). An existing one is edited only while this tab holds its edit lock
 * (useProductionLock, taken by the page): otherwise read only under the banner with the holder and Take
 * over; a tab whose lock was taken over is told so, and what it typed stays. A 422 puts each problem
 * beside its field; a 409 `conflict` says someone else saved it meanwhile and offers their version.
 * Saved, it opens the production's page (which gives the lock back); leaving with unsaved changes asks
 * first.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { errorCodeOf, errorFieldsOf, type CallError, type Production } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { useFieldErrors } from '../../shared/ui/useFieldErrors';
import { useMeQuery } from '../auth/authApi';
import { AttachmentsField } from '../files/AttachmentsField';
import { LeaveGuard } from '../story/LeaveGuard';
import { LockBanner } from '../story/LockBanner';
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
  const { data: me } = useMeQuery();
  const [base, setBase] = useState(production);
  const [form, setForm] = useState<ProductionForm>(() => (production ? formOfProduction(production) : start));
  const { setProblems, errorOf, clear, others } = useFieldErrors();
  const [failure, setFailure] = useState<CallError | null>(null);
  const [uploading, setUploading] = useState(false);
  const [saved, setSaved] = useState(false);
  const [create, creating] = useCreateProductionMutation();
  const [update, updating] = useUpdateProductionMutation();
  const [load, loading] = useLazyProductionQuery();
  const editable = !gone && (base === null || Boolean(lock?.canEdit));
  const busy = creating.isLoading || updating.isLoading || loading.isFetching;
  const dirty = !saved && !sameForm(form, base ? formOfProduction(base) : start);
  const lockedOwner = base && me && base.owner.id !== me.id ? base.owner.nickname : null;
  const code = failure ? errorCodeOf(failure) : null;

  const set = <K extends keyof ProductionForm>(field: K, value: ProductionForm[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    clear(field);
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!editable || busy || uploading) return;
    setFailure(null);
    setProblems({});
    try {
      const done = base ? await update(productionInputOf(form, { id: base.id, revision: base.revision, lockUuid: lock?.uuid ?? '' })).unwrap() : await create(productionInputOf(form)).unwrap();
      setSaved(true);
      navigate(productionPath(done.id), { replace: !base });
    } catch (err) {
      setProblems(errorFieldsOf(err as CallError));
      setFailure(err as CallError);
      // Someone took the lock over: read only now, what was typed stays.
      if (errorCodeOf(err as CallError) === 'lock_lost') lock?.revoked();
    }
  };

  // Saved by someone else meanwhile: their version in the form, to edit again.
  const reload = async () => {
    if (!base) return;
    try {
      const fresh = await load(base.id).unwrap();
      setBase(fresh);
      setForm(formOfProduction(fresh));
      setFailure(null);
    } catch (err) {
      setFailure(err as CallError);
    }
  };

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
      {lock && !gone && <LockBanner lock={lock} me={me?.id} ns="production" />}
      {lock?.state.status === 'lost' && (
        <p className="story-notice danger" role="alert" data-testid="production-lock-lost">
          <span>{lock.holder ? t('lock.lostBy', { name: lock.holder.nickname }) : t('lock.lost')}</span>
        </p>
      )}
      {gone && (
        <p className="story-notice danger" role="alert" data-testid="production-gone">
          <span>{t('editor.gone')}</span>
        </p>
      )}
      {code === 'conflict' && base ? (
        <div className="error-message" role="alert" data-testid="production-conflict">
          <span>{t('editor.conflict')}</span>
          <button type="button" className="btn btn-small" onClick={() => void reload()} disabled={busy} data-testid="production-reload">
            {t('editor.reload')}
          </button>
        </div>
      ) : (
        failure && code !== 'lock_lost' && <ErrorMessage code={errorCodeOf(failure)} fields={others(PRODUCTION_FIELDS)} onDismiss={() => setFailure(null)} testId="production-save-error" />
      )}
      <form id="production-form" className="production-form" onSubmit={(e) => void submit(e)} noValidate data-testid="production-form">
        <fieldset className="production-fieldset" disabled={!editable || busy}>
          <ProductionMainFields form={form} set={set} errorOf={errorOf} />
          <ProductionListFields form={form} set={set} errorOf={errorOf} />
          <ProductionPeopleFields form={form} set={set} errorOf={errorOf} lockedOwner={lockedOwner} />
          <fieldset className="form-section">
            <AttachmentsField id="production-attachments" ids={form.attachmentIds} onChange={(ids) => set('attachmentIds', ids)} onUploadingChange={setUploading} error={errorOf('attachmentIds')} />
          </fieldset>
        </fieldset>
      </form>
      <LeaveGuard when={dirty} slug={form.slug.trim() || base?.slug || t('editor.newTitle')} ns="production" />
    </section>
  );
}
