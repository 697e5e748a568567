/**
 * The device form and the API's device, both ways (pure). Ports are typed as text: empty means the MOS
 * default (sent as 0), a number is sent as it is and the server judges its range (422 `lowerPort`...),
 * anything else is refused here with the server's own message key. Tag lists (channels, paths, charsets,
 * template fields) are trimmed, without empty or repeated entries.
 */
import type { Device, DeviceIn, DeviceSpec, DeviceTemplate, DeviceTemplateIn, DeviceType, Protocol } from '@newsroom/api';
import type { FormFieldProblem } from '../../shared/i18n/fieldMessage';
import { DEVICE_PLUGINS, isOneOf, type DevicePlugin } from './deviceChoices';

/** The II port when none is given: Chyron's Intelligent Interface Telnet server (docs/devices.md). */
export const II_DEFAULT_PORT = 23;

/** The MOS default ports, shown in a new form. */
export const DEFAULT_PORTS = { lowerPort: 10540, upperPort: 10541, queryPort: 10542 } as const;
export type PortField = keyof typeof DEFAULT_PORTS;
export const PORT_FIELDS = Object.keys(DEFAULT_PORTS) as PortField[];

export interface TemplateForm {
  /** A key for React, stable while the template is edited. */
  key: string;
  id: string;
  name: string;
  fields: string[];
}

export interface DeviceForm {
  name: string;
  type: DeviceType;
  protocol: Protocol;
  vendor: string;
  plugin: DevicePlugin;
  host: string;
  mosId: string;
  lowerPort: string;
  upperPort: string;
  queryPort: string;
  profiles: number[];
  channels: string[];
  paths: string[];
  charsets: string[];
  templates: TemplateForm[];
  enabled: boolean;
  mosVersion: string;
  wsUrl: string;
  passive: boolean;
  username: string;
  /** Typed only to set or change it; empty keeps the stored one. */
  password: string;
  /** The device has a stored password. */
  hasPassword: boolean;
  /** II: the TCP port; empty means the default ({@link II_DEFAULT_PORT}). */
  port: string;
}

/** MOS versions a device may speak. */
export const MOS_VERSIONS = ['2.8.5', '4.0'] as const;

/** The field names of the API (and of its 422 `fields`) a form can show an error beside. */
export type DeviceField = keyof DeviceSpec | 'password';

let templateKeys = 0;
const templateKey = () => `t${(templateKeys += 1)}`;

/** A new device: a MOS playout server on the default ports, profiles 0-2, enabled. */
export function newDeviceForm(): DeviceForm {
  return {
    name: '',
    type: 'PLAYOUT',
    protocol: 'MOS',
    vendor: '',
    plugin: 'none',
    host: '',
    mosId: '',
    lowerPort: String(DEFAULT_PORTS.lowerPort),
    upperPort: String(DEFAULT_PORTS.upperPort),
    queryPort: String(DEFAULT_PORTS.queryPort),
    profiles: [0, 1, 2],
    channels: [],
    paths: [],
    charsets: [],
    templates: [],
    enabled: true,
    mosVersion: '2.8.5',
    wsUrl: '',
    passive: false,
    username: '',
    password: '',
    hasPassword: false,
    port: '',
  };
}

export function templateForm(t: DeviceTemplate): TemplateForm {
  return { key: templateKey(), id: String(t.id), name: t.name, fields: [...t.fields] };
}

/** A device's settings in the form. */
export function formOfDevice(device: Pick<Device, 'spec'> & Partial<Pick<Device, 'hasPassword'>>): DeviceForm {
  const s = device.spec;
  return {
    name: s.name,
    type: s.type,
    protocol: s.protocol,
    vendor: s.vendor,
    // A plugin the form cannot offer (the document gives no list) shows as the new device's default.
    plugin: isOneOf(DEVICE_PLUGINS, s.plugin) ? s.plugin : newDeviceForm().plugin,
    host: s.host,
    mosId: s.mosId,
    lowerPort: String(s.lowerPort),
    upperPort: String(s.upperPort),
    queryPort: String(s.queryPort),
    profiles: [...s.profiles].sort((a, b) => a - b),
    channels: [...s.channels],
    paths: [...s.paths],
    charsets: [...s.charsets],
    templates: s.templates.map(templateForm),
    enabled: s.enabled,
    mosVersion: s.mosVersion || '2.8.5',
    wsUrl: s.wsUrl,
    passive: s.passive,
    username: s.username,
    password: '',
    hasPassword: Boolean(device.hasPassword),
    port: s.port ? String(s.port) : '',
  };
}

