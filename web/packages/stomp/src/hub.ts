/**
 * One STOMP 1.2 connection shared by every screen (web and, later, mobile): screens ask for a destination
 * and get its messages; the hub subscribes while connected, subscribes again after a reconnect and then
 * tells the screen (which reloads over REST, as docs/api-design.md asks, because messages may be lost).
 *
 * No React, no Redux here: this module is imported by the RTK Query endpoints and by node tests alike.
 */
import { Client, type IMessage, type StompConfig, type StompSubscription } from '@stomp/stompjs';

export interface TopicHandlers {
  /** Called with each MESSAGE body parsed as JSON (bodies that are not JSON are dropped and logged). */
  onMessage: (body: unknown, raw: IMessage) => void;
  /**
   * Called once the broker has confirmed the SUBSCRIBE (its RECEIPT), on the first connection and again
   * after every reconnect (`again` true). From then on no message of the destination is missed, so this is
   * the moment to reload what may have changed meanwhile.
   */
  onSubscribed?: (again: boolean) => void;
  /** Called when the connection carrying the subscription is lost. */
  onLost?: () => void;
}

export interface StompHubOptions {
  /** `ws://host/ws` or `wss://host/ws`. */
  brokerURL: string;
  /** The token sent as `passcode` in CONNECT; read at every (re)connect. Null: rely on the login cookie. */
  getToken: () => string | null;
  /** For node, where there is no global WebSocket: `() => new WebSocket(url)` from the `ws` package. */
  webSocketFactory?: () => WebSocket;
  /** Builds the client; tests pass a fake. */
  createClient?: (config: StompConfig) => Client;
  debug?: (text: string) => void;
  /** How long to wait for a RECEIPT before taking the subscription as made anyway (ms). */
  receiptTimeout?: number;
}

export interface StompHub {
  subscribe(destination: string, handlers: TopicHandlers): () => void;
  isConnected(): boolean;
  /**
   * SENDs a JSON body to `destination` (e.g. `/app/prompter/{id}`); false when there is no connection
   * (nothing is queued: a command sent late would be wrong).
   */
  publish(destination: string, body: unknown): boolean;
  /** Closes the connection and forgets every subscription (logout). */
  stop(): Promise<void>;
}

interface Entry {
  destination: string;
  handlers: TopicHandlers;
  sub: StompSubscription | null;
  /** True once subscribed on some connection: the next subscription is a re-subscription. */
  seen: boolean;
}

/** The broker address of the page's own origin: `ws(s)://<host>/ws`. */
export function brokerUrlFor(loc: Pick<Location, 'protocol' | 'host'>): string {
  return `${loc.protocol === 'https:' ? 'wss' : 'ws'}://${loc.host}/ws`;
}

export function createStompHub(options: StompHubOptions): StompHub {
  const entries = new Set<Entry>();
  let client: Client | null = null;

  let receipts = 0;

  const attach = (c: Client, entry: Entry) => {
    const again = entry.seen;
    const receipt = `sub-${++receipts}`;
    let confirmed = false;
    const confirm = () => {
      if (confirmed || !entries.has(entry)) return;
      confirmed = true;
      entry.handlers.onSubscribed?.(again);
    };
    c.watchForReceipt(receipt, confirm);
    setTimeout(() => {
      if (!confirmed && c.connected && entry.sub) {
        console.warn('STOMP: no RECEIPT for the SUBSCRIBE to', entry.destination);
        confirm();
      }
    }, options.receiptTimeout ?? 3000);
    entry.sub = c.subscribe(entry.destination, (msg) => {
      let body: unknown;
      try {
        body = JSON.parse(msg.body);
      } catch (err) {
        console.error('STOMP: a message that is not JSON on', entry.destination, err);
        return;
      }
      entry.handlers.onMessage(body, msg);
    }, { receipt });
    entry.seen = true;
  };

  const ensureClient = (): Client => {
    if (client) return client;
    const config: StompConfig = {
      brokerURL: options.webSocketFactory ? undefined : options.brokerURL,
      webSocketFactory: options.webSocketFactory,
      reconnectDelay: 2000,
      heartbeatIncoming: 10000,
      heartbeatOutgoing: 10000,
      debug: options.debug ?? (() => {}),
    };
    const c = (options.createClient ?? ((cfg) => new Client(cfg)))(config);
    c.beforeConnect = () => {
      const token = options.getToken();
      c.connectHeaders = token ? { passcode: token } : {};
    };
    c.onConnect = () => {
      for (const entry of entries) attach(c, entry);
    };
    c.onWebSocketClose = () => {
      for (const entry of entries) {
        if (entry.sub) entry.handlers.onLost?.();
        entry.sub = null;
      }
    };
    c.onStompError = (frame) => {
      console.error('STOMP error:', frame.headers.message, frame.body);
    };
    c.activate();
    client = c;
    return c;
  };

  return {
    subscribe(destination, handlers) {
      const entry: Entry = { destination, handlers, sub: null, seen: false };
      entries.add(entry);
      const c = ensureClient();
      if (c.connected) attach(c, entry);
      return () => {
        entries.delete(entry);
        if (entry.sub && client?.connected) entry.sub.unsubscribe();
        entry.sub = null;
      };
    },
    isConnected: () => Boolean(client?.connected),
    publish(destination, body) {
      const c = ensureClient();
      if (!c.connected) return false;
      c.publish({ destination, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } });
      return true;
    },
    async stop() {
      entries.clear();
      const c = client;
      client = null;
      if (c) await c.deactivate();
    },
  };
}
