/**
 * The sections of the device form: the device, its connection (what each protocol needs: MOS ID, ports
 * and profiles for MOS; host and port for II; the web service's URL and credentials for WS), its
 * channels, paths and character sets, and its CG templates. Each field shows its error beside it.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { DEFAULT_PORTS, II_DEFAULT_PORT, MOS_VERSIONS, newTemplate, PORT_FIELDS, toggleProfile, type DeviceField, type DeviceForm, type TemplateForm } from './deviceForm';
import { TagList } from './TagList';
import { deviceTypeValues, protocolValues } from '@newsroom/api';
import { DEVICE_PLUGINS, MOS_PROFILES } from './deviceChoices';

export interface FieldsProps {
  form: DeviceForm;
  set: <K extends keyof DeviceForm>(key: K, value: DeviceForm[K]) => void;
  /** The error to show beside a field, if any. */
  errorOf: (field: DeviceField) => string | undefined;
}

const inputId = (field: string) => `device-${field}`;

/** A labelled control with its hint and its error. */
function Field({ field, label, error, hint, children, wide = false }: { field: string; label: string; error?: string; hint?: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={`field${error ? ' has-error' : ''}${wide ? ' wide' : ''}`} data-field={field}>
      <label htmlFor={inputId(field)}>{label}</label>
      {children}
      {hint && !error && <span className="hint">{hint}</span>}
      {error && (
        <span className="field-error" data-testid={`device-error-${field}`}>
          {error}
        </span>
      )}
    </div>
  );
}

