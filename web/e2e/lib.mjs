// Helpers of the end-to-end tests: the server address, REST calls, the browser, duration text.
import { mkdirSync } from 'node:fs';
import net from 'node:net';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';

export const BASE_URL = (process.env.BASE_URL ?? 'http://localhost:8080').replace(/\/$/, '');
export const WS_URL = `${BASE_URL.replace(/^http/, 'ws')}/ws`;
export const RESULTS = fileURLToPath(new URL('../test-results/', import.meta.url));
mkdirSync(RESULTS, { recursive: true });

const pad = (n) => String(n).padStart(2, '0');
/** Today as YYYY-MM-DD (local time, like the app's rundown picker). */
export function today(d = new Date()) {
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
const DAY = 86_400_000;
/**
 * Days far ahead for a test file's documents, new each run, so runs against one server never meet: the
 * base is `from` days from now plus up to 20,000 more; `ahead(days)` is the day `days` after it.
 */
export function daysAhead(from) {
  const base = Date.now() + (from + Math.floor(Math.random() * 20_000)) * DAY;
  return (days) => today(new Date(base + days * DAY));
}
/** A word no other document has, to find this run's. */
export const uniqueWord = () => `zq${Math.random().toString(36).slice(2, 9)}`;
export const PROGRAM_ID = Number(process.env.PROGRAM_ID ?? 1);
export const rundownPath = () => `/rundown/${today()}/${PROGRAM_ID}`;

/** POST /api/authentication as a form; returns the token. `base`: another server than BASE_URL. */
export async function login(username, password, base = BASE_URL) {
  const res = await fetch(`${base}/api/authentication`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ username, password }),
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`login ${username}: HTTP ${res.status} ${text}`);
  return JSON.parse(text).token;
}

