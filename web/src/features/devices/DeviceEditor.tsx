/**
 * The device form beside the list: /admin/devices/new registers a device, /admin/devices/:deviceId edits
 * one (with its live connection state) or deletes it after a confirmation. A 422's field messages are shown
 * beside their fields; a 409 says whether the name or MOS ID is taken or someone else saved the device
 * meanwhile (then the current version can be loaded). Administrators who may only read see it disabled.
 */
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { errorCodeOf, parseId, type ApiErrorCode } from '@newsroom/api';
import type { FormFieldProblem } from '../../shared/i18n/fieldMessage';
import type { Device, DeviceId } from '@newsroom/api';
import { useFieldMessage } from '../../shared/i18n/fieldMessage';
import { formatInstant } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { ConnectionBadge } from './ConnectionBadge';
import { conflictKind, fieldErrorsOf, isConflict, isNotFound, isValidationError, type ConflictKind } from './deviceErrors';
import { ConnectionFields, GeneralFields, ListFields, TemplateFields } from './DeviceFields';
import { deviceInputOf, formOfDevice, newDeviceForm, type DeviceField, type DeviceForm } from './deviceForm';
import type { DevicesNotice } from './DevicesPage';
import { useCreateDeviceMutation, useDeleteDeviceMutation, useDeviceQuery, useDevicesQuery, useLazyDeviceQuery, useUpdateDeviceMutation } from './devicesApi';

/** `new` or `:deviceId` under /admin/devices. */
export function DeviceEditor() {
  const { t } = useTranslation('devices');
  const { deviceId } = useParams();
  if (deviceId === undefined) return <DeviceFormPanel key="new" device={null} />;
  const id = parseId<DeviceId>(deviceId);
  if (id === null) return <PanelMessage text={t('form.notFound')} />;
  return <LoadedDevice id={id} />;
}

function LoadedDevice({ id }: { id: DeviceId }) {
  const { t } = useTranslation('devices');
  // The form starts from the device as it is now, never from a cached revision (that would only earn a
  // 409): it waits for the read made on opening. Later reads (after a 409) leave the form alone.
  const [openedAt] = useState(() => Date.now());
  const { data, error, isFetching, fulfilledTimeStamp } = useDeviceQuery(id, { refetchOnMountOrArgChange: true });
  const fresh = data !== undefined && fulfilledTimeStamp !== undefined && fulfilledTimeStamp >= openedAt;
  if (error && !isFetching && !fresh) {
    const code = errorCodeOf(error);
    return <PanelMessage text={code === 'not_found' ? t('form.notFound') : <ErrorMessage code={code} />} />;
  }
  if (!fresh) return <PanelMessage text={<Spinner />} />;
  return <DeviceFormPanel key={id} device={data} />;
}

function PanelMessage({ text }: { text: ReactNode }) {
  const { t } = useTranslation('devices');
  return (
    <aside className="device-panel" data-testid="device-panel">
      <header className="panel-header">
        <h2>{t('form.editTitle')}</h2>
        <CloseLink />
      </header>
      <div className="panel-empty">{text}</div>
    </aside>
  );
}

function CloseLink() {
  const { t } = useTranslation('devices');
  return (
    <Link to="/admin/devices" className="icon-btn" aria-label={t('form.close')} title={t('form.close')} data-testid="device-close">
      ✕
    </Link>
  );
}

type Problem = { kind: 'validation' } | { kind: 'conflict'; conflict: ConflictKind; current: Device | null } | { kind: 'error'; code: ApiErrorCode };

/** The fields the form shows an error beside; a 422 about any other field is listed above the buttons. */
const SHOWN_FIELDS: readonly string[] = ['name', 'type', 'protocol', 'vendor', 'plugin', 'host', 'mosId', 'lowerPort', 'upperPort', 'queryPort', 'profiles', 'channels', 'paths', 'charsets', 'templates', 'port', 'wsUrl'] satisfies DeviceField[];

