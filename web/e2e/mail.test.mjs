// The mail server (/admin/mail) against a real SMTP server the test starts itself (aiosmtpd, the script
// of the Rust mail tests: crates/test-support/scripts/smtp_server.py, which requires AUTH with one login
// and password and writes each message it accepts to <n>.eml): the administrator fills the form in the
// browser (no encryption, that login and password), sends a test mail, sees it sent with the server's
// words, and the message that arrived has the expected Subject and To; a wrong password then shows the
// login-refused outcome. The settings are left pointing at a port nothing listens on once the SMTP server
// is stopped (harmless). Also the directory service screen: a bad address is refused beside its field, and
// a connection test against ldap://127.0.0.1:1 (nothing listens) shows the CONNECT failure, and a
// synchronisation against it reports its error; against a directory that accepts and never answers, a
// synchronisation runs while a second start shows the spec's "Synchronisation already in progress.", and
// the page polls until it ends.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { call, eventually, login, newContext, shot, uiLogin, openMenu } from './lib.mjs';

const SMTP_SCRIPT = fileURLToPath(new URL('../../crates/test-support/scripts/smtp_server.py', import.meta.url));
export const SMTP_LOGIN = 'newsroom-e2e';
export const SMTP_PASSWORD = 's3cret-e2e';

