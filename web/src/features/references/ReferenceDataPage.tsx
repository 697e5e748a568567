/**
 * /admin/registrations (admin read; changes need admin write): the reference data of documents (web.md
 * section 3, "classification, editorial, type, vehicle"; the admin area's "registrations"), one list per
 * kind: add, rename, delete, with how many documents name each value; the categories of the events of
 * reports (a report names those its events have); and the round's segments and
 * institutions (an institution in a segment, with a phone and a person to ask for; a segment's usage is
 * its institutions); and the groups of contacts (a group's usage is its contacts). A name its list has is refused
 * (409 `conflict`); a value a document names cannot be deleted (409 `reference_in_use`): the count says
 * why before anyone tries.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorFieldsOf, mediumValues, type ApiErrorCode, type Medium, type ReferenceItem } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useFieldErrors } from '../../shared/ui/useFieldErrors';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { REFERENCE_KINDS, useDeleteReferenceMutation, useReferencesQuery, useReferenceUsageQuery, useSaveReferenceMutation, type ReferenceKind } from './referencesApi';

type Notice = 'created' | 'saved' | 'deleted';

export function ReferenceDataPage() {
  const { t } = useTranslation('admin');
  const [kind, setKind] = useState<ReferenceKind>('classifications');
  return (
    <section className="admin-page" data-testid="references-page">
      <header className="admin-heading page-heading">
        <div>
          <p className="eyebrow">{t('eyebrow')}</p>
          <h1>{t('references.title')}</h1>
          <p className="muted">{t('references.intro')}</p>
        </div>
      </header>
      <div className="segmented" role="tablist" aria-label={t('references.title')}>
        {REFERENCE_KINDS.map((k) => (
          <button key={k} type="button" role="tab" aria-selected={k === kind} className={`btn btn-small${k === kind ? ' btn-primary' : ''}`} onClick={() => setKind(k)} data-testid={`references-tab-${k}`}>
            {t(`references.kinds.${k}`)}
          </button>
        ))}
      </div>
      {/* A fresh list per kind: what was typed or failed for one is not shown under another. */}
      <ReferenceList key={kind} kind={kind} />
    </section>
  );
}

/** What a value's usage counts: the institutions of a segment, the contacts of a group, else documents. */
function usedByKey(kind: ReferenceKind) {
  if (kind === 'segments') return 'references.institutionsIn' as const;
  return kind === 'contact_groups' ? ('references.contactsIn' as const) : ('references.usedBy' as const);
}

/** Why a value in use cannot be deleted, in the words of what uses it. */
function inUseKey(kind: ReferenceKind) {
  if (kind === 'segments') return 'references.segmentInUse' as const;
  return kind === 'contact_groups' ? ('references.groupInUse' as const) : ('references.inUse' as const);
}