function DeviceFormPanel({ device }: { device: Device | null }) {
  const { t, i18n } = useTranslation('devices');
  const navigate = useNavigate();
  const { data: user } = useMeQuery();
  const canWrite = hasRole(user?.roles, ROLES.adminWrite);
  const [form, setForm] = useState<DeviceForm>(() => (device ? formOfDevice(device) : newDeviceForm()));
  const [revision, setRevision] = useState(device?.revision ?? 0);
  const [errors, setErrors] = useState<Record<string, FormFieldProblem>>({});
  const fieldMessage = useFieldMessage();
  const [problem, setProblem] = useState<Problem | null>(null);
  const [create, creating] = useCreateDeviceMutation();
  const [update, updating] = useUpdateDeviceMutation();
  const [remove, removing] = useDeleteDeviceMutation();
  const [fetchDevice] = useLazyDeviceQuery();
  // The connection as the list last read it (every 5 s).
  const { listed } = useDevicesQuery(undefined, { selectFromResult: ({ data }) => ({ listed: data?.find((d) => d.id === device?.id) }) });
  const connection = (listed ?? device)?.connection;
  const busy = creating.isLoading || updating.isLoading || removing.isLoading;

  const set = <K extends keyof DeviceForm>(key: K, value: DeviceForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (key in errors) setErrors(({ [key]: _gone, ...rest }) => rest);
  };
  const errorOf = (field: DeviceField) => {
    const problem = errors[field];
    return problem ? fieldMessage(problem) : undefined;
  };
  const close = (notice: DevicesNotice) => navigate('/admin/devices', { state: { notice } });

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!canWrite || busy) return;
    const result = deviceInputOf(form, revision);
    if (!result.ok) {
      setErrors(result.errors);
      setProblem({ kind: 'validation' });
      return;
    }
    setErrors({});
    setProblem(null);
    try {
      if (device) {
        await update({ id: device.id, input: result.input }).unwrap();
        close('saved');
      } else {
        const { revision: _none, ...spec } = result.input;
        await create(spec).unwrap();
        close('created');
      }
    } catch (err) {
      const failure = err as Parameters<typeof errorCodeOf>[0];
      if (isValidationError(failure)) {
        setErrors(fieldErrorsOf(failure));
        setProblem({ kind: 'validation' });
      } else if (device && isNotFound(failure)) {
        setProblem({ kind: 'conflict', conflict: 'gone', current: null });
      } else if (isConflict(failure)) {
        const current = device ? await fetchDevice(device.id).unwrap().catch(() => null) : null;
        setProblem({ kind: 'conflict', conflict: device ? conflictKind(revision, current) : 'duplicate', current });
      } else {
        setProblem({ kind: 'error', code: errorCodeOf(failure) });
      }
    }
  };

  const reload = (current: Device) => {
    setForm(formOfDevice(current));
    setRevision(current.revision);
    setErrors({});
    setProblem(null);
  };

  const del = async () => {
    if (!device || !window.confirm(t('form.confirmDelete', { name: device.spec.name }))) return;
    try {
      await remove(device.id).unwrap();
      close('deleted');
    } catch (err) {
      setProblem({ kind: 'error', code: errorCodeOf(err as Parameters<typeof errorCodeOf>[0]) });
    }
  };

  const otherFieldErrors = Object.fromEntries(Object.entries(errors).filter(([field]) => !SHOWN_FIELDS.includes(field)));
  const lastSeen = connection?.lastSeen ? formatInstant(connection.lastSeen, i18n.language) : null;

  return (
    <aside className="device-panel" data-testid="device-panel" data-device-id={device?.id} aria-labelledby="device-panel-title">
      <header className="panel-header">
        <h2 id="device-panel-title">{device ? t('form.editTitle') : t('form.newTitle')}</h2>
        <CloseLink />
      </header>
      {device && connection && (
        <dl className="connection-summary" data-testid="device-connection">
          <div>
            <dt>{t('form.state')}</dt>
            <dd>
              <ConnectionBadge state={connection.state} testId="device-panel-state" />
            </dd>
          </div>
          <div>
            <dt>{t('form.lastSeen')}</dt>
            <dd className="num">{lastSeen ? `${lastSeen.date} ${lastSeen.time}` : t('form.never')}</dd>
          </div>
          {connection.lastError && (
            <div className="wide">
              <dt>{t('form.lastError')}</dt>
              <dd className="last-error" data-testid="device-last-error">
                {connection.lastError}
              </dd>
            </div>
          )}
        </dl>
      )}
      {!canWrite && <p className="muted panel-note">{t('form.readOnly')}</p>}
      <form className="device-form" onSubmit={(e) => void submit(e)} noValidate data-testid="device-form">
        <fieldset className="form-body" disabled={!canWrite || busy}>
          <GeneralFields form={form} set={set} errorOf={errorOf} />
          <ConnectionFields form={form} set={set} errorOf={errorOf} />
          <ListFields form={form} set={set} errorOf={errorOf} disabled={!canWrite} />
          {(form.type === 'CG' || form.templates.length > 0) && <TemplateFields form={form} set={set} errorOf={errorOf} disabled={!canWrite} />}
        </fieldset>
        {problem?.kind === 'validation' && <ErrorMessage code="validation" fields={otherFieldErrors} testId="device-form-error" />}
        {problem?.kind === 'error' && <ErrorMessage code={problem.code} testId="device-form-error" />}
        {problem?.kind === 'conflict' && (
          <div className="error-message" role="alert" data-testid="device-form-error" data-code="conflict" data-conflict={problem.conflict}>
            <span>{t(`conflict.${problem.conflict}`)}</span>
            {problem.conflict === 'stale' && problem.current && (
              <button type="button" className="btn btn-small" onClick={() => problem.current && reload(problem.current)} data-testid="device-reload">
                {t('conflict.reload')}
              </button>
            )}
          </div>
        )}
        <footer className="panel-footer">
          {canWrite && (
            <button type="submit" className="btn btn-primary" disabled={busy} data-testid="device-save">
              {creating.isLoading || updating.isLoading ? t('form.saving') : device ? t('form.save') : t('form.create')}
            </button>
          )}
          <Link to="/admin/devices" className="btn btn-ghost" data-testid="device-cancel">
            {canWrite ? t('form.cancel') : t('form.close')}
          </Link>
          <span className="spacer" />
          {canWrite && device && (
            <button type="button" className="btn btn-danger" onClick={() => void del()} disabled={busy} data-testid="device-delete">
              {t('form.delete')}
            </button>
          )}
        </footer>
      </form>
    </aside>
  );
}
