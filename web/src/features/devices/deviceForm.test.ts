import { describe, expect, it } from 'vitest';
import type { Device, DeviceId } from '@newsroom/api';
import type { FormFieldProblem } from '../../shared/i18n/fieldMessage';
import { addressOf, addTag, cleanTags, deviceInputOf, formOfDevice, newDeviceForm, newTemplate, parsePort, toggleProfile } from './deviceForm';

const device: Device = {
  id: 7 as DeviceId,
  revision: 3,
  followsRundowns: true,
  spec: {
    name: 'Studio A CG',
    type: 'CG',
    protocol: 'MOS',
    vendor: 'Vizrt',
    plugin: 'html',
    host: 'cg.studio-a',
    mosId: 'cg.studioa.mos',
    lowerPort: 10540,
    upperPort: 10541,
    queryPort: 10542,
    profiles: [2, 0, 1],
    channels: ['A', 'B'],
    paths: ['\\\\server\\cg'],
    charsets: ['UTF-16BE'],
    templates: [{ id: 4, name: 'Lower third', fields: ['name', 'role'] }],
    enabled: true,
    mosVersion: '4.0',
    wsUrl: 'wss://cg.studio-a:10543/mos',
    passive: false,
    username: 'newsroom',
    port: 0,
  },
  connection: { state: 'CONNECTED', lastSeen: '2026-11-22T10:00:00Z', lastError: '' },
  hasPassword: true,
};

const port: FormFieldProblem = { code: 'range', params: { min: 1, max: 65535 } };

describe('device form <-> API', () => {
  it('gives back the same device it was filled from (profiles in order), with the revision to send', () => {
    const result = deviceInputOf(formOfDevice(device), device.revision);
    expect(result).toEqual({ ok: true, input: { ...device.spec, profiles: [0, 1, 2], password: '', revision: 3 } });
  });

  it('never fills the stored MOS 4.0 password in; a typed one is sent, empty keeps the stored one', () => {
    const form = formOfDevice(device);
    expect([form.password, form.hasPassword]).toEqual(['', true]);
    const typed = deviceInputOf({ ...form, password: 's3cret' }, 3);
    expect(typed.ok && typed.input.password).toBe('s3cret');
  });

  it('starts a new device as an enabled MOS playout on the default ports with profiles 0-2', () => {
    const form = newDeviceForm();
    expect(form).toMatchObject({ type: 'PLAYOUT', protocol: 'MOS', plugin: 'none', enabled: true, profiles: [0, 1, 2] });
    expect([form.lowerPort, form.upperPort, form.queryPort]).toEqual(['10540', '10541', '10542']);
  });

  it('trims texts and tag lists, drops empty and repeated tags', () => {
    const form = { ...newDeviceForm(), name: '  Playout 1 ', host: ' 10.0.0.5 ', mosId: ' p1.mos ', channels: [' PGM', 'PGM', '', 'PVW '] };
    const result = deviceInputOf(form, 0);
    expect(result.ok && result.input).toMatchObject({ name: 'Playout 1', host: '10.0.0.5', mosId: 'p1.mos', channels: ['PGM', 'PVW'] });
  });

  it('sends an empty port as 0 (the MOS default) and a number out of range as it is, for the server to judge', () => {
    const result = deviceInputOf({ ...newDeviceForm(), lowerPort: '', upperPort: '70000', queryPort: ' 10542 ' }, 0);
    expect(result.ok && [result.input.lowerPort, result.input.upperPort, result.input.queryPort]).toEqual([0, 70000, 10542]);
  });

  it('refuses what cannot be sent: a port or a template id that is not a whole number', () => {
    const form = { ...newDeviceForm(), upperPort: '10541a', queryPort: '-1', templates: [{ key: 'k', id: 'x', name: 'T', fields: [] }] };
    expect(deviceInputOf(form, 0)).toEqual({ ok: false, errors: { upperPort: port, queryPort: port, templates: { code: 'invalid' } } });
  });

  it('cleans template names and fields', () => {
    const form = { ...newDeviceForm(), type: 'CG' as const, templates: [{ key: 'k', id: ' 2 ', name: ' Name strap ', fields: ['name', ' name', 'title'] }] };
    const result = deviceInputOf(form, 0);
    expect(result.ok && result.input.templates).toEqual([{ id: 2, name: 'Name strap', fields: ['name', 'title'] }]);
  });
});

describe('form helpers', () => {
  it('adds a tag once, trimmed, never an empty one', () => {
    expect(addTag(['PGM'], ' PVW ')).toEqual(['PGM', 'PVW']);
    expect(addTag(['PGM'], 'PGM')).toEqual(['PGM']);
    expect(addTag(['PGM'], '   ')).toEqual(['PGM']);
    expect(cleanTags(['a', ' a', 'b', ''])).toEqual(['a', 'b']);
  });

  it('switches profiles on and off, in order, without repeats', () => {
    expect(toggleProfile([0, 1, 2], 4, true)).toEqual([0, 1, 2, 4]);
    expect(toggleProfile([0, 2, 4], 1, true)).toEqual([0, 1, 2, 4]);
    expect(toggleProfile([0, 1, 2], 2, true)).toEqual([0, 1, 2]);
    expect(toggleProfile([0, 1, 2], 1, false)).toEqual([0, 2]);
  });

  it('reads ports', () => {
    expect([parsePort(''), parsePort(' 10540 '), parsePort('0'), parsePort('1.5'), parsePort('abc'), parsePort('-3')]).toEqual([0, 10540, 0, null, null, null]);
  });

  it('numbers a new template after the highest id', () => {
    expect(newTemplate([]).id).toBe('1');
    const t = newTemplate([{ key: 'a', id: '4', name: '', fields: [] }, { key: 'b', id: 'x', name: '', fields: [] }]);
    expect(t).toMatchObject({ id: '5', name: '', fields: [] });
    expect(t.key).not.toBe(newTemplate([]).key);
  });

  it('writes a MOS device address with its ports, an II one with its port, a WS one as its URL', () => {
    expect(addressOf(device.spec)).toBe('cg.studio-a:10540/10541/10542');
    expect(addressOf({ ...device.spec, protocol: 'II', host: 'lyric1' })).toBe('lyric1:23');
    expect(addressOf({ ...device.spec, protocol: 'II', host: 'lyric1', port: 5000 })).toBe('lyric1:5000');
    expect(addressOf({ ...device.spec, protocol: 'WS', wsUrl: 'https://cg.example/api' })).toBe('https://cg.example/api');
  });

  it('sends an II port as typed, empty as 0 (the default), and refuses one that is not a number', () => {
    const form = { ...newDeviceForm(), protocol: 'II' as const, host: 'lyric1' };
    const empty = deviceInputOf(form, 0);
    expect(empty.ok && empty.input.port).toBe(0);
    const typed = deviceInputOf({ ...form, port: ' 5000 ' }, 0);
    expect(typed.ok && typed.input.port).toBe(5000);
    expect(deviceInputOf({ ...form, port: 'telnet' }, 0)).toEqual({ ok: false, errors: { port } });
    expect(formOfDevice({ spec: { ...device.spec, protocol: 'II', port: 2300 } }).port).toBe('2300');
  });
});
