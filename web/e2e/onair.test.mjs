// On air and sign-off in two browsers: the producer runs the show from the keyboard (select + Space, take
// next with N), ends it (the rundown is displayed and locked) and reopens it; approvals of a block, private
// stories; the rundown log panel; the keyboard help. The editor (read only) watches without reloading.
// Every test puts the show back as it found it (reopened, every item BLANK, approvals and flags restored).
import assert from 'node:assert/strict';
import {
  BASE_URL, PROGRAM_ID, call, cellText, ensureRundown, eventually, login, newContext, openRundown, shot, today, twoUsers, uiLogin,
} from './lib.mjs';

const rest = (token) => call(token, 'GET', `/api/rundowns?date=${today()}&programId=${PROGRAM_ID}`);
const storyOf = (rundown, id) => rundown.blocks.flatMap((b) => b.stories).find((s) => s.id === id);
const blockOf = (rundown, storyId) => rundown.blocks.find((b) => b.stories.some((s) => s.id === storyId));
const airStories = (rundown) => rundown.blocks.filter((b) => !b.standBy).flatMap((b) => b.stories);
const tally = (page, id) => page.getByTestId(`story-display-${id}`).getAttribute('data-status');
const selected = (page, id) => page.getByTestId(`story-row-${id}`).getAttribute('aria-selected');