/** A JSON call with the bearer token; throws with the status and body on failure. `base`: another server. */
export async function call(token, method, path, body, base = BASE_URL) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${path}: HTTP ${res.status} ${text}`);
  return text ? JSON.parse(text) : undefined;
}

/** Today's rundown of the program, created when the program has none yet. */
export async function ensureRundown(token) {
  const q = `date=${today()}&programId=${PROGRAM_ID}`;
  const { status } = await call(token, 'GET', `/api/rundowns/exists?${q}`);
  if (status === 'CAN_CREATE') await call(token, 'POST', '/api/rundowns', { date: today(), programId: PROGRAM_ID, templateId: null });
  else if (status !== 'EXIST') throw new Error(`rundown of program ${PROGRAM_ID} for ${today()}: ${status}`);
  return call(token, 'GET', `/api/rundowns?${q}`);
}

/** A story of a non-standby block to play with, adding one when the rundown has none. */
export async function ensureStory(token) {
  let rundown = await ensureRundown(token);
  let story = rundown.blocks.filter((b) => !b.standBy).flatMap((b) => b.stories)[0];
  if (!story) {
    const block = rundown.blocks.find((b) => !b.standBy);
    story = await call(token, 'POST', `/api/blocks/${block.id}/stories`, { slug: 'E2E STORY', position: null });
    rundown = await ensureRundown(token);
  }
  return { rundown, story };
}

// ---- durations, the way the app shows them ----
export function isoSeconds(iso) {
  if (iso == null) return null;
  const m = /^(-)?P(?:(\d+)D)?T?(?:(\d+)H)?(?:(\d+)M)?(?:(\d+)S)?$/.exec(iso);
  if (!m) throw new Error(`not a duration: ${iso}`);
  const s = Number(m[2] ?? 0) * 86400 + Number(m[3] ?? 0) * 3600 + Number(m[4] ?? 0) * 60 + Number(m[5] ?? 0);
  return m[1] ? -s : s;
}
export function showSeconds(secs) {
  const t = Math.abs(secs);
  const h = Math.floor(t / 3600), m = Math.floor((t % 3600) / 60), s = t % 60;
  const text = h ? `${h}:${pad(m)}:${pad(s)}` : `${pad(m)}:${pad(s)}`;
  return secs < 0 ? `-${text}` : text;
}
export const show = (iso) => showSeconds(isoSeconds(iso));
/** A difference as the header shows it: `+01:30`, `-00:20`, `00:00`. */
export const showDiff = (iso) => (iso == null ? '—' : `${isoSeconds(iso) > 0 ? '+' : ''}${show(iso)}`);
export function isoOf(secs) {
  const t = Math.abs(secs);
  if (!t) return 'PT0S';
  const h = Math.floor(t / 3600), m = Math.floor((t % 3600) / 60), s = t % 60;
  return `${secs < 0 ? '-' : ''}PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s ? `${s}S` : ''}`;
}

// ---- the browser ----
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launch() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium', headless: true, args: CHROMIUM_ARGS });
}

export async function newContext(browser, locale = 'en-US', baseURL = BASE_URL) {
  return browser.newContext({ locale, viewport: { width: 1440, height: 1200 }, baseURL });
}

/**
 * A TCP proxy in front of the server, so a test can take a browser's network away the way a real outage
 * does: Chromium's offline emulation (`context.setOffline(true)`) fails new requests but leaves an open
 * websocket alone, so `cut()` also drops every connection made through the proxy (the websocket included).
 */
export async function startProxy(target = BASE_URL) {
  const { hostname, port } = new URL(target);
  const sockets = new Set();
  let refusing = false;
  const track = (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
  };
  const server = net.createServer((client) => {
    track(client);
    if (refusing) return void client.destroy();
    const upstream = net.connect(Number(port || 80), hostname);
    track(upstream);
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    /** Drops every open connection; with `refuse`, new ones too until `restore()`. */
    cut({ refuse = false } = {}) {
      refusing = refuse;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      refusing = false;
    },
    /** How many connections are open through the proxy (two sockets each). */
    open: () => sockets.size / 2,
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

export async function shot(page, name) {
  await page.screenshot({ path: `${RESULTS}${name}.png`, fullPage: true });
}

/** Signs in through the login form and waits for the landing page. */
export async function uiLogin(page, username, password, path = '/login') {
  await page.goto(path);
  await page.getByTestId('login-form').waitFor();
  await page.locator('input[name=username]').fill(username);
  await page.locator('input[name=password]').fill(password);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/**
 * A new browser context signed in as `name` (the demo users' password is their name), on the landing page
 * once the menu is drawn (openMenu reads whether an entry is on the bar).
 */
export async function signedIn(browser, name) {
  const ctx = await newContext(browser);
  const page = await ctx.newPage();
  await uiLogin(page, name, name);
  await page.getByTestId('menu-home').waitFor();
  return { ctx, page };
}

/** Today's rundown of the program, once its grid is drawn and its live subscription confirmed. */
export async function openRundown(page) {
  await page.goto(rundownPath());
  await page.getByTestId('rundown-grid').waitFor({ timeout: 15000 });
  await page.locator('[data-testid=live-status][data-state=live]').waitFor({ timeout: 10000 });
}

/** The text a grid cell shows, whether it is an input (writers) or plain text (readers). */
export function cellText(page, testId) {
  return page.getByTestId(testId).evaluate((el) => (el instanceof HTMLInputElement ? el.value : el.textContent ?? '').trim());
}

/**
 * Adds an item of `kind` with the script editor's "add" bar (stories, reportages) and waits until its new
 * editor (at `index`) has the focus: typing before that would land in the item before it.
 */
export async function addItem(page, kind, index) {
  await page.getByTestId(`add-item-${kind}`).click();
  await page.waitForFunction((id) => document.activeElement?.getAttribute('data-testid') === id, `item-body-${index}`);
}

/** Waits until `read()` gives `expected` (or passes `check`), failing with the last value seen. */
export async function eventually(read, expected, what, timeout = 8000) {
  const until = Date.now() + timeout;
  let last;
  while (Date.now() < until) {
    last = await read();
    if (typeof expected === 'function' ? expected(last) : last === expected) return last;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`${what}: expected ${typeof expected === 'function' ? 'a change' : JSON.stringify(expected)}, saw ${JSON.stringify(last)}`);
}

/** Two users on today's rundown: the producer (writes) and the editor (reads), the editor never reloaded. */
export async function twoUsers(browser, editorBaseUrl) {
  const pctx = await newContext(browser);
  const ectx = await newContext(browser, 'en-US', editorBaseUrl);
  const producer = await pctx.newPage();
  const editor = await ectx.newPage();
  await uiLogin(producer, 'producer', 'producer');
  await uiLogin(editor, 'editor', 'editor');
  await openRundown(producer);
  await openRundown(editor);
  await editor.evaluate(() => {
    window.__sameDocument = true;
  });
  return {
    producer,
    editor,
    ectx,
    notReloaded: async () => assert.equal(await editor.evaluate(() => window.__sameDocument), true, 'the editor page was not reloaded'),
    close: async () => {
      await pctx.close();
      await ectx.close();
    },
  };
}


/**
 * Opens main-menu entry `key` (`menu-{key}`) in `page`: the administration pages sit under the
 * Administration button, opened first when the entry is hidden there.
 */
export async function openMenu(page, key) {
  const entry = page.getByTestId(`menu-${key}`);
  if (!(await entry.isVisible())) await page.getByTestId('menu-admin').click();
  await entry.click();
}

/**
 * Resolves once `page` has subscribed to `destination` and the gateway confirmed it (the STOMP RECEIPT of
 * its SUBSCRIBE), so a change made after it reaches the page; call before the page opens the screen.
 */
export function subscribedTo(page, destination, timeout = 10_000) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no confirmed subscription to ${destination}`)), timeout);
    page.on('websocket', (ws) => {
      let receipt = null;
      ws.on('framesent', ({ payload }) => {
        const frame = String(payload);
        if (frame.startsWith('SUBSCRIBE') && frame.includes(`destination:${destination}\n`)) receipt = /receipt:([^\n]+)/.exec(frame)?.[1] ?? null;
      });
      ws.on('framereceived', ({ payload }) => {
        const frame = String(payload);
        if (receipt && frame.startsWith('RECEIPT') && frame.includes(`receipt-id:${receipt}\n`)) {
          clearTimeout(timer);
          resolve();
        }
      });
    });
  });
}