function ReferenceList({ kind }: { kind: ReferenceKind }) {
  const { t } = useTranslation('admin');
  const { data: me } = useMeQuery();
  const canWrite = hasRole(me?.roles, ROLES.adminWrite);
  const { data: items, error, isLoading } = useReferencesQuery(kind);
  const { data: usage } = useReferenceUsageQuery(kind);
  const [editing, setEditing] = useState<ReferenceItem | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [failure, setFailure] = useState<ApiErrorCode | null>(null);
  const [remove] = useDeleteReferenceMutation();
  const usedBy = (id: number) => usage?.find((u) => u.id === id)?.count ?? 0;
  const { data: segments } = useReferencesQuery('segments', { skip: kind !== 'institutions' });
  const segmentName = (id: number | null | undefined) => segments?.find((x) => x.id === id)?.name ?? '—';

  const del = async (item: ReferenceItem) => {
    setNotice(null);
    setFailure(null);
    if (!window.confirm(t('references.confirmDelete', { name: item.name }))) return;
    try {
      await remove({ kind, id: item.id }).unwrap();
      setNotice('deleted');
    } catch (err) {
      setFailure(errorCodeOf(err as Parameters<typeof errorCodeOf>[0]));
    }
  };

  return (
    <div className="reference-list" data-testid={`references-${kind}`}>
      {canWrite && (
        <ReferenceForm
          key={editing?.id ?? 'new'}
          kind={kind}
          item={editing}
          onDone={(n) => {
            setEditing(null);
            setFailure(null);
            setNotice(n);
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      {notice && (
        <p className="form-notice" role="status" data-testid="references-notice" data-notice={notice}>
          {t(`references.notices.${notice}`)}
        </p>
      )}
      {failure && <ErrorMessage code={failure} onDismiss={() => setFailure(null)} testId="references-error" />}
      {isLoading && <Spinner />}
      {!items && error && <ErrorMessage code={errorCodeOf(error)} />}
      {items && items.length === 0 && (
        <p className="muted" data-testid="references-empty">
          {t('references.empty')}
        </p>
      )}
      {items && items.length > 0 && (
        <table className="data-table" data-testid="references-table">
          <thead>
            <tr>
              <th>{t('references.columns.name')}</th>
              {kind === 'vehicles' && <th>{t('references.columns.medium')}</th>}
              {kind === 'institutions' && (
                <>
                  <th>{t('references.columns.segment')}</th>
                  <th>{t('references.columns.phone')}</th>
                  <th>{t('references.columns.contact')}</th>
                </>
              )}
              {kind !== 'institutions' && <th className="right">{t('references.columns.usage')}</th>}
              {canWrite && <th className="right">{t('references.columns.actions')}</th>}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} data-testid={`reference-row-${item.id}`} data-name={item.name}>
                <td className="name">{item.name}</td>
                {kind === 'vehicles' && <td>{item.medium ? t(`references.media.${item.medium}`) : '—'}</td>}
                {kind === 'institutions' && (
                  <>
                    <td data-testid={`reference-segment-${item.id}`}>{segmentName(item.segmentId)}</td>
                    <td>{item.phone ? <a href={`tel:${item.phone.replace(/[^\d+]/g, '')}`}>{item.phone}</a> : '—'}</td>
                    <td>{item.contact || '—'}</td>
                  </>
                )}
                {kind !== 'institutions' && (
                  <td className="right" data-testid={`reference-usage-${item.id}`}>
                    {t(usedByKey(kind), { count: usedBy(item.id) })}
                  </td>
                )}
                {canWrite && (
                  <td className="right actions">
                    <button type="button" className="btn btn-small" onClick={() => setEditing(item)} data-testid={`reference-edit-${item.id}`}>
                      {t(kind === 'institutions' ? 'references.actions.edit' : 'references.actions.rename')}
                    </button>
                    <button type="button" className="btn btn-small btn-danger" onClick={() => void del(item)} disabled={usedBy(item.id) > 0} title={usedBy(item.id) > 0 ? t(inUseKey(kind)) : undefined} data-testid={`reference-delete-${item.id}`}>
                      {t('references.actions.delete')}
                    </button>
                  </td>
                )}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}

/** Adds a value (`item` null) or renames one; the 422 and 409 answers stand beside the name. */
function ReferenceForm({ kind, item, onDone, onCancel }: { kind: ReferenceKind; item: ReferenceItem | null; onDone: (n: Notice) => void; onCancel: () => void }) {
  const { t } = useTranslation('admin');
  const [name, setName] = useState(item?.name ?? '');
  const [medium, setMedium] = useState<Medium | ''>(item?.medium ?? '');
  const [segmentId, setSegmentId] = useState<number>(item?.segmentId ?? 0);
  const [phone, setPhone] = useState(item?.phone ?? '');
  const [contact, setContact] = useState(item?.contact ?? '');
  const institution = kind === 'institutions';
  const { data: segments } = useReferencesQuery('segments', { skip: !institution });
  const [failure, setFailure] = useState<ApiErrorCode | null>(null);
  const { setProblems, errorOf, clear, others } = useFieldErrors();
  const [save, saving] = useSaveReferenceMutation();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    setProblems({});
    try {
      const extra = institution ? { segmentId: segmentId > 0 ? segmentId : null, phone, contact } : {};
      await save({ kind, id: item?.id ?? null, input: { name, ...(kind === 'vehicles' && medium ? { medium } : {}), ...extra } }).unwrap();
      if (!item) {
        setName('');
        setMedium('');
        setPhone('');
        setContact('');
      }
      onDone(item ? 'saved' : 'created');
    } catch (err) {
      const f = err as Parameters<typeof errorCodeOf>[0];
      setProblems(errorFieldsOf(f));
      setFailure(errorCodeOf(f));
    }
  };
  const nameError = errorOf('name') ?? (failure === 'conflict' ? t('references.taken') : undefined);
  return (
    <form className="reference-form" onSubmit={(e) => void submit(e)} noValidate data-testid="reference-form">
      <div className={`field${nameError ? ' has-error' : ''}`}>
        <label htmlFor="reference-name">{item ? t('references.renameLabel', { name: item.name }) : t(`references.newLabel.${kind}`)}</label>
        <input
          id="reference-name"
          value={name}
          maxLength={100}
          onChange={(e) => {
            setName(e.target.value);
            clear('name');
            setFailure(null);
          }}
          aria-invalid={Boolean(nameError)}
          data-testid="reference-name"
        />
        {nameError && (
          <span className="field-error" data-testid="error-reference-name">
            {nameError}
          </span>
        )}
      </div>
      {kind === 'vehicles' && (
        <div className="field">
          <label htmlFor="reference-medium">{t('references.columns.medium')}</label>
          <select id="reference-medium" value={medium} onChange={(e) => setMedium(e.target.value as Medium | '')} data-testid="reference-medium">
            <option value="">—</option>
            {mediumValues.map((m) => (
              <option key={m} value={m}>
                {t(`references.media.${m}`)}
              </option>
            ))}
          </select>
        </div>
      )}
      {institution && (
        <>
          <div className={`field${errorOf('segmentId') ? ' has-error' : ''}`}>
            <label htmlFor="reference-segment">{t('references.columns.segment')}</label>
            <select
              id="reference-segment"
              value={segmentId}
              onChange={(e) => {
                setSegmentId(Number(e.target.value));
                clear('segmentId');
              }}
              aria-invalid={Boolean(errorOf('segmentId'))}
              data-testid="reference-segment"
            >
              <option value={0}>—</option>
              {segments?.map((x) => (
                <option key={x.id} value={x.id}>
                  {x.name}
                </option>
              ))}
            </select>
            {errorOf('segmentId') && (
              <span className="field-error" data-testid="error-reference-segment">
                {errorOf('segmentId')}
              </span>
            )}
          </div>
          <div className={`field${errorOf('phone') ? ' has-error' : ''}`}>
            <label htmlFor="reference-phone">{t('references.columns.phone')}</label>
            <input
              id="reference-phone"
              type="tel"
              value={phone}
              maxLength={40}
              onChange={(e) => {
                setPhone(e.target.value);
                clear('phone');
              }}
              aria-invalid={Boolean(errorOf('phone'))}
              data-testid="reference-phone"
            />
            {errorOf('phone') && (
              <span className="field-error" data-testid="error-reference-phone">
                {errorOf('phone')}
              </span>
            )}
          </div>
          <div className={`field${errorOf('contact') ? ' has-error' : ''}`}>
            <label htmlFor="reference-contact">{t('references.columns.contact')}</label>
            <input
              id="reference-contact"
              value={contact}
              maxLength={100}
              onChange={(e) => {
                setContact(e.target.value);
                clear('contact');
              }}
              aria-invalid={Boolean(errorOf('contact'))}
              data-testid="reference-contact"
            />
            {errorOf('contact') && <span className="field-error">{errorOf('contact')}</span>}
          </div>
        </>
      )}
      <div className="reference-form-actions">
        <button type="submit" className="btn btn-primary" disabled={saving.isLoading} data-testid="reference-save">
          {item ? t('references.actions.save') : t('references.actions.add')}
        </button>
        {item && (
          <button type="button" className="btn btn-ghost" onClick={onCancel}>
            {t('references.actions.cancel')}
          </button>
        )}
      </div>
      {failure && failure !== 'conflict' && <ErrorMessage code={failure} fields={others(['name', 'segmentId', 'phone', 'contact'])} testId="reference-form-error" />}
    </form>
  );
}