/** Starts the SMTP server on a free port; resolves once it prints `READY <port>`. */
export function startSmtp(dir) {
  const child = spawn('python3', ['-W', 'ignore', SMTP_SCRIPT, dir, SMTP_LOGIN, SMTP_PASSWORD], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d) => (stderr += d));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the SMTP server did not start: ${stderr}`)), 10_000);
    child.on('exit', (code) => reject(new Error(`the SMTP server exited (${code}): ${stderr}`)));
    child.stdout.on('data', (d) => {
      const m = /READY (\d+)/.exec(String(d));
      if (m) {
        clearTimeout(timer);
        resolve({ port: Number(m[1]), stop: () => child.kill('SIGTERM') });
      }
    });
  });
}

/** A TCP server that accepts connections and never answers (a directory that hangs), until `hangUp()`. */
async function silentServer() {
  const sockets = new Set();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  let seen = 0;
  server.on('connection', () => (seen += 1));
  const hangUp = () => sockets.forEach((s) => s.destroy());
  return {
    port: server.address().port,
    connections: () => seen,
    hangUp,
    close: () => {
      hangUp();
      return new Promise((resolve) => server.close(resolve));
    },
  };
}

/** A header of a raw message (the first line `Name: value`). */
const header = (raw, name) => raw.split(/\r?\n/).find((l) => l.startsWith(`${name}: `))?.slice(name.length + 2);

async function fillMailForm(page, { port, password }) {
  await page.getByTestId('mail-host').fill('127.0.0.1');
  await page.getByTestId('mail-security').selectOption('NONE');
  await page.getByTestId('mail-port').fill(String(port));
  await page.getByTestId('mail-username').fill(SMTP_LOGIN);
  await page.getByTestId('mail-password').fill(password);
  await page.getByTestId('mail-sender').fill('desk@newsroom-e2e.example');
  await page.getByTestId('mail-senderName').fill('Newsroom E2E');
  await page.getByTestId('mail-save').click();
  await page.getByTestId('mail-saved').waitFor();
}

export const mailTests = [
  {
    name: 'browser: mail server — configured in the browser, a test mail reaches a real SMTP server; a wrong password is refused',
    async fn({ browser }) {
      const admin = await login('admin', 'admin');
      const me = await call(admin, 'GET', '/api/users/me');
      const { branchName } = await call(admin, 'GET', '/api/branch/config');
      const dir = mkdtempSync(join(tmpdir(), 'newsroom-e2e-smtp-'));
      const smtp = await startSmtp(dir);
      const ctx = await newContext(browser);
      try {
        const page = await ctx.newPage();
        await uiLogin(page, 'admin', 'admin');
        await openMenu(page, 'mail');
        await page.getByTestId('mail-form').waitFor();
        await fillMailForm(page, { port: smtp.port, password: SMTP_PASSWORD });
        const saved = await call(admin, 'GET', '/api/mail/config');
        assert.deepEqual({ host: saved.host, port: saved.port, security: saved.security, passwordSet: saved.passwordSet }, { host: '127.0.0.1', port: smtp.port, security: 'NONE', passwordSet: true });
        await page.getByText('A password is stored — leave empty to keep it.').waitFor();

        // The recipient defaults to the administrator's own address.
        const to = page.getByTestId('mail-test-to');
        assert.equal(await to.inputValue(), me.email ?? '');
        const recipient = me.email || 'desk@newsroom-e2e.example';
        await to.fill(recipient);
        await page.getByTestId('mail-test-send').click();
        const result = page.getByTestId('mail-test-result');
        await result.waitFor();
        assert.equal(await result.getAttribute('data-outcome'), 'SENT');
        assert.equal((await page.getByTestId('mail-test-outcome').textContent())?.trim(), `Sent to ${recipient}.`);
        assert.match((await page.getByTestId('mail-test-detail').textContent()) ?? '', /^250/);
        await shot(page, 'mail-sent');

        const eml = join(dir, '1.eml');
        await eventually(() => existsSync(eml), true, 'the message on the SMTP server');
        const raw = readFileSync(eml, 'utf8');
        assert.equal(header(raw, 'Subject'), `${branchName}: test mail`);
        assert.equal(header(raw, 'To'), recipient);

        // A wrong password: the login-refused outcome, with the server's words.
        await fillMailForm(page, { port: smtp.port, password: 'wrong-password' });
        await page.getByTestId('mail-test-send').click();
        await page.locator('[data-testid=mail-test-result][data-outcome=LOGIN_REFUSED]').waitFor();
        assert.equal((await page.getByTestId('mail-test-outcome').textContent())?.trim(), 'The mail server refused the login or password.');
        assert.match((await page.getByTestId('mail-test-detail').textContent()) ?? '', /535/);
        await shot(page, 'mail-login-refused');
        assert.equal(existsSync(join(dir, '2.eml')), false);
      } finally {
        await ctx.close();
        smtp.stop();
        rmSync(dir, { recursive: true, force: true });
      }
    },
  },
  {
    name: 'browser: directory service — a bad address is refused beside its field; a test against a closed port fails at CONNECT, a synchronisation reports its error, a second one while it runs is refused',
    async fn({ browser }) {
      const admin = await login('admin', 'admin');
      const before = await call(admin, 'GET', '/api/directory/config');
      const ctx = await newContext(browser);
      try {
        const page = await ctx.newPage();
        await uiLogin(page, 'admin', 'admin');
        await openMenu(page, 'directory');
        await page.getByTestId('directory-form').waitFor();
        await page.getByTestId('directory-url').fill('http://ldap.example.org');
        await page.getByTestId('directory-baseDn').fill('dc=example,dc=org');
        await page.getByTestId('directory-save').click();
        await eventually(() => page.getByTestId('error-directory-url').textContent().catch(() => null), "Enter the directory's ldap:// or ldaps:// address.", 'the ldap_url message');
        await shot(page, 'directory-bad-url');

        await page.getByTestId('directory-url').fill('ldap://127.0.0.1:1');
        await page.getByTestId('directory-save').click();
        await page.getByTestId('directory-saved').waitFor();
        await page.getByTestId('directory-test-run').click();
        const result = page.getByTestId('directory-test-result');
        await result.waitFor({ timeout: 20_000 });
        assert.equal(await result.getAttribute('data-step'), 'CONNECT');
        assert.match((await result.textContent()) ?? '', /Failed at step: connect\./);
        assert.notEqual(((await page.getByTestId('directory-test-detail').textContent()) ?? '').trim(), '');
        await shot(page, 'directory-connect-failed');

        // A synchronisation against it runs, then reports its failure (nothing changed). The report shown
        // must be the new one, not one left by an earlier run.
        const earlier = (await call(admin, 'GET', '/api/directory/sync')).last?.startedAt ?? '';
        await page.getByTestId('directory-sync-run').click();
        const sync = await eventually(
          () => call(admin, 'GET', '/api/directory/sync'),
          (s) => !s.running && s.last && s.last.startedAt !== earlier,
          'a new synchronisation, finished',
          20_000,
        );
        assert.ok(sync.last.error, JSON.stringify(sync));
        await page.locator(`[data-testid=directory-sync][data-running=false] [data-testid=directory-sync-report][data-started-at="${sync.last.startedAt}"]`).waitFor({ timeout: 10_000 });
        assert.ok(((await page.getByTestId('directory-sync-failed').textContent()) ?? '').includes(sync.last.error), 'the error in its own words');
        await shot(page, 'directory-sync-failed');

        // A directory that accepts the connection and never answers keeps a synchronisation running: one
        // started through the API while the page is idle makes the page's start the spec's 409; the page then
        // shows it running (polling) until the directory hangs up, and the new report with its error.
        const silent = await silentServer();
        try {
          await page.getByTestId('directory-url').fill(`ldap://127.0.0.1:${silent.port}`);
          await page.getByTestId('directory-save').click();
          await page.getByTestId('directory-saved').waitFor();
          const started = await call(admin, 'POST', '/api/directory/sync');
          assert.equal(started.running, true);
          await page.getByTestId('directory-sync-run').click();
          await eventually(() => page.getByTestId('directory-sync-error').textContent().catch(() => null), (t) => t?.includes('Synchronisation already in progress.'), 'the sync_in_progress message');
          await page.getByTestId('directory-sync-running').waitFor();
          assert.equal(await page.getByTestId('directory-sync-run').isDisabled(), true);
          await shot(page, 'directory-sync-in-progress');
          await eventually(() => silent.connections(), (n) => n > 0, 'the directory connection');
          silent.hangUp();
          await page.locator(`[data-testid=directory-sync][data-running=false] [data-testid=directory-sync-report][data-started-at="${started.last.startedAt}"] [data-testid=directory-sync-failed]`).waitFor({ timeout: 20_000 });
        } finally {
          await silent.close();
        }
      } finally {
        await ctx.close();
        // Back to what it was (a directory never saved stays at ldap://127.0.0.1:1, disabled: harmless).
        if (before.url) {
          const { passwordSet: _, ...settings } = before;
          await call(admin, 'PUT', '/api/directory/config', settings).catch(() => {});
        }
      }
    },
  },
];