export function GeneralFields({ form, set, errorOf }: FieldsProps) {
  const { t } = useTranslation('devices');
  return (
    <fieldset className="form-section">
      <legend>{t('form.general')}</legend>
      <div className="form-grid">
        <Field field="name" label={t('form.name')} error={errorOf('name')} wide>
          <input id={inputId('name')} value={form.name} onChange={(e) => set('name', e.target.value)} maxLength={200} aria-invalid={Boolean(errorOf('name'))} data-testid="device-field-name" />
        </Field>
        <Field field="type" label={t('form.type')} error={errorOf('type')}>
          <select id={inputId('type')} value={form.type} onChange={(e) => set('type', e.target.value as DeviceForm['type'])} data-testid="device-field-type">
            {deviceTypeValues.map((type) => (
              <option key={type} value={type}>
                {t(`types.${type}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field field="protocol" label={t('form.protocol')} error={errorOf('protocol')}>
          <select id={inputId('protocol')} value={form.protocol} onChange={(e) => set('protocol', e.target.value as DeviceForm['protocol'])} data-testid="device-field-protocol">
            {protocolValues.map((protocol) => (
              <option key={protocol} value={protocol}>
                {t(`protocols.${protocol}`)}
              </option>
            ))}
          </select>
        </Field>
        <Field field="vendor" label={t('form.vendor')} error={errorOf('vendor')}>
          <input id={inputId('vendor')} value={form.vendor} onChange={(e) => set('vendor', e.target.value)} data-testid="device-field-vendor" />
        </Field>
        <Field field="plugin" label={t('form.plugin')} error={errorOf('plugin')}>
          <select id={inputId('plugin')} value={form.plugin} onChange={(e) => set('plugin', e.target.value as DeviceForm['plugin'])} data-testid="device-field-plugin">
            {DEVICE_PLUGINS.map((plugin) => (
              <option key={plugin} value={plugin}>
                {t(`plugins.${plugin}`)}
              </option>
            ))}
          </select>
        </Field>
        <div className="field wide">
          <label className="check">
            <input type="checkbox" checked={form.enabled} onChange={(e) => set('enabled', e.target.checked)} data-testid="device-field-enabled" />
            <span>{t('form.enabled')}</span>
          </label>
          <span className="hint">{t('form.enabledHint')}</span>
        </div>
      </div>
    </fieldset>
  );
}

/** HTTP Basic credentials: MOS 4.0 (both directions) and WS devices. */
function CredentialFields({ form, set, errorOf }: FieldsProps) {
  const { t } = useTranslation('devices');
  return (
    <>
      <Field field="username" label={t('form.username')} error={errorOf('username')}>
        <input id={inputId('username')} value={form.username} autoComplete="off" onChange={(e) => set('username', e.target.value)} data-testid="device-field-username" />
      </Field>
      <Field field="password" label={t('form.password')} error={errorOf('password')} hint={form.hasPassword ? t('form.passwordKept') : undefined}>
        <input id={inputId('password')} type="password" autoComplete="new-password" value={form.password} onChange={(e) => set('password', e.target.value)} data-testid="device-field-password" />
      </Field>
    </>
  );
}

/** WS: the web service's base URL and its credentials. */
function WebServiceFields(props: FieldsProps) {
  const { form, set, errorOf } = props;
  const { t } = useTranslation('devices');
  return (
    <div className="form-grid">
      <Field field="wsUrl" label={t('form.wsBaseUrl')} error={errorOf('wsUrl')} hint={t('form.wsBaseUrlHint')} wide>
        <input id={inputId('wsUrl')} value={form.wsUrl} onChange={(e) => set('wsUrl', e.target.value)} spellCheck={false} placeholder="https://cg.example/newsroom" aria-invalid={Boolean(errorOf('wsUrl'))} data-testid="device-field-wsUrl" />
      </Field>
      <CredentialFields {...props} />
    </div>
  );
}

export function ConnectionFields(props: FieldsProps) {
  const { form, set, errorOf } = props;
  const { t } = useTranslation('devices');
  const mos = form.protocol === 'MOS';
  const ii = form.protocol === 'II';
  if (form.protocol === 'WS') {
    return (
      <fieldset className="form-section">
        <legend>{t('form.connection')}</legend>
        <WebServiceFields {...props} />
      </fieldset>
    );
  }
  return (
    <fieldset className="form-section">
      <legend>{t('form.connection')}</legend>
      <div className="form-grid">
        <Field field="host" label={t('form.host')} error={errorOf('host')}>
          <input id={inputId('host')} value={form.host} onChange={(e) => set('host', e.target.value)} spellCheck={false} aria-invalid={Boolean(errorOf('host'))} data-testid="device-field-host" />
        </Field>
        {ii && (
          <Field field="port" label={t('form.port')} error={errorOf('port')} hint={t('form.portHint', { port: II_DEFAULT_PORT })}>
            <input id={inputId('port')} className="num" inputMode="numeric" value={form.port} onChange={(e) => set('port', e.target.value)} aria-invalid={Boolean(errorOf('port'))} data-testid="device-field-port" />
          </Field>
        )}
        {mos && (
          <Field field="mosId" label={t('form.mosId')} error={errorOf('mosId')}>
            <input id={inputId('mosId')} value={form.mosId} onChange={(e) => set('mosId', e.target.value)} spellCheck={false} aria-invalid={Boolean(errorOf('mosId'))} data-testid="device-field-mosId" />
          </Field>
        )}
      </div>
      {mos && (
        <div className="form-grid">
          <Field field="mosVersion" label={t('form.mosVersion')} error={errorOf('mosVersion')}>
            <select id={inputId('mosVersion')} value={form.mosVersion} onChange={(e) => set('mosVersion', e.target.value)} data-testid="device-field-mosVersion">
              {MOS_VERSIONS.map((v) => (
                <option key={v} value={v}>{v === '4.0' ? t('form.mosVersion_4_0') : t('form.mosVersion_2_8_5')}</option>
              ))}
            </select>
          </Field>
          {form.mosVersion === '4.0' && (
            <>
              <Field field="wsUrl" label={t('form.wsUrl')} error={errorOf('wsUrl')} hint={t('form.wsUrlHint')}>
                <input id={inputId('wsUrl')} value={form.wsUrl} disabled={form.passive} onChange={(e) => set('wsUrl', e.target.value)} spellCheck={false} placeholder="wss://host:10543/mos" data-testid="device-field-wsUrl" />
              </Field>
              <label className="check">
                <input type="checkbox" checked={form.passive} onChange={(e) => set('passive', e.target.checked)} data-testid="device-field-passive" />
                <span>{t('form.passive')}</span>
              </label>
              <CredentialFields {...props} />
            </>
          )}
        </div>
      )}
      {mos && form.mosVersion !== '4.0' && (
        <div className="form-grid ports">
            {PORT_FIELDS.map((port) => (
              <Field key={port} field={port} label={t(`form.${port}`)} error={errorOf(port)} hint={t('form.portHint', { port: DEFAULT_PORTS[port] })}>
                <input id={inputId(port)} className="num" inputMode="numeric" value={form[port]} onChange={(e) => set(port, e.target.value)} aria-invalid={Boolean(errorOf(port))} data-testid={`device-field-${port}`} />
              </Field>
            ))}
        </div>
      )}
      {mos && (
        <>
          <div className={`field${errorOf('profiles') ? ' has-error' : ''}`} role="group" aria-labelledby="device-profiles-label">
            <span id="device-profiles-label">{t('form.profiles')}</span>
            <div className="profiles" data-testid="device-field-profiles">
              {MOS_PROFILES.map((n) => (
                <label key={n} className="check profile">
                  <input type="checkbox" checked={form.profiles.includes(n)} onChange={(e) => set('profiles', toggleProfile(form.profiles, n, e.target.checked))} data-testid={`device-profile-${n}`} />
                  <span className="num profile-n">{n}</span>
                  <span>{t(`profiles.${n}`)}</span>
                </label>
              ))}
            </div>
            {errorOf('profiles') && (
              <span className="field-error" data-testid="device-error-profiles">
                {errorOf('profiles')}
              </span>
            )}
          </div>
        </>
      )}
    </fieldset>
  );
}

const LISTS = ['channels', 'paths', 'charsets'] as const;

export function ListFields({ form, set, errorOf, disabled }: FieldsProps & { disabled: boolean }) {
  const { t } = useTranslation('devices');
  return (
    <fieldset className="form-section">
      <legend>{t('form.lists')}</legend>
      {LISTS.map((list) => (
        <Field key={list} field={list} label={t(`form.${list}`)} error={errorOf(list)} hint={list === 'charsets' && form.protocol === 'II' ? t('form.charsetsHintIi') : undefined}>
          <TagList id={inputId(list)} tags={form[list]} onChange={(tags) => set(list, tags)} disabled={disabled} testId={`device-field-${list}`} />
        </Field>
      ))}
    </fieldset>
  );
}

/** CG templates: id, name and fields of each, added and removed. */
export function TemplateFields({ form, set, errorOf, disabled }: FieldsProps & { disabled: boolean }) {
  const { t } = useTranslation('devices');
  const change = (key: string, patch: Partial<TemplateForm>) => set('templates', form.templates.map((tpl) => (tpl.key === key ? { ...tpl, ...patch } : tpl)));
  const error = errorOf('templates');
  return (
    <fieldset className="form-section" data-testid="device-templates">
      <legend>{t('form.templates')}</legend>
      {form.templates.length === 0 && <p className="muted">{t('form.noTemplates')}</p>}
      {form.templates.map((tpl, i) => (
        <div key={tpl.key} className="template" data-testid={`device-template-${i}`}>
          <label className="field template-id">
            <span>{t('form.templateId')}</span>
            <input className="num" inputMode="numeric" value={tpl.id} onChange={(e) => change(tpl.key, { id: e.target.value })} data-testid={`device-template-${i}-id`} />
          </label>
          <label className="field template-name">
            <span>{t('form.templateName')}</span>
            <input value={tpl.name} onChange={(e) => change(tpl.key, { name: e.target.value })} data-testid={`device-template-${i}-name`} />
          </label>
          <div className="field template-fields">
            <span>{t('form.templateFields')}</span>
            <TagList id={`device-template-${i}-fields`} tags={tpl.fields} onChange={(fields) => change(tpl.key, { fields })} disabled={disabled} testId={`device-template-${i}-fields`} ariaLabel={t('form.templateFields')} />
          </div>
          {!disabled && (
            <button type="button" className="btn btn-small btn-ghost danger" onClick={() => set('templates', form.templates.filter((x) => x.key !== tpl.key))} data-testid={`device-template-${i}-remove`}>
              {t('form.removeTemplate')}
            </button>
          )}
        </div>
      ))}
      {error && (
        <span className="field-error" data-testid="device-error-templates">
          {error}
        </span>
      )}
      {!disabled && (
        <button type="button" className="btn btn-small" onClick={() => set('templates', [...form.templates, newTemplate(form.templates)])} data-testid="device-template-add">
          {t('form.addTemplate')}
        </button>
      )}
    </fieldset>
  );
}
