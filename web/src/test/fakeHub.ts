/**
 * A stand-in for the page's STOMP hub (shared/stomp/browserHub) in tests: "connected", subscriptions
 * confirmed at once, and messages delivered by the test. Use with
 * `vi.mock('<path>/shared/stomp/browserHub', () => fakeHubModule)`.
 */
import type { StompHub, TopicHandlers } from '@newsroom/stomp';

const subscriptions = new Set<{ destination: string; handlers: TopicHandlers }>();
export const published: { destination: string; body: unknown }[] = [];

export const fakeHub: StompHub = {
  subscribe(destination, handlers) {
    const entry = { destination, handlers };
    subscriptions.add(entry);
    queueMicrotask(() => handlers.onSubscribed?.(false));
    return () => subscriptions.delete(entry);
  },
  isConnected: () => true,
  publish(destination, body) {
    published.push({ destination, body });
    return true;
  },
  stop: async () => subscriptions.clear(),
};

/** Delivers a MESSAGE body to every subscriber of `destination`. */
export function deliver(destination: string, body: unknown) {
  for (const s of [...subscriptions]) if (s.destination === destination) s.handlers.onMessage(body, {} as never);
}

/** The destinations subscribed to now. */
export const subscribed = () => [...subscriptions].map((s) => s.destination);

export const fakeHubModule = { browserHub: () => fakeHub, stopBrowserHub: async () => {} };
