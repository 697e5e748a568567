import { describe, expect, it, vi } from 'vitest';
import type { DeviceId, RundownId, StoryId } from '@newsroom/api';
import { errorCodeOf } from '@newsroom/api';
import { fieldErrorsOf, isDeviceUnreachable } from './deviceErrors';

// No websocket in unit tests: a hub that is "connected" and never sends anything.
vi.mock('../../shared/stomp/browserHub', () => ({
  browserHub: () => ({ isConnected: () => true, subscribe: () => () => {} }),
}));

// The server's answer to every call: a relative `/api` URL is made absolute, as a browser would.
let answer = { status: 503, body: { code: 'unavailable', message: 'Device unreachable' } as unknown };
const calls: string[] = [];
const bodies: unknown[] = [];
const BrowserlessRequest = globalThis.Request;
vi.stubGlobal(
  'Request',
  class extends BrowserlessRequest {
    constructor(input: RequestInfo | URL, init?: RequestInit) {
      super(typeof input === 'string' ? new URL(input, 'http://newsroom.test') : input, init);
    }
  },
);
vi.stubGlobal('fetch', async (request: Request) => {
  calls.push(`${request.method} ${new URL(request.url).pathname}`);
  bodies.push(request.method === 'POST' ? await request.clone().json().catch(() => null) : null);
  return new Response(JSON.stringify(answer.body), { status: answer.status, headers: { 'content-type': 'application/json' } });
});

const { makeStore } = await import('../../app/store');
const { rundownApi } = await import('../rundown/rundownApi');
const { devicesApi } = await import('./devicesApi');
const { sampleRundown } = await import('../rundown/fixtures');

const key = { date: '2026-11-22', programId: 1 };

describe('the device integration switch in the cache', () => {
  it('moves at once and moves back when the call fails', async () => {
    answer = { status: 503, body: { code: 'unavailable', message: 'Device unreachable' } };
    const store = makeStore();
    await store.dispatch(rundownApi.util.upsertQueryData('rundown', key, { ...sampleRundown(), deviceIntegration: false }));
    const cached = () => rundownApi.endpoints.rundown.select(key)(store.getState()).data!;
    const rundownId = cached().id as RundownId;

    const call = store.dispatch(devicesApi.endpoints.rundownDeviceAction.initiate({ rundownId, action: 'enable' }));
    expect(cached().deviceIntegration).toBe(true);
    expect(cached().revision).toBe(sampleRundown().revision);
    const result = await call;
    expect(result.error).toMatchObject({ status: 503 });
    expect(calls.at(-1)).toBe(`PUT /api/rundowns/${rundownId}/device/enable`);
    expect(cached().deviceIntegration).toBe(false);
  });

  it('keeps the switch where it moved when the call goes through (the live message confirms it)', async () => {
    answer = { status: 200, body: { devices: 1 } };
    const store = makeStore();
    await store.dispatch(rundownApi.util.upsertQueryData('rundown', key, { ...sampleRundown(), deviceIntegration: true }));
    const cached = () => rundownApi.endpoints.rundown.select(key)(store.getState()).data!;
    const result = await store.dispatch(devicesApi.endpoints.rundownDeviceAction.initiate({ rundownId: cached().id, action: 'disable' }));
    expect(result.data).toEqual({ devices: 1 });
    expect(cached().deviceIntegration).toBe(false);
  });

  it('leaves the rundown alone for the calls that only send (replace, ready)', async () => {
    answer = { status: 200, body: { devices: 2 } };
    const store = makeStore();
    await store.dispatch(rundownApi.util.upsertQueryData('rundown', key, { ...sampleRundown(), deviceIntegration: true }));
    const cached = () => rundownApi.endpoints.rundown.select(key)(store.getState()).data!;
    const before = cached();
    const result = await store.dispatch(devicesApi.endpoints.rundownDeviceAction.initiate({ rundownId: before.id, action: 'replace' }));
    expect(result.data).toEqual({ devices: 2 });
    expect(cached()).toBe(before);
  });
});

describe('a CG command', () => {
  const command = { action: 'take', templateId: 100, fields: [{ name: 'Name', value: 'Ana Souza' }], storyId: 12 as StoryId } as const;

  it('is POSTed to the device as the server takes it, and answers what went where', async () => {
    answer = { status: 200, body: { device: 'Lyric 1', action: 'take', protocol: 'II' } };
    const store = makeStore();
    const result = await store.dispatch(devicesApi.endpoints.sendCg.initiate({ deviceId: 3 as DeviceId, command: { ...command, fields: [...command.fields] } }));
    expect(calls.at(-1)).toBe('POST /api/devices/3/cg');
    expect(bodies.at(-1)).toEqual({ action: 'take', templateId: 100, fields: [{ name: 'Name', value: 'Ana Souza' }], storyId: 12 });
    expect(result.data).toEqual({ device: 'Lyric 1', action: 'take', protocol: 'II' });
  });

  it('says which field a 422 refuses, and a device that is down is unreachable', async () => {
    answer = { status: 422, body: { code: 'validation', message: 'x', fields: { templateId: 'Unknown template.' } } };
    const store = makeStore();
    const refused = await store.dispatch(devicesApi.endpoints.sendCg.initiate({ deviceId: 3 as DeviceId, command: { action: 'cue', templateId: 7, fields: [] } }));
    expect(fieldErrorsOf(refused.error)).toEqual({ templateId: 'Unknown template.' });
    answer = { status: 503, body: { code: 'device_unreachable', message: 'Device unreachable.' } };
    const down = await store.dispatch(devicesApi.endpoints.sendCg.initiate({ deviceId: 3 as DeviceId, command: { action: 'clear', fields: [] } }));
    expect(isDeviceUnreachable(down.error)).toBe(true);
    expect(errorCodeOf(down.error)).toBe('device_unreachable');
  });
});
