// The rundown desk in the browser (issue 12): templates (save the open rundown as one, create a rundown
// from it, replace it after the browser asks, list and delete), recreate (refused with the spec's message while the rundown has stories),
// the header's date, start, end and production (an earlier date and a taken date refused; a second browser
// on the old address follows the rundown to its new date live, never reloaded), repaginate (A1, A2, B1 ...,
// written to the rundown log), and the story trash (list, filter, restore) from the main menu's trash. Every test
// works on rundowns of dates far ahead (the lock after the end: far behind), its own each run, and leaves today's rundown as it was.
import assert from 'node:assert/strict';
import { PROGRAM_ID, call, cellText, ensureStory, eventually, isoSeconds, login, newContext, shot, today, uiLogin, openMenu } from './lib.mjs';

const DAY = 86_400_000;
/** A date `days` after a base far ahead, new each run (dates are never reused by one server's runs). */
const base = Date.now() + (400 + Math.floor(Math.random() * 20_000)) * DAY;
const ahead = (days) => today(new Date(base + days * DAY));
const q = (date) => `date=${date}&programId=${PROGRAM_ID}`;
const rundownOn = (token, date) => call(token, 'GET', `/api/rundowns?${q(date)}`);
const createOn = (token, date, templateId = null) => call(token, 'POST', '/api/rundowns', { date, programId: PROGRAM_ID, templateId });
const storiesOf = (rundown) => rundown.blocks.flatMap((b) => b.stories);

async function openOn(page, date) {
  await page.goto(`/rundown/${date}/${PROGRAM_ID}`);
  await page.getByTestId('rundown-grid').waitFor({ timeout: 15000 });
  await page.locator('[data-testid=live-status][data-state=live]').waitFor({ timeout: 10000 });
}

/** A command of the toolbar's layout menu (templates, recreate, repaginate). */
async function layoutCommand(page, testId) {
  await page.getByTestId('open-layout-menu').click();
  await page.getByTestId(testId).click();
}

async function producerPage(browser) {
  const ctx = await newContext(browser);
  const page = await ctx.newPage();
  await uiLogin(page, 'producer', 'producer');
  return { ctx, page };
}

