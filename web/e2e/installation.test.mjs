// The installation's administration (/admin/branches, /admin/settings, /admin/licence) against the demo
// data: the administrator creates a branch, a second one with the same name is refused with the spec's
// message, edits and deletes it; saves the general settings (a bad domain is said beside its field, the
// installation's name then shows on the login page, in its language for a first visit from a browser in a
// language the app does not speak: the installation's takes the place of English) and restores the
// defaults (en_US, "Newsroom", no domain) so that other tests see the installation as they expect; the
// licence page shows the community edition and refuses a file that is not a licence. A valid licence
// cannot be made here: the vendor's signing key is not available.
import assert from 'node:assert/strict';
import { call, eventually, login, newContext, shot, uiLogin, openMenu } from './lib.mjs';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const text = async (page, testId) => ((await page.getByTestId(testId).textContent()) ?? '').trim();
const DEFAULTS = { locale: 'en_US', branchName: 'Newsroom', loginDomain: '' };
const CONFLICT = 'The data entered by you conflicts with another existing record.';

export const installationTests = [
  {
    name: 'browser: installation — a branch is created, a duplicate name refused with the spec message, edited and deleted',
    async fn({ browser }) {
      const admin = await login('admin', 'admin');
      const name = `E2E branch ${unique()}`;
      const ctx = await newContext(browser);
      try {
        const page = await ctx.newPage();
        await uiLogin(page, 'admin', 'admin');
        await openMenu(page, 'branches');
        await page.getByTestId('branches-page').waitFor();
        await page.getByTestId('branch-new').click();
        await page.getByTestId('branch-name').fill(name);
        await page.getByTestId('branch-address').fill(`${name} street 1`);
        await page.getByTestId('branch-locale').selectOption({ label: 'Español' });
        await page.getByTestId('branch-save').click();
        await page.locator('[data-testid=branches-notice][data-notice=created]').waitFor();
        const made = (await call(admin, 'GET', '/api/branches')).find((b) => b.name === name);
        assert.deepEqual({ address: made?.address, locale: made?.locale }, { address: `${name} street 1`, locale: 'es_ES' });
        const row = page.getByTestId(`branch-row-${made.id}`);
        assert.match((await row.textContent()) ?? '', /Español/);

        // The same name again: the spec's conflict message, in the dialog that stays open.
        await page.getByTestId('branch-new').click();
        await page.getByTestId('branch-name').fill(name);
        await page.getByTestId('branch-address').fill(`${name} elsewhere`);
        await page.getByTestId('branch-save').click();
        await eventually(() => text(page, 'branch-form-error').catch(() => null), CONFLICT, 'the conflict message');
        await shot(page, 'installation-branch-conflict');
        await page.getByTestId('branch-dialog-close').click();

        await page.getByTestId(`branch-edit-${made.id}`).click();
        await page.getByTestId('branch-address').fill(`${name} avenue 2`);
        await page.getByTestId('branch-locale').selectOption({ label: 'Português (Brasil)' });
        await page.getByTestId('branch-save').click();
        await page.locator('[data-testid=branches-notice][data-notice=saved]').waitFor();
        const edited = (await call(admin, 'GET', '/api/branches')).find((b) => b.id === made.id);
        assert.deepEqual({ address: edited.address, locale: edited.locale }, { address: `${name} avenue 2`, locale: 'pt_BR' });
        await shot(page, 'installation-branches');

        page.once('dialog', (d) => d.accept());
        await page.getByTestId(`branch-delete-${made.id}`).click();
        await page.locator('[data-testid=branches-notice][data-notice=deleted]').waitFor();
        assert.equal((await call(admin, 'GET', '/api/branches')).some((b) => b.id === made.id), false);
      } finally {
        await ctx.close();
        const left = (await call(admin, 'GET', '/api/branches').catch(() => [])).filter((b) => b.name === name);
        for (const b of left) await call(admin, 'DELETE', `/api/branches/${b.id}`).catch(() => {});
      }
    },
  },
  {
    name: "browser: installation — the general settings are saved; the login page shows the installation's name, in its language where English would be the default",
    async fn({ browser }) {
      const admin = await login('admin', 'admin');
      const branchName = `TV E2E ${unique()}`;
      const ctx = await newContext(browser);
      const visitor = await newContext(browser, 'de-DE');
      try {
        const page = await ctx.newPage();
        await uiLogin(page, 'admin', 'admin');
        await openMenu(page, 'settings');
        await page.getByTestId('settings-form').waitFor();
        assert.equal(await page.getByTestId('settings-branchName').inputValue(), 'Newsroom');
        await page.getByTestId('settings-loginDomain').fill('not a domain');
        await page.getByTestId('settings-save').click();
        await eventually(() => text(page, 'error-settings-loginDomain').catch(() => null), 'Enter a domain such as example.com.', 'the domain message');

        await page.getByTestId('settings-locale').selectOption({ label: 'Español' });
        await page.getByTestId('settings-branchName').fill(branchName);
        await page.getByTestId('settings-loginDomain').fill('@e2e.example.com');
        await page.getByTestId('settings-save').click();
        await page.getByTestId('settings-saved').waitFor();
        assert.deepEqual(await call(admin, 'GET', '/api/branch/config'), { locale: 'es_ES', branchName, loginDomain: 'e2e.example.com' });
        // An English browser keeps English.
        assert.equal(await text(page, 'menu-settings'), 'Settings');
        await shot(page, 'installation-settings');

        const first = await visitor.newPage();
        await first.goto('/login');
        await eventually(() => text(first, 'login-branch-name'), branchName, "the installation's name");
        await eventually(() => text(first, 'login-submit'), 'Entrar', 'the login page in Spanish');
        await shot(first, 'installation-login-page');
        // Signed in, the desk speaks it too until the user picks a language.
        await first.locator('input[name=username]').fill('viewer');
        await first.locator('input[name=password]').fill('viewer');
        await first.getByTestId('login-submit').click();
        await first.waitForURL((url) => url.pathname === '/home');
        await eventually(() => text(first, 'menu-home'), 'Inicio', 'the menu in Spanish');
        const english = await ctx.newPage();
        await english.goto('/login');
        await english.waitForURL((url) => url.pathname === '/home');
        assert.equal(await text(english, 'menu-home'), 'Home');
      } finally {
        await ctx.close();
        await visitor.close();
        await call(admin, 'PUT', '/api/branch/config', DEFAULTS);
      }
      assert.deepEqual(await call(admin, 'GET', '/api/branch/config'), DEFAULTS);
    },
  },
  {
    name: 'browser: installation — the licence page shows the community edition and refuses a file that is not a licence',
    async fn({ browser }) {
      const ctx = await newContext(browser);
      const other = await newContext(browser);
      try {
        const page = await ctx.newPage();
        await uiLogin(page, 'admin', 'admin');
        await openMenu(page, 'licence');
        await page.getByTestId('licence-page').waitFor();
        assert.equal(await page.getByTestId('licence-status').getAttribute('data-status'), 'COMMUNITY');
        assert.equal(await text(page, 'licence-status'), 'Community edition: no license installed, no limit of users.');
        assert.equal(await text(page, 'licence-maxUsers'), 'No limit');
        assert.ok(Number(await text(page, 'licence-activeUsers')) >= 1, 'at least this session is open');
        assert.equal(await page.getByTestId('licence-banner').count(), 0);
        assert.equal(await page.getByTestId('licence-remove').count(), 0);

        await page.getByTestId('licence-file').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('this is not a licence') });
        await page.getByTestId('licence-install').click();
        await eventually(() => text(page, 'error-licence-file').catch(() => null), 'This is not a license file, or its signature does not match.', 'the not-a-licence message');
        await shot(page, 'installation-licence');

        // Someone without admin read: no licence entry, no page.
        const viewer = await other.newPage();
        await uiLogin(viewer, 'viewer', 'viewer');
        assert.equal(await viewer.getByTestId('menu-licence').count(), 0);
        await viewer.goto('/admin/licence');
        await viewer.waitForURL((url) => url.pathname === '/home');
      } finally {
        await ctx.close();
        await other.close();
      }
    },
  },
];
