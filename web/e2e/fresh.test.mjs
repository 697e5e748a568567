// "Done means", on a fresh installation (a newsroom started without --demo, at FRESH_URL): the administrator
// signs in with the one-time password of the first start (FRESH_ADMIN_PASSWORD, from the log) and chooses
// their own; makes two groups (Desk: rundowns and stories write; Sports: rundowns read), two programs each
// allowed to one group only, and one user in each group; each user signs in, chooses a password, and sees
// exactly what the group allows: their program in the rundown picker and not the other, no administration
// menu; the Desk user makes today's rundown of their program, and the Sports user asking the API for it
// gets a 403. Everything is done in the browser,
// as a newsroom would on its first day; the API is read only to check.
//
// The fresh instance is used once: the test changes the administrator's password. scripts/e2e.sh starts
// one for each mode and always sets FRESH_URL and FRESH_ADMIN_PASSWORD; without FRESH_URL (a run against
// a server started by hand) the test is not registered.
import assert from 'node:assert/strict';
import { call, login, newContext, shot, today, openMenu } from './lib.mjs';

const FRESH_URL = process.env.FRESH_URL?.replace(/\/$/, '');
const ADMIN_ONE_TIME = process.env.FRESH_ADMIN_PASSWORD ?? '';
const ADMIN_PASSWORD = 'fresh-admin-password-1';

/** The menu entries of the administration (features/layout/menu.ts). */
const ADMIN_MENU = ['devices', 'programs', 'users', 'groups', 'accessLogs'];

const notice = (page, list, kind) => page.locator(`[data-testid=${list}-notice][data-notice=${kind}]`).waitFor();

/** The first login of `nickname`: the one-time password, then the new-password prompt, then /home. */
async function firstLogin(page, nickname, oneTime, password, shotName) {
  await page.goto('/login');
  await page.locator('input[name=username]').fill(nickname);
  await page.locator('input[name=password]').fill(oneTime);
  await page.getByTestId('login-submit').click();
  await page.locator('[data-testid=new-password-form][data-reason=password_change_required]').waitFor();
  await page.getByTestId('field-newPassword').fill(password);
  await page.getByTestId('field-newPasswordConfirmation').fill(password);
  if (shotName) await shot(page, shotName);
  await page.getByTestId('new-password-submit').click();
  await page.waitForURL((url) => url.pathname === '/home');
}

async function createGroup(page, name, permissions) {
  await page.getByTestId('group-new').click();
  await page.getByTestId('group-name').fill(name);
  for (const perm of permissions) await page.getByTestId(`perm-${perm}`).check();
  await page.getByTestId('group-save').click();
  await notice(page, 'groups', 'created');
}

async function createProgram(page, { name, start, end, production, group, presenter }) {
  await page.getByTestId('program-new').click();
  const dialog = page.getByTestId('program-dialog');
  await dialog.getByTestId('program-name').fill(name);
  await dialog.getByTestId('program-start').fill(start);
  await dialog.getByTestId('program-end').fill(end);
  await dialog.getByTestId('program-production').fill(production);
  await dialog.getByTestId('program-allowedGroups').getByLabel(group, { exact: true }).check();
  assert.match(await dialog.getByTestId('program-groups-hint').innerText(), /Only the selected groups/);
  await dialog.getByTestId('presenter-add').click();
  await dialog.getByTestId('presenter-name-0').fill(presenter);
  await shot(page, `fresh-program-${name.toLowerCase().replace(/\W+/g, '-')}`);
  await dialog.getByTestId('program-save').click();
  // The dialog closes once every call of the save is done (the notice of an earlier program may
  // still be showing, so it alone does not say this one is saved).
  await dialog.waitFor({ state: 'detached' });
  await notice(page, 'programs', 'created');
}

async function createUser(page, { name, nickname, group, oneTime }) {
  await page.getByTestId('user-new').click();
  const dialog = page.getByTestId('user-dialog');
  await dialog.getByTestId('user-name').fill(name);
  await dialog.getByTestId('user-nickname').fill(nickname);
  await dialog.getByTestId('user-email').fill(`${nickname}@example.com`);
  await dialog.getByTestId('user-password').fill(oneTime);
  await dialog.getByTestId('user-passwordConfirmation').fill(oneTime);
  await dialog.getByTestId('user-groups').getByLabel(group, { exact: true }).check();
  await dialog.getByTestId('user-save').click();
  await dialog.waitFor({ state: 'detached' });
  await notice(page, 'users', 'created');
}