export const deskTests = [
  {
    name: 'browser: save a rundown as a template, create a rundown from it, recreate refused while it has stories and done once empty, delete the template',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const { rundown: todays } = await ensureStory(token);
      const name = `E2E template ${Date.now()}`;
      const { ctx, page } = await producerPage(browser);
      try {
        // Save today's rundown as a template from the toolbar's dialog.
        await openOn(page, today());
        await layoutCommand(page, 'open-templates');
        await page.getByTestId('template-name').fill(name);
        await page.getByTestId('template-save').click();
        await page.getByTestId('template-saved').waitFor();
        const row = page.locator(`[data-testid^=template-row-][data-name="${name}"]`);
        await row.waitFor();
        const template = (await call(token, 'GET', `/api/programs/${PROGRAM_ID}/templates`)).find((t) => t.name === name);
        assert.equal(template.blocks, todays.blocks.length);
        assert.equal(template.stories, storiesOf(todays).length);
        await shot(page, 'desk-templates-dialog');
        // The same name again: the browser asks before replacing it; declined, nothing is replaced.
        await page.getByTestId('template-name').fill(name);
        const asked = new Promise((resolve) => page.once('dialog', (d) => void d.dismiss().then(() => resolve(d.message()))));
        await page.getByTestId('template-save').click();
        assert.equal(await asked, `The program already has a template “${name}”. Replace the template “${name}” with this rundown?`);
        await page.locator('[data-testid=template-save-error][data-code=conflict]').waitFor();
        await page.getByTestId('templates-dialog-close').click();

        // A rundown of a date ahead, created from the template in the browser.
        const date = ahead(0);
        await page.goto(`/rundown/${date}/${PROGRAM_ID}`);
        await page.getByTestId('create-template').selectOption(String(template.id));
        await shot(page, 'desk-create-from-template');
        await page.getByTestId('create-rundown').click();
        await page.getByTestId('rundown-grid').waitFor({ timeout: 15000 });
        const made = await rundownOn(token, date);
        assert.deepEqual(made.blocks.map((b) => b.name), todays.blocks.map((b) => b.name));
        assert.equal(storiesOf(made).length, storiesOf(todays).length);
        await page.getByTestId(`story-row-${storiesOf(made)[0].id}`).waitFor();

        // Recreate is refused while it has stories, with the spec's message.
        await page.locator('[data-testid=live-status][data-state=live]').waitFor({ timeout: 10000 });
        await layoutCommand(page, 'open-recreate');
        await page.getByTestId('recreate-submit').click();
        const banner = page.locator('[data-testid=rundown-error][data-code=rundown_not_empty]');
        await banner.waitFor();
        assert.match(await banner.textContent(), /Only an empty rundown can be recreated\./);
        await shot(page, 'desk-recreate-refused');

        // An empty rundown is recreated from the template; the screen shows its blocks.
        const emptyDate = ahead(1);
        const empty = await createOn(token, emptyDate);
        await openOn(page, emptyDate);
        await layoutCommand(page, 'open-recreate');
        await page.getByTestId('recreate-template').selectOption(String(template.id));
        await shot(page, 'desk-recreate-dialog');
        await page.getByTestId('recreate-submit').click();
        await page.getByTestId('recreate-dialog').waitFor({ state: 'detached' });
        const recreated = storiesOf(await rundownOn(token, emptyDate));
        assert.equal(recreated.length, storiesOf(todays).length);
        await page.getByTestId(`story-row-${recreated[0].id}`).waitFor({ timeout: 8000 });
        assert.equal(await page.getByTestId('rundown-error').count(), 0);
        assert.equal((await rundownOn(token, emptyDate)).id, empty.id);

        // Replace the template: this rundown, one block more, saved under the same name; the browser asks,
        // accepted, and the server keeps the template's id with the new running order.
        const extra = await call(token, 'POST', `/api/rundowns/${empty.id}/blocks`, { name: 'E2E EXTRA' });
        const layout = await rundownOn(token, emptyDate);
        await page.getByTestId(`block-row-${extra.id}`).waitFor({ timeout: 8000 });
        await layoutCommand(page, 'open-templates');
        await page.getByTestId('template-name').fill(name);
        const replaced = new Promise((resolve) => page.once('dialog', (d) => void d.accept().then(() => resolve(d.message()))));
        await page.getByTestId('template-save').click();
        assert.equal(await replaced, `The program already has a template “${name}”. Replace the template “${name}” with this rundown?`);
        await page.getByTestId('template-saved').waitFor();
        const after = (await call(token, 'GET', `/api/programs/${PROGRAM_ID}/templates`)).filter((t) => t.name === name);
        assert.equal(after.length, 1);
        assert.equal(after[0].id, template.id);
        assert.equal(after[0].blocks, layout.blocks.length);
        assert.equal(after[0].blocks, template.blocks + 1);
        assert.equal(after[0].stories, storiesOf(layout).length);
        await page.locator(`[data-testid^=template-row-][data-name="${name}"]`).waitFor();
        await shot(page, 'desk-template-replaced');
        await page.getByTestId('templates-dialog-close').click();

        // Delete the template from the dialog.
        page.once('dialog', (d) => void d.accept());
        await layoutCommand(page, 'open-templates');
        await row.getByRole('button').click();
        await row.waitFor({ state: 'detached' });
        assert.ok(!(await call(token, 'GET', `/api/programs/${PROGRAM_ID}/templates`)).some((t) => t.name === name));
      } finally {
        await ctx.close();
      }
    },
  },
  {
    name: 'browser: change the date, start, end and production from the header; an earlier or taken date is refused; a second browser on the old address (the grid, the CG list, the prompter) follows to the new date live',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const [from, to, taken] = [ahead(10), ahead(12), ahead(14)];
      const rundown = await createOn(token, from);
      await createOn(token, taken);
      const { ctx, page } = await producerPage(browser);
      const ectx = await newContext(browser);
      try {
        const editor = await ectx.newPage();
        await uiLogin(editor, 'editor', 'editor');
        await openOn(editor, from);
        await editor.evaluate(() => (window.__sameDocument = true));
        assert.equal(await editor.getByTestId('edit-times').count(), 0, 'a reader gets no change button');
        await openOn(page, from);
        // The CG list and the prompter of the same rundown follow it too.
        const cg = await ectx.newPage();
        await cg.goto(`/rundown/${from}/${PROGRAM_ID}/cg`);
        await cg.getByTestId('cg-list').waitFor({ timeout: 15000 });
        const prompter = await ectx.newPage();
        await prompter.goto(`/rundown/${from}/${PROGRAM_ID}/tpMode`);
        await prompter.locator('[data-testid=prompter][data-remote=live]').waitFor({ timeout: 15000 });

        // Times first: the editor sees them live.
        await page.getByTestId('edit-times').click();
        await page.getByTestId('times-start').fill('18:55');
        await page.getByTestId('times-end').fill('19:40:00');
        await page.getByTestId('times-production').fill('38:00');
        await page.getByTestId('times-save').click();
        await page.getByTestId('rundown-times-dialog').waitFor({ state: 'detached' });
        await eventually(() => editor.getByTestId('rundown-start').textContent(), '18:55:00', 'the start, live');
        await eventually(() => editor.getByTestId('rundown-end').textContent(), '19:40:00', 'the end, live');
        await eventually(() => editor.getByTestId('rundown-production').textContent(), '38:00', 'the production, live');

        // An earlier date, then a taken one: refused, with the server's words.
        await page.getByTestId('edit-times').click();
        await page.getByTestId('times-date').fill(ahead(5));
        await page.getByTestId('times-save').click();
        const error = page.getByTestId('rundown-times-error');
        await eventually(() => error.getAttribute('data-code'), 'date_earlier', 'an earlier date');
        assert.equal(await error.textContent(), 'A rundown date cannot move to an earlier date.');
        await page.getByTestId('times-date').fill(taken);
        await page.getByTestId('times-save').click();
        await eventually(() => error.getAttribute('data-code'), 'rundown_date_exists', 'a taken date');
        assert.equal(await error.textContent(), 'Rundown date already exists.');
        await shot(page, 'desk-times-dialog-refused');

        // A later free date: both screens end up on the new address, the editor never reloaded.
        await page.getByTestId('times-date').fill(to);
        await page.getByTestId('times-save').click();
        const moved = `/rundown/${to}/${PROGRAM_ID}`;
        await page.waitForURL((url) => url.pathname === moved, { timeout: 8000 });
        await editor.waitForURL((url) => url.pathname === moved, { timeout: 8000 });
        await editor.getByTestId('rundown-grid').waitFor();
        assert.equal(await editor.getByTestId('rundown-screen').getAttribute('data-rundown-id'), String(rundown.id));
        assert.equal(await editor.evaluate(() => window.__sameDocument), true, 'the editor page was not reloaded');
        await eventually(() => editor.locator('[data-testid=live-status]').getAttribute('data-state'), 'live', 'still live');
        await shot(editor, 'desk-date-followed-editor');
        await cg.waitForURL((url) => url.pathname === `${moved}/cg`, { timeout: 8000 });
        await cg.getByTestId('cg-list').waitFor();
        await prompter.waitForURL((url) => url.pathname === `${moved}/tpMode`, { timeout: 8000 });
        await prompter.locator('[data-testid=prompter][data-remote=live]').waitFor();
        assert.equal((await rundownOn(token, to)).id, rundown.id);
        assert.equal((await call(token, 'GET', `/api/rundowns/exists?${q(from)}`)).status, 'CAN_CREATE');
      } finally {
        await ctx.close();
        await ectx.close();
      }
    },
  },
  {
    name: 'browser: repaginate from the toolbar (A1, A2, B1 ...), written to the rundown log and undone from it',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const date = ahead(20);
      let rundown = await createOn(token, date);
      const first = rundown.blocks.find((b) => !b.standBy);
      const second = await call(token, 'POST', `/api/rundowns/${rundown.id}/blocks`, { name: 'B' });
      for (const [block, slug] of [[first, 'ONE'], [first, 'TWO'], [second, 'THREE']]) {
        const story = await call(token, 'POST', `/api/blocks/${block.id}/stories`, { slug, position: null });
        await call(token, 'PATCH', `/api/stories/${story.id}`, { field: 'page', value: 'Z9' });
      }
      rundown = await rundownOn(token, date);
      const ids = storiesOf(rundown).map((s) => s.id);
      const { ctx, page } = await producerPage(browser);
      try {
        await openOn(page, date);
        await layoutCommand(page, 'repaginate');
        for (const [i, want] of ['A1', 'A2', 'B1'].entries()) {
          await eventually(() => cellText(page, `story-page-${ids[i]}`), want, `page of story ${i}`);
        }
        await page.getByTestId('open-log').click();
        const line = page.locator('[data-testid^=log-row-]', { hasText: 'Repaginated (3 pages changed)' });
        await line.waitFor({ timeout: 8000 });
        await shot(page, 'desk-repaginated-log');
        // Undone from its line: the pages before come back, and the line offers it no more.
        await line.getByRole('button', { name: 'Undo' }).click();
        for (const i of [0, 1, 2]) {
          await eventually(() => cellText(page, `story-page-${ids[i]}`), 'Z9', `page of story ${i} back`);
        }
        await page.locator('[data-testid^=log-row-]', { hasText: 'Repagination undone (3 pages back)' }).waitFor({ timeout: 8000 });
        await eventually(() => line.getByRole('button').count(), 0, 'undone once');
        await shot(page, 'desk-repagination-undone');
        const rest = await rundownOn(token, date);
        assert.deepEqual(storiesOf(rest).map((s) => s.page), ['Z9', 'Z9', 'Z9']);
      } finally {
        await ctx.close();
      }
    },
  },
  {
    name: 'browser: the story trash from the menu: list, filter, restore; a reader lists only',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const date = ahead(30);
      const rundown = await createOn(token, date);
      const block = rundown.blocks.find((b) => !b.standBy);
      const gone = [];
      for (const slug of ['TRASH FIRE', 'TRASH WEATHER']) {
        const story = await call(token, 'POST', `/api/blocks/${block.id}/stories`, { slug, position: null });
        await call(token, 'DELETE', `/api/stories/${story.id}`);
        gone.push(story);
      }
      const { ctx, page } = await producerPage(browser);
      const vctx = await newContext(browser);
      try {
        await page.getByTestId('menu-trash').click();
        await page.getByTestId('trash-page').waitFor();
        await page.getByTestId('trash-date').fill(date);
        await page.getByTestId(`trash-row-${gone[0].id}`).waitFor({ timeout: 8000 });
        await page.getByTestId(`trash-row-${gone[1].id}`).waitFor();
        const { trashRetentionDays } = await call(token, 'GET', '/api/rundowns/config');
        assert.equal(await page.getByTestId('trash-retention').textContent(), trashRetentionDays === 0 ? 'Deleted stories are kept until restored.' : `Deleted stories are kept ${trashRetentionDays} days, then purged.`);
        await page.getByTestId('trash-filter').fill('weather');
        await page.getByTestId(`trash-row-${gone[0].id}`).waitFor({ state: 'detached' });
        await shot(page, 'desk-trash');
        await page.getByTestId(`trash-restore-${gone[1].id}`).click();
        await page.getByTestId('trash-restored').waitFor();
        await page.getByTestId(`trash-row-${gone[1].id}`).waitFor({ state: 'detached' });
        const back = storiesOf(await rundownOn(token, date)).map((s) => s.id);
        assert.deepEqual(back, [gone[1].id]);

        const viewer = await vctx.newPage();
        await uiLogin(viewer, 'viewer', 'viewer');
        await viewer.goto(`/trash?programId=${PROGRAM_ID}&date=${date}`);
        await viewer.getByTestId(`trash-row-${gone[0].id}`).waitFor({ timeout: 8000 });
        assert.equal(await viewer.getByTestId(`trash-restore-${gone[0].id}`).count(), 0);
      } finally {
        await ctx.close();
        await vctx.close();
      }
    },
  },
  {
    name: 'browser: rundown settings: the administrator turns the lock after the end on as hours and minutes and the trash retention to 0 from the menu (too long is shown beside the field); the rundown header says when it locks itself, the trash how long it keeps stories; a producer has neither the menu nor the page',
    async fn({ browser }) {
      const admin = await login('admin', 'admin');
      const producer = await login('producer', 'producer');
      const before = await call(admin, 'GET', '/api/rundowns/config');
      const date = ahead(40);
      const rundown = await createOn(producer, date);
      const actx = await newContext(browser);
      const { ctx, page } = await producerPage(browser);
      try {
        const settings = await actx.newPage();
        await uiLogin(settings, 'admin', 'admin');
        await openMenu(settings, 'rundownSettings');
        await settings.getByTestId('rundown-settings-form').waitFor();
        if (!(await settings.getByTestId('rundown-settings-lockOn').isChecked())) await settings.getByTestId('rundown-settings-lockOn').check();
        // Longer than 7 days: refused beside the field, nothing sent.
        await settings.getByTestId('rundown-settings-lockHours').fill('170');
        await settings.getByTestId('rundown-settings-save').click();
        assert.equal(await settings.getByTestId('error-rundown-settings-lockAfterEnd').textContent(), 'Enter at most 168 hours (7 days), minutes from 0 to 59.');
        await shot(settings, 'rundown-settings-error');
        // 167 h 45 min: today's rundown (and every other one of these tests) locks a week from now at the earliest.
        await settings.getByTestId('rundown-settings-lockHours').fill('167');
        await settings.getByTestId('rundown-settings-lockMinutes').fill('45');
        await settings.getByTestId('rundown-settings-trashRetentionDays').fill('0');
        await settings.getByTestId('rundown-settings-save').click();
        await settings.getByTestId('rundown-settings-saved').waitFor();
        await shot(settings, 'rundown-settings-saved');
        const saved = await call(admin, 'GET', '/api/rundowns/config');
        assert.equal(isoSeconds(saved.lockAfterEnd), 167 * 3600 + 45 * 60);
        assert.equal(saved.trashRetentionDays, 0);
        assert.equal(saved.logRetentionDays, before.logRetentionDays);
        await settings.reload();
        assert.equal(await settings.getByTestId('rundown-settings-lockHours').inputValue(), '167');
        assert.equal(await settings.getByTestId('rundown-settings-lockMinutes').inputValue(), '45');

        // The producer: no menu entry, the page sends home; the header says when the rundown locks itself.
        assert.equal(await page.getByTestId('menu-rundownSettings').count(), 0);
        await openOn(page, date);
        const [y, m, d] = rundown.date.split('-').map(Number);
        const [eh, em] = rundown.end.split(':').map(Number);
        const [sh, sm] = rundown.start.split(':').map(Number);
        const nextDay = eh * 60 + em < sh * 60 + sm ? 1 : 0;
        const at = new Date(y, m - 1, d + nextDay, eh + 167, em + 45);
        const time = new Intl.DateTimeFormat('en-US', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
        const day = new Intl.DateTimeFormat('en-US', { day: 'numeric', month: 'short' }).format(at);
        await eventually(() => page.getByTestId('rundown-lock-at').textContent(), `Locks itself on ${day} at ${time}`, 'the lock time in the header');
        await shot(page, 'desk-lock-at');
        await page.goto(`/trash?programId=${PROGRAM_ID}&date=${date}`);
        assert.equal(await page.getByTestId('trash-retention').textContent(), 'Deleted stories are kept until restored.');
        await page.goto('/admin/rundown-settings');
        await page.waitForURL((u) => u.pathname === '/home');
        assert.equal(await page.getByTestId('rundown-settings-page').count(), 0);
      } finally {
        await call(admin, 'PUT', '/api/rundowns/config', before);
        await ctx.close();
        await actx.close();
      }
    },
  },
  {
    name: 'browser: a rundown locked after its end: the producer ends the show of a past rundown and cannot reopen it (the banner says why, nothing changes); the administrator reopens it and the producer sees it live',
    async fn({ browser }) {
      const admin = await login('admin', 'admin');
      const producer = await login('producer', 'producer');
      const before = await call(admin, 'GET', '/api/rundowns/config');
      // Far in the past (the minute sweep only looks at the last week): locked since its end.
      const date = today(new Date(Date.now() - (30 + Math.floor(Math.random() * 20_000)) * DAY));
      await call(admin, 'PUT', '/api/rundowns/config', { ...before, lockAfterEnd: 'PT0S' });
      const { ctx, page } = await producerPage(browser);
      const actx = await newContext(browser);
      try {
        await createOn(producer, date);
        await openOn(page, date);
        page.once('dialog', (d) => void d.accept());
        await page.getByTestId('rundown-end-show').click();
        await page.locator('[data-testid=rundown-display][data-status=STOP]').waitFor();
        await page.getByTestId('rundown-reopen').click();
        assert.equal(
          await page.locator('[data-testid=rundown-error] > span').first().textContent(),
          'This rundown locked itself after the end of the show: only a rundown administrator can reopen it.',
        );
        await shot(page, 'desk-reopen-refused');
        assert.equal((await rundownOn(producer, date)).displayStatus, 'STOP');

        const apage = await actx.newPage();
        await uiLogin(apage, 'admin', 'admin');
        await openOn(apage, date);
        await apage.getByTestId('rundown-reopen').click();
        await apage.locator('[data-testid=rundown-display][data-status=BLANK]').waitFor();
        await page.locator('[data-testid=rundown-display][data-status=BLANK]').waitFor({ timeout: 8000 });
        assert.equal(await page.getByTestId('display-locked').count(), 0);
        assert.equal((await rundownOn(producer, date)).displayStatus, 'BLANK');
      } finally {
        await call(admin, 'PUT', '/api/rundowns/config', before);
        await ctx.close();
        await actx.close();
      }
    },
  },
];
