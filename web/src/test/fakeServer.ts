/**
 * The network boundary of tests: `fetch` answered from a route table, as the gateway would. Requests keep
 * their real shape (RTK Query's fetchBaseQuery builds them); a relative `/api` URL is made absolute first,
 * as a browser would. Not shipped: imported by tests only.
 */
import { vi } from 'vitest';

export interface Answer {
  status?: number;
  body?: unknown;
  /** Extra response headers (e.g. `Retry-After`). */
  headers?: Record<string, string>;
}

/** A route's answer: fixed, computed from the request, or held until the test lets it go. */
export type Handler = Answer | ((request: { url: URL; body: unknown }) => Answer | Promise<Answer>);

export interface Call {
  method: string;
  path: string;
  search: string;
  body: unknown;
}

export interface FakeServer {
  /** `'PATCH /api/stories/101'`; a `*` stands for one path segment. */
  on(route: string, handler: Handler): void;
  calls: Call[];
  /** An answer held until `release` is called (a request still in flight). */
  hold(route: string): { release: (answer: Answer) => void };
}

const match = (pattern: string, actual: string) => {
  const p = pattern.split('/');
  const a = actual.split('/');
  return p.length === a.length && p.every((part, i) => part === '*' || part === a[i]);
};

/** Installs the fake `fetch` (and an absolute-URL `Request`) for the current test file. */
export function fakeServer(): FakeServer {
  const routes: { method: string; path: string; handler: Handler }[] = [];
  const calls: Call[] = [];
  const BrowserlessRequest = globalThis.Request;
  vi.stubGlobal(
    'Request',
    class extends BrowserlessRequest {
      constructor(input: RequestInfo | URL, init?: RequestInit) {
        super(typeof input === 'string' ? new URL(input, 'http://newsroom.test') : input, init);
      }
    },
  );
  vi.stubGlobal('fetch', async (input: Request | string, init?: RequestInit) => {
    const request = typeof input === 'string' ? new Request(input, init) : input;
    const url = new URL(request.url);
    const text = await request.clone().text();
    let body: unknown = null;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      body = text;
    }
    calls.push({ method: request.method, path: url.pathname, search: url.search, body });
    const route = [...routes].reverse().find((r) => r.method === request.method && match(r.path, url.pathname));
    const answer: Answer = route
      ? typeof route.handler === 'function'
        ? await route.handler({ url, body })
        : route.handler
      : { status: 404, body: { code: 'not_found', message: 'Page does not exist.' } };
    const status = answer.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(answer.body ?? null), { status, headers: { 'content-type': 'application/json', ...answer.headers } });
  });
  const on = (route: string, handler: Handler) => {
    const [method, path] = route.split(' ');
    routes.push({ method, path, handler });
  };
  return {
    on,
    calls,
    hold(route) {
      let release!: (answer: Answer) => void;
      const answer = new Promise<Answer>((resolve) => (release = resolve));
      on(route, () => answer);
      return { release };
    },
  };
}