/** A new template: the next free id, no name, no fields. */
export function newTemplate(templates: readonly TemplateForm[]): TemplateForm {
  const ids = templates.map((t) => Number(t.id)).filter(Number.isInteger);
  return { key: templateKey(), id: String(ids.length ? Math.max(...ids) + 1 : 1), name: '', fields: [] };
}

/** `list` with `text` added at the end (trimmed); unchanged when it is empty or already there. */
export function addTag(list: readonly string[], text: string): string[] {
  const tag = text.trim();
  return tag === '' || list.includes(tag) ? [...list] : [...list, tag];
}

export function cleanTags(list: readonly string[]): string[] {
  return list.reduce<string[]>((acc, tag) => addTag(acc, tag), []);
}

/** Profiles with `profile` switched on or off, in order. */
export function toggleProfile(profiles: readonly number[], profile: number, on: boolean): number[] {
  const rest = profiles.filter((p) => p !== profile);
  return (on ? [...rest, profile] : rest).sort((a, b) => a - b);
}

/** A port as the API takes it: 0 for empty (the default), the integer typed, or null when it is not one. */
export function parsePort(text: string): number | null {
  const t = text.trim();
  if (t === '') return 0;
  return /^\d{1,9}$/.test(t) ? Number(t) : null;
}

export type FormResult = { ok: true; input: DeviceIn } | { ok: false; errors: Partial<Record<DeviceField, FormFieldProblem>> };

/** A port that is not a number: the same problem the server names for one out of range. */
const PORT_PROBLEM: FormFieldProblem = { code: 'range', params: { min: 1, max: 65535 } };

/**
 * The API's device from the form, or the fields that cannot be sent at all (a port or a template id
 * that is not a number). Everything else the server validates (its 422 names the fields).
 */
export function deviceInputOf(form: DeviceForm, revision: number): FormResult {
  const errors: Partial<Record<DeviceField, FormFieldProblem>> = {};
  const ports = {} as Record<PortField, number>;
  for (const field of PORT_FIELDS) {
    const port = parsePort(form[field]);
    if (port === null) errors[field] = PORT_PROBLEM;
    else ports[field] = port;
  }
  const port = parsePort(form.port);
  if (port === null) errors.port = PORT_PROBLEM;
  const templates: DeviceTemplateIn[] = [];
  for (const t of form.templates) {
    const id = Number(t.id.trim());
    if (t.id.trim() === '' || !Number.isSafeInteger(id) || id < 0) errors.templates = { code: 'invalid' };
    else templates.push({ id, name: t.name.trim(), fields: cleanTags(t.fields) });
  }
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    input: {
      name: form.name.trim(),
      type: form.type,
      protocol: form.protocol,
      vendor: form.vendor.trim(),
      plugin: form.plugin,
      host: form.host.trim(),
      mosId: form.mosId.trim(),
      ...ports,
      profiles: [...form.profiles].sort((a, b) => a - b),
      channels: cleanTags(form.channels),
      paths: cleanTags(form.paths),
      charsets: cleanTags(form.charsets),
      templates,
      enabled: form.enabled,
      mosVersion: form.mosVersion,
      wsUrl: form.wsUrl.trim(),
      passive: form.passive,
      username: form.username.trim(),
      password: form.password,
      port: port ?? 0,
      revision,
    },
  };
}

/**
 * The device's address as the list shows it: `host:lower/upper/query` for MOS, `host:port` for II, the
 * web service's URL for WS.
 */
export function addressOf(spec: Pick<DeviceSpec, 'protocol' | 'host' | 'lowerPort' | 'upperPort' | 'queryPort' | 'port' | 'wsUrl'>): string {
  if (spec.protocol === 'II') return `${spec.host}:${spec.port || II_DEFAULT_PORT}`;
  if (spec.protocol === 'WS') return spec.wsUrl;
  return `${spec.host}:${spec.lowerPort}/${spec.upperPort}/${spec.queryPort}`;
}