/** The names the rundown picker offers. */
async function pickerPrograms(page) {
  await page.getByTestId('menu-rundown').click();
  await page.getByTestId('rundown-picker').waitFor();
  const select = page.getByTestId('picker-program');
  if ((await select.count()) === 0) return [];
  return (await select.locator('option').allInnerTexts()).map((text) => text.split(' · ')[0].trim());
}

/** What the menu offers of the administration. */
async function adminMenu(page) {
  await page.getByTestId('main-menu').waitFor();
  const shown = [];
  for (const key of ADMIN_MENU) if ((await page.getByTestId(`menu-${key}`).count()) > 0) shown.push(key);
  return shown;
}

/** The status of a call the signed-in browser makes itself (its session cookie, no token). */
const statusOf = (page, path) => page.evaluate(async (p) => (await fetch(p)).status, path);

export const freshTests = !FRESH_URL
  ? []
  : [
      {
        name: 'browser: fresh installation — the administrator sets up groups, programs and users; each user sees only what their group allows',
        async fn({ browser }) {
          assert.ok(ADMIN_ONE_TIME, 'FRESH_ADMIN_PASSWORD: the one-time password of the first start');
          const contexts = [];
          const context = async () => {
            const ctx = await newContext(browser, 'en-US', FRESH_URL);
            contexts.push(ctx);
            return ctx.newPage();
          };
          try {
            // The administrator's first login: the one-time password of the log, then their own.
            const admin = await context();
            await firstLogin(admin, 'admin', ADMIN_ONE_TIME, ADMIN_PASSWORD, 'fresh-admin-new-password');
            assert.deepEqual(await adminMenu(admin), ADMIN_MENU, 'the administrator sees the whole administration');
            await assert.rejects(login('admin', ADMIN_ONE_TIME, FRESH_URL), 'the one-time password no longer signs in');
            const token = await login('admin', ADMIN_PASSWORD, FRESH_URL);
            assert.deepEqual(await call(token, 'GET', '/api/programs?all=true', undefined, FRESH_URL), [], 'a fresh installation has no program');

            // Two groups.
            await openMenu(admin, 'groups');
            await admin.getByTestId('groups-page').waitFor();
            await createGroup(admin, 'Desk', ['RUNDOWN-WRITE', 'STORY-WRITE']);
            await createGroup(admin, 'Sports', ['RUNDOWN-READ']);
            await admin.getByTestId('groups-table').getByText('Sports', { exact: true }).waitFor();
            await shot(admin, 'fresh-groups');
            const groups = await call(token, 'GET', '/api/groups', undefined, FRESH_URL);
            const desk = groups.find((g) => g.name === 'Desk');
            const sports = groups.find((g) => g.name === 'Sports');
            assert.equal(desk?.permissions.RUNDOWN, 'WRITE');
            assert.equal(desk?.permissions.STORY, 'WRITE');
            assert.equal(sports?.permissions.RUNDOWN, 'READ');

            // Two programs, each for one group.
            await openMenu(admin, 'programs');
            await admin.getByTestId('programs-empty').waitFor();
            await createProgram(admin, { name: 'Evening News', start: '19:00:00', end: '19:45:00', production: '40:00', group: 'Desk', presenter: 'Ana Lima' });
            await createProgram(admin, { name: 'Sports Hour', start: '21:00', end: '22:00:00', production: '55:00', group: 'Sports', presenter: 'Rui Costa' });
            const programs = await call(token, 'GET', '/api/programs?all=true', undefined, FRESH_URL);
            const evening = programs.find((p) => p.name === 'Evening News');
            const sportsHour = programs.find((p) => p.name === 'Sports Hour');
            assert.deepEqual(evening?.allowedGroups, [desk.id]);
            assert.deepEqual(sportsHour?.allowedGroups, [sports.id]);
            assert.equal(sportsHour.start, '21:00:00');
            assert.equal(evening.production, 'PT40M');
            assert.deepEqual(await call(token, 'GET', `/api/programs/${evening.id}/presenters`, undefined, FRESH_URL), [{ name: 'Ana Lima', wordsPerMinute: 160 }]);
            assert.match(await admin.getByTestId(`program-row-${evening.id}`).innerText(), /Desk/);
            assert.match(await admin.getByTestId(`program-row-${sportsHour.id}`).innerText(), /Sports/);
            await shot(admin, 'fresh-programs');

            // Two users, one in each group. Dana's one-time password is typed in the dialog; Sam's is a
            // new one the server makes, shown once in the one-time password dialog.
            await openMenu(admin, 'users');
            await admin.getByTestId('users-table').waitFor();
            await createUser(admin, { name: 'Dana Desk', nickname: 'dana', group: 'Desk', oneTime: 'dana-one-time-1' });
            await createUser(admin, { name: 'Sam Sports', nickname: 'sam', group: 'Sports', oneTime: 'sam-one-time-1' });
            const sam = admin.locator('tr[data-nickname="sam"]');
            admin.once('dialog', (d) => d.accept());
            await sam.getByRole('button', { name: 'Reset password' }).click();
            const samOneTime = (await admin.getByTestId('otp-value').innerText()).trim();
            assert.ok(samOneTime.length >= 8, `a one-time password (${samOneTime})`);
            await shot(admin, 'fresh-users-one-time-password');
            await admin.getByTestId('otp-done').click();
            assert.match(await admin.locator('tr[data-nickname="dana"]').innerText(), /Desk/);
            assert.match(await sam.innerText(), /Sports/);
            await shot(admin, 'fresh-users');

            // The Desk user: Evening News only, no administration.
            const dana = await context();
            await firstLogin(dana, 'dana', 'dana-one-time-1', 'dana-own-password-1', 'fresh-dana-new-password');
            assert.deepEqual(await adminMenu(dana), [], 'the Desk user has no administration menu');
            assert.deepEqual(await pickerPrograms(dana), ['Evening News']);
            await shot(dana, 'fresh-dana-picker');
            // They may write rundowns: today's rundown of Evening News is made from the picker.
            await dana.getByTestId('picker-open').click();
            await dana.waitForURL((url) => url.pathname === `/rundown/${today()}/${evening.id}`);
            await dana.getByTestId('create-rundown').click();
            await dana.getByTestId('rundown-grid').waitFor({ timeout: 15000 });
            await shot(dana, 'fresh-dana-rundown');
            await dana.goto('/admin/programs');
            await dana.waitForURL((url) => url.pathname === '/home');

            // The Sports user: Sports Hour only, and the API refuses the other program.
            const samPage = await context();
            await firstLogin(samPage, 'sam', samOneTime, 'sam-own-password-1');
            assert.deepEqual(await adminMenu(samPage), [], 'the Sports user has no administration menu');
            assert.deepEqual(await pickerPrograms(samPage), ['Sports Hour']);
            await shot(samPage, 'fresh-sam-picker');
            const q = (id) => `date=${today()}&programId=${id}`;
            assert.equal(await statusOf(samPage, `/api/rundowns?${q(sportsHour.id)}`), 404, 'their own program has no rundown yet');
            assert.equal(await statusOf(samPage, `/api/rundowns?${q(evening.id)}`), 403, "the other program's rundown");
            assert.equal(await statusOf(samPage, `/api/rundowns/exists?${q(evening.id)}`), 403, "whether the other program has a rundown");
            assert.equal(await statusOf(samPage, `/api/programs/${evening.id}`), 403, 'the other program');
            assert.equal(await statusOf(samPage, `/api/programs/${sportsHour.id}`), 200, 'their own program');

            // Back to the administrator: Evening News has a rundown now, so it cannot be deleted; it is
            // disabled instead, and enabled again. Sports Hour has none: it is deleted.
            await openMenu(admin, 'programs');
            await admin.getByTestId('programs-table').waitFor();
            admin.once('dialog', (d) => d.accept());
            await admin.getByTestId(`program-delete-${evening.id}`).click();
            await admin.getByTestId('program-has-content').waitFor();
            await shot(admin, 'fresh-program-has-content');
            await admin.getByTestId('program-disable-instead').click();
            await notice(admin, 'programs', 'disabled');
            await admin.locator(`[data-testid=program-row-${evening.id}][data-active=false]`).waitFor();
            await shot(admin, 'fresh-program-disabled');
            await dana.goto('/home'); // a new page: the program list is read again
            assert.deepEqual(await pickerPrograms(dana), [], 'a disabled program is not offered');
            await admin.getByTestId(`program-enable-${evening.id}`).click();
            await notice(admin, 'programs', 'enabled');
            await admin.locator(`[data-testid=program-row-${evening.id}][data-active=true]`).waitFor();
            admin.once('dialog', (d) => d.accept());
            await admin.getByTestId(`program-delete-${sportsHour.id}`).click();
            await notice(admin, 'programs', 'deleted');
            assert.deepEqual((await call(token, 'GET', '/api/programs?all=true', undefined, FRESH_URL)).map((p) => [p.name, p.active]), [['Evening News', true]]);
          } finally {
            for (const ctx of contexts) await ctx.close();
          }
        },
      },
    ];
