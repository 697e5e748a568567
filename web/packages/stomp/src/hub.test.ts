import { describe, expect, it, vi } from 'vitest';
import type { Client, StompConfig } from '@stomp/stompjs';
import { brokerUrlFor, createStompHub } from './hub';

/** A stand-in for @stomp/stompjs' Client: the test drives connect and disconnect by hand. */
function fakeClient() {
  const subs: { destination: string; cb: (m: { body: string }) => void; unsubscribe: () => void; active: boolean }[] = [];
  const receipts = new Map<string, () => void>();
  const fake = {
    config: null as StompConfig | null,
    connected: false,
    connectHeaders: {} as Record<string, string>,
    beforeConnect: () => {},
    onConnect: (_f: unknown) => {},
    onWebSocketClose: (_e: unknown) => {},
    onStompError: (_f: unknown) => {},
    activate: vi.fn(),
    deactivate: vi.fn(async () => {}),
    watchForReceipt(id: string, cb: () => void) {
      receipts.set(id, cb);
    },
    subscribe(destination: string, cb: (m: { body: string }) => void, headers: { receipt: string }) {
      const s = { destination, cb, active: true, unsubscribe: () => (s.active = false) };
      subs.push(s);
      const r = receipts.get(headers.receipt);
      receipts.delete(headers.receipt);
      if (fake.sendReceipts) r?.();
      return s;
    },
    sendReceipts: true,
    published: [] as { destination: string; body: string; headers: Record<string, string> }[],
    publish(frame: { destination: string; body: string; headers: Record<string, string> }) {
      fake.published.push(frame);
    },
    connect() {
      fake.beforeConnect();
      fake.connected = true;
      fake.onConnect({});
    },
    drop() {
      fake.connected = false;
      for (const s of subs) s.active = false;
      fake.onWebSocketClose({});
    },
    deliver(destination: string, body: string) {
      for (const s of subs) if (s.active && s.destination === destination) s.cb({ body });
    },
    subs,
  };
  return fake;
}

describe('createStompHub', () => {
  const setup = (token: string | null = 'tok') => {
    const fake = fakeClient();
    const hub = createStompHub({
      brokerURL: 'ws://x/ws',
      getToken: () => token,
      createClient: (config) => {
        fake.config = config;
        return fake as unknown as Client;
      },
    });
    return { fake, hub };
  };

  it('uses the connection settings of the contract', () => {
    const { fake, hub } = setup();
    hub.subscribe('/topic/rundowns/1', { onMessage: () => {} });
    expect(fake.config).toMatchObject({ brokerURL: 'ws://x/ws', reconnectDelay: 2000, heartbeatIncoming: 10000, heartbeatOutgoing: 10000 });
    fake.connect();
    expect(fake.connectHeaders).toEqual({ passcode: 'tok' });
  });

  it('sends no passcode without a token (the cookie authenticates)', () => {
    const { fake, hub } = setup(null);
    hub.subscribe('/topic/rundowns/1', { onMessage: () => {} });
    fake.connect();
    expect(fake.connectHeaders).toEqual({});
  });

  it('subscribes once connected, delivers JSON, re-subscribes after a reconnect', () => {
    const { fake, hub } = setup();
    const onMessage = vi.fn();
    const onSubscribed = vi.fn();
    const onLost = vi.fn();
    hub.subscribe('/topic/rundowns/7', { onMessage, onSubscribed, onLost });
    expect(fake.subs).toHaveLength(0);
    fake.connect();
    expect(hub.isConnected()).toBe(true);
    expect(onSubscribed).toHaveBeenCalledWith(false);
    fake.deliver('/topic/rundowns/7', '{"revision":2}');
    expect(onMessage).toHaveBeenCalledWith({ revision: 2 }, expect.anything());
    fake.drop();
    expect(onLost).toHaveBeenCalledTimes(1);
    expect(hub.isConnected()).toBe(false);
    fake.connect();
    expect(onSubscribed).toHaveBeenLastCalledWith(true);
    expect(onSubscribed).toHaveBeenCalledTimes(2);
    fake.deliver('/topic/rundowns/7', '{"revision":3}');
    expect(onMessage).toHaveBeenCalledTimes(2);
  });

  it('subscribes at once when already connected and stops on unsubscribe', () => {
    const { fake, hub } = setup();
    hub.subscribe('/topic/a', { onMessage: () => {} });
    fake.connect();
    const onMessage = vi.fn();
    const off = hub.subscribe('/topic/b', { onMessage });
    fake.deliver('/topic/b', '1');
    off();
    fake.deliver('/topic/b', '2');
    expect(onMessage).toHaveBeenCalledTimes(1);
  });

  it('takes the subscription as made when no RECEIPT comes', () => {
    vi.useFakeTimers();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { fake, hub } = setup();
    fake.sendReceipts = false;
    const onSubscribed = vi.fn();
    hub.subscribe('/topic/a', { onMessage: () => {}, onSubscribed });
    fake.connect();
    expect(onSubscribed).not.toHaveBeenCalled();
    vi.advanceTimersByTime(3000);
    expect(onSubscribed).toHaveBeenCalledWith(false);
    warn.mockRestore();
    vi.useRealTimers();
  });

  it('publishes JSON while connected, and nothing without a connection', () => {
    const { fake, hub } = setup();
    expect(hub.publish('/app/prompter/1', { command: 'play' })).toBe(false);
    expect(fake.published).toHaveLength(0);
    fake.connect();
    expect(hub.publish('/app/prompter/1', { command: 'speed', value: 4 })).toBe(true);
    expect(fake.published).toEqual([
      { destination: '/app/prompter/1', body: '{"command":"speed","value":4}', headers: { 'content-type': 'application/json' } },
    ]);
  });

  it('drops bodies that are not JSON', () => {
    const { fake, hub } = setup();
    const onMessage = vi.fn();
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    hub.subscribe('/topic/a', { onMessage });
    fake.connect();
    fake.deliver('/topic/a', 'not json');
    expect(onMessage).not.toHaveBeenCalled();
    spy.mockRestore();
  });
});

describe('brokerUrlFor', () => {
  it('follows the page scheme', () => {
    expect(brokerUrlFor({ protocol: 'http:', host: 'localhost:8080' })).toBe('ws://localhost:8080/ws');
    expect(brokerUrlFor({ protocol: 'https:', host: 'news.example' })).toBe('wss://news.example/ws');
  });
});
