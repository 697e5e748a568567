// User administration (/admin/users, /admin/groups, /my-data) against the demo data: the administrator
// creates a user with a one-time password, whose first login asks for a new password (field errors
// first) and then signs them in; a reset shows a new one-time password once; a group is made with the
// permission grid and deleted, a group with users is not; "my data" says a wrong current password; a
// user without user read has no menu entry and is sent home. Users are never deleted: each test
// deactivates the users it made.
import assert from 'node:assert/strict';
import { call, eventually, login, newContext, shot, uiLogin, openMenu } from './lib.mjs';

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
const text = async (page, testId) => ((await page.getByTestId(testId).textContent()) ?? '').trim();

/** Deactivates the user with this login name, if the test got as far as making them. */
async function deactivate(admin, nickname) {
  const page = await call(admin, 'GET', `/api/users/filter?filter=${encodeURIComponent(nickname)}&activeOnly=false&page=0&size=25`).catch(() => null);
  const user = page?.data.find((u) => u.nickname === nickname);
  if (user?.active) await call(admin, 'DELETE', `/api/users?ids=${user.id}`).catch(() => {});
}

export const userTests = [
  {
    name: 'browser: admin users — a new user gets a one-time password, chooses their own at the first login, and a reset shows a new one once',
    async fn({ browser }) {
      const admin = await login('admin', 'admin');
      const nickname = `e2e${unique()}`;
      const ctx = await newContext(browser);
      const other = await newContext(browser);
      try {
        const page = await ctx.newPage();
        await uiLogin(page, 'admin', 'admin');
        await openMenu(page, 'users');
        await page.getByTestId('users-table').waitFor();
        await page.getByTestId('user-new').click();
        await page.getByTestId('user-name').fill('E2E Person');
        await page.getByTestId('user-nickname').fill(nickname);
        await page.getByTestId('user-email').fill(`${nickname}@example.com`);
        await page.getByTestId('user-password').fill('first-time-1');
        await page.getByTestId('user-passwordConfirmation').fill('first-time-2');
        await page.getByTestId('user-save').click();
        assert.equal(await text(page, 'error-user-passwordConfirmation'), 'The two passwords must match.');
        await page.getByTestId('user-passwordConfirmation').fill('first-time-1');
        await page.getByTestId('user-save').click();
        await page.locator('[data-testid=users-notice][data-notice=created]').waitFor();

        // The first login asks for a new password.
        const them = await other.newPage();
        await them.goto('/login');
        await them.locator('input[name=username]').fill(nickname);
        await them.locator('input[name=password]').fill('first-time-1');
        await them.getByTestId('login-submit').click();
        await them.locator('[data-testid=new-password-form][data-reason=password_change_required]').waitFor();
        await them.getByTestId('field-newPassword').fill('short');
        await them.getByTestId('field-newPasswordConfirmation').fill('short');
        await them.getByTestId('new-password-submit').click();
        await eventually(() => them.getByTestId('error-newPassword').textContent().catch(() => null), (t) => /^At least \d+ characters\.$/.test(t ?? ''), 'the too-short message');
        await them.getByTestId('field-newPassword').fill('my-own-password-1');
        await them.getByTestId('field-newPasswordConfirmation').fill('my-own-password-1');
        await them.getByTestId('new-password-submit').click();
        await them.waitForURL((url) => url.pathname === '/home');
        await shot(them, 'users-first-login-done');

        // A reset: a new one-time password, shown once; the old password no longer signs in.
        await page.getByTestId('users-filter').fill(nickname);
        const row = page.locator(`tr[data-nickname="${nickname}"]`);
        await row.waitFor();
        page.once('dialog', (d) => d.accept());
        await row.getByRole('button', { name: 'Reset password' }).click();
        const oneTime = await text(page, 'otp-value');
        assert.ok(oneTime.length >= 8, `a one-time password (${oneTime})`);
        await shot(page, 'users-one-time-password');
        await page.getByTestId('otp-done').click();
        assert.equal(await page.getByTestId('otp-value').count(), 0);
        await assert.rejects(login(nickname, 'my-own-password-1'));
        await assert.rejects(login(nickname, oneTime), /password_change_required/);
      } finally {
        await ctx.close();
        await other.close();
        await deactivate(admin, nickname);
      }
    },
  },
  {
    name: 'browser: admin users — a group is made with the permission grid and deleted; a group with users is not',
    async fn({ browser }) {
      const admin = await login('admin', 'admin');
      const name = `E2E group ${unique()}`;
      const ctx = await newContext(browser);
      try {
        const page = await ctx.newPage();
        await uiLogin(page, 'admin', 'admin');
        await openMenu(page, 'groups');
        await page.getByTestId('groups-table').waitFor();
        await page.getByTestId('group-new').click();
        await page.getByTestId('group-name').fill(name);
        await page.getByTestId('perm-all-READ').check();
        await page.getByTestId('perm-STORY-WRITE').check();
        await page.getByTestId('group-reporters').check();
        await page.getByTestId('group-categories-input').fill('Sports');
        await page.keyboard.press('Enter');
        await shot(page, 'groups-grid');
        await page.getByTestId('group-save').click();
        await page.locator('[data-testid=groups-notice][data-notice=created]').waitFor();
        const made = (await call(admin, 'GET', '/api/groups')).find((g) => g.name === name);
        assert.ok(made, 'the group exists');
        assert.equal(made.permissions.STORY, 'WRITE');
        assert.equal(made.permissions.CHAT, 'READ');
        assert.equal(made.reporters, true);
        assert.deepEqual(made.categories, ['Sports']);

        page.on('dialog', (d) => d.accept());
        const withUsers = (await call(admin, 'GET', '/api/groups')).find((g) => g.userCount > 0);
        await page.getByTestId(`group-delete-${withUsers.id}`).click();
        await eventually(() => page.getByTestId('groups-error').getAttribute('data-code'), 'group_has_users', 'the group-has-users message');
        await page.getByTestId(`group-delete-${made.id}`).click();
        await page.locator('[data-testid=groups-notice][data-notice=deleted]').waitFor();
        assert.equal((await call(admin, 'GET', '/api/groups')).some((g) => g.name === name), false);
      } finally {
        await ctx.close();
        const left = (await call(admin, 'GET', '/api/groups').catch(() => [])).find((g) => g.name === name);
        if (left) await call(admin, 'DELETE', `/api/groups/${left.id}`).catch(() => {});
      }
    },
  },
  {
    name: 'browser: admin users — "my data" says a wrong current password beside its field; a user without user read is sent home',
    async fn({ browser }) {
      const ctx = await newContext(browser);
      try {
        const page = await ctx.newPage();
        await uiLogin(page, 'viewer', 'viewer');
        assert.equal(await page.getByTestId('menu-users').count(), 0);
        await page.goto('/admin/users');
        await page.waitForURL((url) => url.pathname === '/home');
        await page.getByTestId('current-user').click();
        await page.getByTestId('my-data-form').waitFor();
        await page.getByTestId('me-currentPassword').fill('not-my-password');
        await page.getByTestId('me-password').fill('another-password-1');
        await page.getByTestId('me-passwordConfirmation').fill('another-password-1');
        await page.getByTestId('my-data-save').click();
        await eventually(() => page.getByTestId('error-me-currentPassword').textContent().catch(() => null), 'The current password is wrong.', 'the wrong-password message');
        await login('viewer', 'viewer'); // unchanged
      } finally {
        await ctx.close();
      }
    },
  },
];