/** A call whose failure is the point: the status and the body. */
async function attempt(token, method, path, body) {
  const res = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

/** The show as nothing aired: reopened, every break and story BLANK, the rundown BLANK. */
async function resetShow(token) {
  let rundown = await rest(token);
  if (rundown.displayStatus !== 'BLANK') rundown = await call(token, 'PUT', `/api/rundowns/${rundown.id}/display_status`, { status: 'BLANK' });
  const ids = rundown.blocks.filter((b) => !b.standBy).map((b) => b.id);
  await call(token, 'PUT', '/api/blocks/display_status', { ids, status: 'BLANK', cascade: true, updatePrevious: false });
  rundown = await rest(token);
  if (rundown.displayStatus !== 'BLANK') await call(token, 'PUT', `/api/rundowns/${rundown.id}/display_status`, { status: 'BLANK' });
  return rest(token);
}

/** Today's rundown with at least `n` stories that can go on air (adding them to the first block). */
async function ensureAirStories(token, n) {
  let rundown = await ensureRundown(token);
  const block = rundown.blocks.find((b) => !b.standBy);
  for (let i = airStories(rundown).length; i < n; i += 1) {
    await call(token, 'POST', `/api/blocks/${block.id}/stories`, { slug: `E2E ON AIR ${i + 1}`, position: null });
  }
  rundown = await rest(token);
  return rundown;
}

/** The keyboard acts on the page, not on a field: nothing focused. */
const blur = (page) => page.evaluate(() => (document.activeElement instanceof HTMLElement ? document.activeElement.blur() : undefined));

export const onAirTests = [
  {
    name: 'browser: on air — the producer takes a story to air with the keyboard (select + Space) and takes next (N); the editor sees the tallies move and the front times re-anchor, live',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      await ensureAirStories(token, 3);
      const before = await resetShow(token);
      const [s1, s2, s3] = airStories(before);
      const users = await twoUsers(browser);
      const { producer, editor } = users;
      try {
        for (const s of [s1, s2, s3]) assert.equal(await tally(editor, s.id), 'BLANK', 'nothing on air yet');
        assert.equal(await editor.getByTestId('rundown-display').getAttribute('data-status'), 'BLANK');

        // J selects where the show is (nothing aired: the first story); Space takes it to air.
        await blur(producer);
        await producer.keyboard.press('j');
        await eventually(() => selected(producer, s1.id), 'true', 'J selects the first story');
        await producer.keyboard.press('Space');
        // One change puts the story and the show on air. A read during that change can show the story on
        // air and the show not yet (the rundowns store reads a rundown's row and its stories in separate
        // queries, outside one transaction), so read until both are, or fail at the deadline.
        const playing = await eventually(() => rest(token), (r) => storyOf(r, s1.id).displayStatus === 'PLAY' && r.displayStatus === 'PLAY', 'REST: the first PLAY puts the story and the rundown on air');
        await eventually(() => tally(editor, s1.id), 'PLAY', 'editor: the first story is on air');
        await eventually(() => editor.getByTestId('rundown-display').getAttribute('data-status'), 'PLAY', 'editor: the show is on air');
        await eventually(() => editor.getByTestId(`story-display-${s2.id}`).getAttribute('data-next'), 'true', 'editor: the second story is next');
        assert.equal((await editor.getByTestId(`story-display-${s1.id}`).textContent()).trim(), 'On air');

        // N: take next. The first story stops (stop time now), the second goes on air, and the front times
        // after it re-anchor on that stop time: the editor reads the server's new figures.
        const s2Before = storyOf(playing, s2.id).timing.progressive;
        await eventually(() => cellText(editor, `story-figure-${s2.id}`), s2Before, 'editor: the front time before');
        await producer.keyboard.press('n');
        const next = await eventually(() => rest(token), (r) => storyOf(r, s2.id).displayStatus === 'PLAY', 'REST: take next plays the second story');
        const stopped = storyOf(next, s1.id);
        assert.equal(stopped.displayStatus, 'STOP', 'the story on air stops');
        assert.match(stopped.stopTime ?? '', /^\d\d:\d\d:\d\d$/, 'with its stop time');
        const s2After = storyOf(next, s2.id).timing.progressive;
        assert.notEqual(s2After, s2Before, `the server re-anchors the front time of the next story (${s2Before} -> ${s2After})`);
        await eventually(() => tally(editor, s1.id), 'STOP', 'editor: the first story aired');
        await eventually(() => tally(editor, s2.id), 'PLAY', 'editor: the second story is on air');
        assert.equal((await editor.getByTestId(`story-display-${s1.id}`).textContent()).trim(), stopped.stopTime, 'editor: the stop time');
        await eventually(() => cellText(editor, `story-figure-${s2.id}`), s2After, 'editor: the re-anchored front time of the story on air');
        await eventually(() => cellText(editor, `story-figure-${s3.id}`), storyOf(next, s3.id).timing.progressive, 'editor: the front time of the story after it');
        const b1 = blockOf(next, s1.id);
        await eventually(() => cellText(editor, `break-figure-${b1.id}`), b1.timing.commercialBreak.progressive, 'editor: the front time of the break');
        await eventually(() => selected(producer, s2.id), 'true', 'the selection follows the story taken');
        await users.notReloaded();
        await shot(producer, 'on-air-producer');
        await shot(editor, 'on-air-editor');

        // Block tools: stop block (cascade STOP), then reset block (cascade BLANK).
        await producer.getByTestId(`block-stop-${b1.id}`).click();
        const stoppedBlock = await eventually(() => rest(token), (r) => r.blocks.find((b) => b.id === b1.id).displayStatus === 'STOP', 'REST: the block is stopped');
        assert.deepEqual([...new Set(stoppedBlock.blocks.find((b) => b.id === b1.id).stories.map((s) => s.displayStatus))], ['STOP']);
        await eventually(() => editor.getByTestId(`break-display-${b1.id}`).getAttribute('data-status'), 'STOP', 'editor: the break aired');
        await producer.getByTestId(`block-reset-${b1.id}`).click();
        const reset = await eventually(() => rest(token), (r) => r.blocks.find((b) => b.id === b1.id).stories.every((s) => s.displayStatus === 'BLANK'), 'REST: the block is reset');
        assert.equal(reset.blocks.find((b) => b.id === b1.id).displayStatus, 'BLANK');
        await eventually(() => tally(editor, s1.id), 'BLANK', 'editor: the block is clear again');

        // "Update previous": playing the third story also stops the two before it.
        await resetShow(token);
        for (const s of [s1, s2, s3]) await eventually(() => tally(producer, s.id), 'BLANK', 'the show is reset');
        await producer.getByTestId('update-previous').check();
        await blur(producer);
        await producer.keyboard.press('Escape');
        await eventually(() => producer.locator('tr[aria-selected=true]').count(), 0, 'Escape clears the selection');
        for (let i = 0; i < 3; i += 1) await producer.keyboard.press('ArrowDown');
        await eventually(() => selected(producer, s3.id), 'true', 'ArrowDown walks to the third story');
        await producer.keyboard.press('Enter');
        const previous = await eventually(() => rest(token), (r) => storyOf(r, s3.id).displayStatus === 'PLAY', 'REST: the third story is on air');
        assert.deepEqual([s1, s2].map((s) => storyOf(previous, s.id).displayStatus), ['STOP', 'STOP'], 'the earlier stories were stopped');
        await eventually(() => tally(editor, s2.id), 'STOP', 'editor: the earlier story aired');
      } finally {
        await resetShow(token).catch(() => {});
        await users.close();
      }
    },
  },
  {
    name: 'browser: end show locks the rundown for everyone (badge, no edit controls, REST 409 rundown_displayed), reopen gives editing back',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      await ensureAirStories(token, 1);
      const before = await resetShow(token);
      const story = airStories(before)[0];
      const users = await twoUsers(browser);
      const { producer, editor } = users;
      producer.on('dialog', (d) => d.accept());
      const controls = () => producer.locator('[data-testid=rundown-grid] input, [data-testid=rundown-grid] button').count();
      try {
        assert.ok((await controls()) > 0, 'the producer has edit controls');
        await producer.getByTestId('rundown-end-show').click();
        const ended = await eventually(() => rest(token), (r) => r.displayed === true, 'REST: the rundown is displayed');
        assert.equal(ended.displayStatus, 'STOP');
        await editor.getByTestId('display-locked').waitFor();
        assert.equal((await editor.getByTestId('display-locked').textContent()).trim(), 'Displayed — locked');
        assert.equal(await editor.getByTestId('rundown-display').getAttribute('data-status'), 'STOP');
        await producer.getByTestId('display-locked').waitFor();
        await eventually(controls, 0, 'the producer has no edit control left in the grid');
        for (const id of ['add-block', 'update-previous', 'rundown-end-show', 'rundown-approve', 'rundown-on-air']) {
          assert.equal(await producer.getByTestId(id).count(), 0, `no ${id}`);
        }
        assert.equal(await producer.getByTestId('rundown-reopen').count(), 1, 'but the producer can reopen');
        await users.notReloaded();

        const refused = await attempt(token, 'PATCH', `/api/stories/${story.id}`, { field: 'slug', value: 'E2E LOCKED' });
        assert.equal(refused.status, 409);
        assert.equal(refused.body.code, 'rundown_displayed');
        // The keys change nothing either.
        await blur(producer);
        await producer.keyboard.press('n');
        await new Promise((r) => setTimeout(r, 500));
        assert.equal((await rest(token)).revision, ended.revision, 'N does nothing on a locked rundown');
        await shot(producer, 'show-locked-producer');
        await shot(editor, 'show-locked-editor');

        await producer.getByTestId('rundown-reopen').click();
        await eventually(async () => (await rest(token)).displayed, false, 'REST: the rundown is open again');
        await editor.getByTestId('display-locked').waitFor({ state: 'detached' });
        await producer.getByTestId(`story-slug-${story.id}`).waitFor();
        const slug = producer.getByTestId(`story-slug-${story.id}`);
        await slug.fill('E2E REOPENED');
        await slug.press('Enter');
        await eventually(async () => storyOf(await rest(token), story.id).slug, 'E2E REOPENED', 'editing works again');
        await eventually(() => cellText(editor, `story-slug-${story.id}`), 'E2E REOPENED', 'editor: the change');
      } finally {
        await resetShow(token).catch(() => {});
        await call(token, 'PATCH', `/api/stories/${story.id}`, { field: 'slug', value: story.slug }).catch(() => {});
        await users.close();
      }
    },
  },
  {
    name: 'browser: approvals — approve/disapprove a block and the whole rundown (the editor sees the checks), private stories (lock, 422, 409 on delete)',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      await ensureAirStories(token, 2);
      const before = await resetShow(token);
      const block = before.blocks.find((b) => !b.standBy && b.stories.length >= 2) ?? before.blocks.find((b) => !b.standBy && b.stories.length);
      const all = before.blocks.flatMap((b) => b.stories);
      const users = await twoUsers(browser);
      const { producer, editor } = users;
      producer.on('dialog', (d) => d.accept());
      const mark = (id) => editor.getByTestId(`story-approved-${id}`).evaluate((el) => !el.classList.contains('off'));
      const marks = (stories) => Promise.all(stories.map((s) => mark(s.id)));
      try {
        await producer.getByTestId(`block-approve-${block.id}`).click();
        await eventually(async () => (await rest(token)).blocks.find((b) => b.id === block.id).stories.every((s) => s.approved), true, 'REST: the block is approved');
        await eventually(() => marks(block.stories).then((m) => m.every(Boolean)), true, 'editor: every story of the block is checked');
        await shot(editor, 'block-approved-editor');
        await producer.getByTestId(`block-disapprove-${block.id}`).click();
        await eventually(() => marks(block.stories).then((m) => m.some(Boolean)), false, 'editor: no story of the block is checked');
        await producer.getByTestId('rundown-approve').click();
        await eventually(() => marks(all).then((m) => m.every(Boolean)), true, 'editor: every story of the rundown is checked');
        await producer.getByTestId('rundown-disapprove').click();
        await eventually(() => marks(all).then((m) => m.some(Boolean)), false, 'editor: none is checked');
        await users.notReloaded();

        // Private: a lock for a story that is not approved; the editor sees it.
        const story = block.stories[0];
        await producer.getByTestId(`story-private-${story.id}`).click();
        await eventually(async () => storyOf(await rest(token), story.id).private, true, 'REST: the story is private');
        await eventually(() => editor.getByTestId(`story-private-${story.id}`).getAttribute('data-private'), 'true', 'editor: the lock');

        // A block with a private story cannot be deleted: the 409 in the user's language.
        await producer.getByTestId(`block-delete-${block.id}`).click();
        const banner = producer.getByTestId('rundown-error');
        await eventually(() => banner.getAttribute('data-code'), 'block_has_private_stories', 'the 409 is shown');
        assert.match(await banner.textContent(), /A block with private stories cannot be deleted\./);
        assert.ok((await rest(token)).blocks.some((b) => b.id === block.id), 'the block is still there');
        await producer.getByTestId(`story-private-${story.id}`).click();
        await eventually(async () => storyOf(await rest(token), story.id).private, false, 'REST: public again');

        // Someone approves the story while the producer makes it private: the server's 422, translated.
        await producer.route(`**/api/stories/${story.id}`, async (route) => {
          if (route.request().method() === 'PATCH' && route.request().postData()?.includes('"private"')) {
            await call(token, 'PATCH', `/api/stories/${story.id}`, { field: 'approved', value: true });
          }
          await route.continue();
        });
        await producer.getByTestId(`story-private-${story.id}`).click();
        await eventually(() => banner.getAttribute('data-code'), 'validation', 'the 422 is shown');
        assert.match(await banner.textContent(), /Approved stories and reportages cannot be private\./);
        await producer.unroute(`**/api/stories/${story.id}`);
        const refused = storyOf(await rest(token), story.id);
        assert.deepEqual([refused.approved, refused.private], [true, false]);

        // Approved: the lock is disabled and says why.
        const lock = producer.getByTestId(`story-private-${story.id}`);
        await eventually(() => lock.isDisabled(), true, 'the lock is disabled for an approved story');
        assert.equal(await producer.getByTestId(`story-private-reason-${story.id}`).getAttribute('title'), 'An approved story cannot be made private');
        assert.equal(await lock.getAttribute('data-private'), 'false', 'the optimistic lock was undone');
        await shot(producer, 'private-refused-producer');
      } finally {
        for (const s of all) {
          await call(token, 'PATCH', `/api/stories/${s.id}`, { field: 'private', value: false }).catch(() => {});
          await call(token, 'PATCH', `/api/stories/${s.id}`, { field: 'approved', value: s.approved }).catch(() => {});
          if (s.private) await call(token, 'PATCH', `/api/stories/${s.id}`, { field: 'private', value: true }).catch(() => {});
        }
        await users.close();
      }
    },
  },
  {
    name: "browser: the log panel lists the producer's changes (live while open), filters by action and description, and pages by 25",
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      await ensureAirStories(token, 1);
      const before = await resetShow(token);
      const story = airStories(before)[0];
      const mark = `E2E LOG ${Date.now() % 100000}`;
      const ctx = await newContext(browser);
      const page = await ctx.newPage();
      const rows = () => page.locator('[data-testid^=log-row-]');
      const actionsShown = () => rows().evaluateAll((els) => [...new Set(els.map((e) => e.dataset.action))]);
      try {
        await uiLogin(page, 'producer', 'producer');
        await openRundown(page);
        await page.getByTestId('open-log').click();
        await page.getByTestId('log-panel').waitFor();
        await eventually(() => rows().count(), (n) => n > 0, 'the log has lines');

        // A change while the panel is open shows up: newest first, who, the action in words, the text.
        await call(token, 'PATCH', `/api/stories/${story.id}`, { field: 'slug', value: mark });
        await call(token, 'PUT', '/api/stories/display_status', { ids: [story.id], status: 'PLAY', updatePrevious: false });
        await call(token, 'PUT', '/api/stories/display_status', { ids: [story.id], status: 'BLANK', updatePrevious: false });
        const newest = await call(token, 'GET', `/api/rundowns/${before.id}/logs?page=0&size=25`);
        await eventually(async () => (await rows().first().getAttribute('data-testid')), `log-row-${newest.data[0].id}`, 'the panel reloads with the new lines');
        const updateLine = newest.data.find((l) => l.action === 'UPDATE' && l.description.includes(mark));
        assert.ok(updateLine, 'REST: the slug change is logged');
        const row = page.getByTestId(`log-row-${updateLine.id}`);
        assert.equal((await row.locator('.user').textContent()).trim(), 'producer');
        assert.equal((await row.locator('.action-badge').textContent()).trim(), 'Update');
        const time = await page.evaluate((at) => new Intl.DateTimeFormat('en-US', { timeStyle: 'medium' }).format(new Date(at)), updateLine.at);
        assert.equal((await row.locator('.time').textContent()).trim(), time, 'the time in the user locale and time zone');
        await shot(page, 'log-panel');

        // Filter by action: only the display lines, as many as the server counts.
        await page.getByTestId('log-action-DISPLAY').click();
        const displays = await call(token, 'GET', `/api/rundowns/${before.id}/logs?actions=DISPLAY&page=0&size=25`);
        await eventually(() => page.getByTestId('log-range').getAttribute('data-total'), String(displays.total), 'the filtered total');
        assert.deepEqual(await actionsShown(), ['DISPLAY']);
        await page.getByTestId('log-action-DISPLAY').click();
        await page.getByTestId('log-action-UPDATE').click();
        await eventually(actionsShown, (a) => a.length === 1 && a[0] === 'UPDATE', 'only the updates');

        // Search the descriptions (the display lines name the story too, the action filter keeps them out).
        await page.getByTestId('log-search').fill(mark);
        await eventually(() => rows().count(), 1, 'the search keeps the one line');
        await page.getByTestId(`log-row-${updateLine.id}`).waitFor();
        await page.getByTestId('log-search').fill(`${mark} nothing like it`);
        await page.getByTestId('log-empty').waitFor();
        await page.getByTestId('log-search').fill('');
        await page.getByTestId('log-action-all').click();
        await eventually(actionsShown, (a) => a.length > 1, 'every action again');

        // Pages of 25: make sure there is a second page, then go to it.
        let total = (await call(token, 'GET', `/api/rundowns/${before.id}/logs?page=0&size=1`)).total;
        for (let i = 0; total <= 25; i += 1, total += 1) {
          await call(token, 'PATCH', `/api/stories/${story.id}`, { field: 'slug', value: `${mark} ${i}` });
        }
        await eventually(() => page.getByTestId('log-range').textContent(), `1–25 of ${total}`, 'the first page');
        await page.getByTestId('log-older').click();
        await eventually(() => page.getByTestId('log-range').textContent(), `26–${Math.min(50, total)} of ${total}`, 'the second page');
        await page.getByTestId('log-newer').click();

        // Close with the button; L opens it again, Escape closes it.
        await page.getByTestId('log-close').click();
        await page.getByTestId('log-panel').waitFor({ state: 'detached' });
        await blur(page);
        await page.keyboard.press('l');
        await page.getByTestId('log-panel').waitFor();
        await blur(page);
        await page.keyboard.press('Escape');
        await page.getByTestId('log-panel').waitFor({ state: 'detached' });
      } finally {
        await call(token, 'PATCH', `/api/stories/${story.id}`, { field: 'slug', value: story.slug }).catch(() => {});
        await resetShow(token).catch(() => {});
        await ctx.close();
      }
    },
  },
  {
    name: 'browser: the keyboard help opens with ? and the toolbar button (translated), and the on-air keys do nothing while typing in a cell',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      await ensureAirStories(token, 1);
      const before = await resetShow(token);
      const story = airStories(before)[0];
      const ctx = await newContext(browser);
      const page = await ctx.newPage();
      try {
        await uiLogin(page, 'producer', 'producer');
        await openRundown(page);
        await blur(page);
        await page.keyboard.press('?');
        const help = page.getByTestId('shortcut-help');
        await help.waitFor();
        assert.match(await page.getByTestId('shortcut-row-takeNext').textContent(), /Take next/);
        assert.match(await page.getByTestId('shortcut-row-play').textContent(), /Space/);
        await shot(page, 'shortcut-help');
        // Modal: N does nothing while the help is open; Escape closes it.
        await page.keyboard.press('n');
        await page.keyboard.press('Escape');
        await help.waitFor({ state: 'detached' });
        assert.equal((await rest(token)).revision, before.revision, 'nothing went on air');
        await page.getByTestId('open-shortcuts').click();
        await help.waitFor();
        await page.getByTestId('shortcut-help-close').click();
        await help.waitFor({ state: 'detached' });

        // Typing in a cell: the letters and Space are text, not commands.
        const slug = page.getByTestId(`story-slug-${story.id}`);
        await slug.click();
        await page.keyboard.type('n s b ');
        assert.match(await slug.inputValue(), /n s b $/);
        await slug.press('Escape');
        await new Promise((r) => setTimeout(r, 500));
        const after = await rest(token);
        assert.equal(after.revision, before.revision, 'no call was made');
        assert.equal(storyOf(after, story.id).displayStatus, 'BLANK');

        // In Spanish.
        await page.getByTestId('language-picker').selectOption('es');
        await page.getByTestId('open-shortcuts').click();
        await eventually(async () => (await page.locator('#shortcut-help-title').textContent()).trim(), 'Atajos de teclado', 'the help in Spanish');
        assert.match(await page.getByTestId('shortcut-row-play').textContent(), /Espacio/);
        await shot(page, 'shortcut-help-es');
      } finally {
        await resetShow(token).catch(() => {});
        await ctx.close();
      }
    },
  },
];
