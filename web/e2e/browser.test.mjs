// The app in a real browser (Chromium through playwright-core), against the running server.
import assert from 'node:assert/strict';
import {
  BASE_URL, call, cellText, ensureStory, eventually, login, newContext, openRundown, rundownPath,
  show, showDiff, showSeconds, shot, uiLogin,
} from './lib.mjs';

const HEADER_FIGURES = ['duration', 'commercialTotal', 'fullEstimated', 'fullProduction', 'approvedProduction', 'fullTotal', 'approvedTotal'];
const HEADER_DIFFS = ['fullDiff', 'approvedDiff', 'productionFullDiff', 'productionApprovedDiff'];

export const browserTests = [
  {
    name: 'browser: a wrong password shows "Authentication failed. Check your credentials."',
    async fn({ browser }) {
      const ctx = await newContext(browser);
      const page = await ctx.newPage();
      try {
        await page.goto('/login');
        await page.locator('input[name=username]').fill('producer');
        await page.locator('input[name=password]').fill('wrong-password');
        await page.getByTestId('login-submit').click();
        const error = page.getByTestId('login-error');
        await error.waitFor();
        assert.equal((await error.textContent()).trim(), 'Authentication failed. Check your credentials.');
        assert.match(new URL(page.url()).pathname, /^\/login/);
        await shot(page, 'login-failed');
      } finally {
        await ctx.close();
      }
    },
  },
  {
    name: 'browser: an unauthenticated visit to /rundown/... lands on /login?redirect=..., and login returns there',
    async fn({ browser }) {
      const ctx = await newContext(browser);
      const page = await ctx.newPage();
      try {
        await page.goto(`${rundownPath()}?from=e2e`);
        await page.waitForURL((url) => url.pathname === '/login');
        const url = new URL(page.url());
        assert.equal(url.searchParams.get('redirect'), `${rundownPath()}?from=e2e`);
        await page.getByTestId('login-form').waitFor();
        await shot(page, 'login-redirect');
        await page.locator('input[name=username]').fill('producer');
        await page.locator('input[name=password]').fill('producer');
        await page.getByTestId('login-submit').click();
        await page.waitForURL((u) => u.pathname === rundownPath());
        assert.equal(new URL(page.url()).search, '?from=e2e');
        // A signed-in user on /login goes on to the redirect target.
        await page.goto('/login?redirect=%2Fhome');
        await page.waitForURL((u) => u.pathname === '/home');
      } finally {
        await ctx.close();
      }
    },
  },
  {
    name: 'browser: a user without rundown permission (guest) is sent from /rundown to /home and has no Rundown menu entry',
    async fn({ browser }) {
      const ctx = await newContext(browser);
      const page = await ctx.newPage();
      try {
        await uiLogin(page, 'guest', 'guest');
        await page.goto('/rundown');
        await page.waitForURL((u) => u.pathname === '/home');
        await page.getByTestId('home-page').waitFor();
        assert.equal(await page.getByTestId('menu-home').count(), 1);
        assert.equal(await page.getByTestId('menu-rundown').count(), 0);
        await shot(page, 'guest-home');
        // Logout ends on the login page, and the session is gone.
        await page.getByTestId('logout').click();
        await page.waitForURL((u) => u.pathname === '/login' && u.search === '');
        await page.getByTestId('login-form').waitFor();
        await page.goto('/home');
        await page.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('redirect') === '/home');
      } finally {
        await ctx.close();
      }
    },
  },
  {
    name: 'browser: switching the language to es survives a reload',
    async fn({ browser }) {
      const ctx = await newContext(browser);
      const page = await ctx.newPage();
      try {
        await uiLogin(page, 'producer', 'producer');
        await page.goto('/home');
        assert.equal((await page.getByTestId('menu-rundown').textContent()).trim(), 'Rundown');
        await page.getByTestId('language-picker').selectOption('es');
        await eventually(async () => (await page.getByTestId('menu-rundown').textContent()).trim(), 'Escaleta', 'menu in Spanish');
        await page.reload();
        await page.getByTestId('main-menu').waitFor();
        assert.equal((await page.getByTestId('menu-home').textContent()).trim(), 'Inicio');
        assert.equal(await page.evaluate(() => localStorage.getItem('language')), 'es');
        assert.equal(await page.getByTestId('language-picker').inputValue(), 'es');
        await openRundown(page);
        await shot(page, 'rundown-es');
      } finally {
        await ctx.close();
      }
    },
  },
  {
    name: "browser: the producer's changes reach the editor's rundown live (row and header figures), without a reload",
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const { story } = await ensureStory(token);
      const id = story.id;
      const pctx = await newContext(browser);
      const ectx = await newContext(browser);
      const producer = await pctx.newPage();
      const editor = await ectx.newPage();
      try {
        await uiLogin(producer, 'producer', 'producer');
        await uiLogin(editor, 'editor', 'editor');
        await openRundown(producer);
        await openRundown(editor);
        await editor.evaluate(() => {
          window.__sameDocument = true;
        });
        const read = (testId) => cellText(editor, testId);
        const secs = async (testId) => toSecs(await read(testId));
        const est0 = await secs(`story-estimated-${id}`);
        const head0 = await secs(`story-head-${id}`);
        const total0 = await secs(`story-total-${id}`);
        const fullEst0 = await secs('rundown-fullEstimated');
        const fullProd0 = await secs('rundown-fullProduction');
        await shot(editor, 'editor-before');

        const est1 = (est0 % 1200) + 67;
        const head1 = (head0 % 600) + 13;
        const edit = async (field, text) => {
          const cell = producer.getByTestId(`story-${field}-${id}`);
          await cell.click();
          await cell.fill(text);
          await cell.press('Enter');
        };
        await edit('estimated', showSeconds(est1));
        await edit('head', showSeconds(head1));

        await eventually(() => read(`story-estimated-${id}`), showSeconds(est1), 'editor: story estimated');
        await eventually(() => read(`story-head-${id}`), showSeconds(head1), 'editor: story head');
        await eventually(() => read(`story-total-${id}`), showSeconds(total0 - head0 + head1), 'editor: story total');
        await eventually(() => read('rundown-fullEstimated'), showSeconds(fullEst0 - est0 + est1), 'editor: header fullEstimated');
        await eventually(() => read('rundown-fullProduction'), showSeconds(fullProd0 - head0 + head1), 'editor: header fullProduction');

        // Every header figure and the story's timing now read what the server computed.
        const [, , date, programId] = rundownPath().split('/');
        const rundown = await call(token, 'GET', `/api/rundowns?date=${date}&programId=${programId}`);
        for (const f of HEADER_FIGURES) await eventually(() => read(`rundown-${f}`), show(rundown.timing[f]), `editor: header ${f}`);
        for (const f of HEADER_DIFFS) await eventually(() => read(`rundown-${f}`), showDiff(rundown.timing[f]), `editor: header ${f}`);
        const fresh = rundown.blocks.flatMap((b) => b.stories).find((s) => s.id === id);
        await eventually(() => read(`story-figure-${id}`), fresh.timing.progressive ?? '', 'editor: story progressive figure');
        assert.equal(await editor.evaluate(() => window.__sameDocument), true, 'the editor page was not reloaded');

        // The estimated mode shows estimated -> total and the difference.
        await editor.getByTestId('timing-mode').selectOption('estimated');
        const estText = await read(`story-figure-${id}`);
        assert.ok(estText.includes(showSeconds(est1)) && estText.includes(show(fresh.timing.total)), `estimated mode figure: ${estText}`);
        await shot(editor, 'editor-after');
        await shot(producer, 'producer-after');
        await editor.getByTestId('timing-mode').selectOption('progressive');
      } finally {
        await call(token, 'PATCH', `/api/stories/${id}`, { field: 'estimated', value: story.estimated }).catch(() => {});
        await call(token, 'PATCH', `/api/stories/${id}`, { field: 'head', value: story.head }).catch(() => {});
        await pctx.close();
        await ectx.close();
      }
    },
  },
];

function toSecs(text) {
  const neg = text.startsWith('-');
  const parts = text.replace(/^[-+]/, '').split(':').map(Number);
  const s = parts.reduce((a, p) => a * 60 + p, 0);
  return neg ? -s : s;
}

export { BASE_URL };

browserTests.push(
  {
    name: 'browser: a producer adds, renames, times, moves and deletes a block and its story',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      await ensureStory(token);
      const ctx = await newContext(browser);
      const page = await ctx.newPage();
      page.on('dialog', (d) => d.accept());
      const ectx = await newContext(browser);
      const watcher = await ectx.newPage();
      const order = (p) => p.locator('[data-testid^=block-row-]').evaluateAll((els) => els.map((e) => e.dataset.testid));
      const [, , date, programId] = rundownPath().split('/');
      const rest = () => call(token, 'GET', `/api/rundowns?date=${date}&programId=${programId}`);
      let created;
      try {
        await uiLogin(page, 'producer', 'producer');
        await openRundown(page);
        await uiLogin(watcher, 'editor', 'editor');
        await openRundown(watcher);
        const before = await rest();
        const known = new Set(before.blocks.map((b) => b.id));
        await page.getByTestId('add-block').click();
        const after = await eventually(rest, (r) => r.blocks.length === before.blocks.length + 1, 'a new block over REST');
        created = after.blocks.find((b) => !known.has(b.id));
        assert.ok(created && !created.standBy, 'the new block is a normal block');
        assert.ok(after.blocks.at(-1).standBy, 'the standby block stays last');
        const id = created.id;
        await page.getByTestId(`block-row-${id}`).waitFor();
        const rows = await page.locator('[data-testid^=block-row-]').evaluateAll((els) => els.map((e) => e.dataset.testid));
        assert.equal(rows.at(-2), `block-row-${id}`, 'the new block is drawn before the standby block');
        assert.equal(await page.getByTestId(`block-up-${before.blocks.at(-1).id}`).count(), 0, 'no move buttons on the standby block');

        const name = page.getByTestId(`block-name-${id}`);
        await name.fill('E2E BLOCK');
        await name.press('Enter');
        const commercial = page.getByTestId(`block-commercial-${id}`);
        await commercial.fill('1:30');
        await commercial.press('Enter');
        await eventually(async () => (await rest()).blocks.find((b) => b.id === id), (b) => b?.name === 'E2E BLOCK' && b.commercial === 'PT1M30S', 'name and commercial saved');
        await eventually(() => cellText(page, `break-commercial-${id}`), '01:30', 'the break row shows the commercial');
        await eventually(() => cellText(watcher, `block-name-${id}`), 'E2E BLOCK', 'the other user sees the new block and its name');
        await eventually(() => cellText(watcher, `break-commercial-${id}`), '01:30', 'the other user sees the commercial');

        await page.getByTestId(`block-add-story-${id}`).click();
        const story = (await eventually(async () => (await rest()).blocks.find((b) => b.id === id).stories, (s) => s.length === 1, 'a story in the block'))[0];
        await page.getByTestId(`story-row-${story.id}`).waitFor();
        const slug = page.getByTestId(`story-slug-${story.id}`);
        await slug.fill('E2E SLUG');
        await slug.press('Enter');
        const vt = page.getByTestId(`story-vt-${story.id}`);
        await vt.fill('75');
        await vt.press('Enter');
        await page.getByTestId(`story-approved-${story.id}`).check();
        await eventually(() => cellText(page, `story-total-${story.id}`), '01:15', 'the story total follows its VT');
        await eventually(() => cellText(watcher, `story-slug-${story.id}`), 'E2E SLUG', 'the other user sees the story');
        await eventually(() => cellText(watcher, `story-total-${story.id}`), '01:15', 'the other user sees its total');
        // The tick of "approved" is its own PATCH, which nothing above waits for: read until it is saved.
        const saved = async () => {
          const s = (await rest()).blocks.find((b) => b.id === id).stories[0];
          return JSON.stringify([s.slug, s.vt, s.approved]);
        };
        await eventually(saved, JSON.stringify(['E2E SLUG', 'PT1M15S', true]), 'slug, VT and approval saved');

        // A duration that is not one is refused in place, and nothing is sent.
        await vt.fill('abc');
        await vt.press('Enter');
        await page.getByTestId('rundown-error').waitFor();
        assert.equal((await rest()).blocks.find((b) => b.id === id).stories[0].vt, 'PT1M15S');
        await shot(page, 'producer-editing');

        const normal = (await rest()).blocks.filter((b) => !b.standBy).map((b) => b.id);
        if (normal.length > 1) {
          await page.getByTestId(`block-up-${id}`).click();
          await eventually(async () => (await rest()).blocks.filter((b) => !b.standBy).map((b) => b.id).indexOf(id), normal.length - 2, 'the block moved up');
          await eventually(
            () => page.locator('[data-testid^=block-row-]').evaluateAll((els, wanted) => els.map((e) => e.dataset.testid).indexOf(wanted), `block-row-${id}`),
            normal.length - 2,
            'the grid shows the block one place up',
          );
          await eventually(async () => JSON.stringify(await order(watcher)), JSON.stringify(await order(page)), 'the other user sees the new order');
        }
        await page.getByTestId(`story-delete-${story.id}`).click();
        await page.getByTestId(`story-row-${story.id}`).waitFor({ state: 'detached' });
        await page.getByTestId(`block-delete-${id}`).click();
        await page.getByTestId(`block-row-${id}`).waitFor({ state: 'detached' });
        await watcher.getByTestId(`block-row-${id}`).waitFor({ state: 'detached' });
        assert.ok(!(await rest()).blocks.some((b) => b.id === id), 'the block is gone');
        assert.equal(JSON.stringify(await order(watcher)), JSON.stringify(await order(page)));
        created = null;
      } finally {
        if (created) await call(token, 'DELETE', `/api/blocks/${created.id}`).catch(() => {});
        await ctx.close();
        await ectx.close();
      }
    },
  },
  {
    name: 'browser: a user without rundown write sees no edit controls',
    async fn({ browser }) {
      const token = await login('editor', 'editor');
      const me = await call(token, 'GET', '/api/users/me');
      if (me.roles.includes('ROLE_RUNDOWN_WRITE')) {
        console.log('    (editor has ROLE_RUNDOWN_WRITE here: checked that the controls are there instead)');
      }
      const ctx = await newContext(browser);
      const page = await ctx.newPage();
      try {
        await uiLogin(page, 'editor', 'editor');
        await openRundown(page);
        const inputs = await page.locator('[data-testid=rundown-grid] input, [data-testid=rundown-grid] button').count();
        const addBlock = await page.getByTestId('add-block').count();
        if (me.roles.includes('ROLE_RUNDOWN_WRITE')) assert.ok(inputs > 0 && addBlock === 1);
        else assert.deepEqual([inputs, addBlock], [0, 0]);
      } finally {
        await ctx.close();
      }
    },
  },
);

browserTests.push({
  name: 'browser: no script of the page can read the session token (issue 11, point 5): not in storage, not in a readable cookie, and the page still goes live',
  async fn({ browser }) {
    const ctx = await newContext(browser);
    try {
      const page = await ctx.newPage();
      await uiLogin(page, 'producer', 'producer');
      await openRundown(page);
      const cookie = (await ctx.cookies()).find((c) => c.name === 'newsroom_token');
      assert.ok(cookie?.httpOnly, 'the login set the HttpOnly cookie');
      const seen = await page.evaluate(() => [document.cookie, JSON.stringify(sessionStorage), JSON.stringify(localStorage)].join(' '));
      assert.equal(seen.includes(cookie.value), false, 'the token is nowhere a script reads');
      assert.equal(seen.includes('newsroom_token'), false);
    } finally {
      await ctx.close();
    }
  },
});

browserTests.push({
  name: 'browser: a second tab (no token in its sessionStorage) goes live with the login cookie',
  async fn({ browser }) {
    const ctx = await newContext(browser);
    try {
      const first = await ctx.newPage();
      await uiLogin(first, 'producer', 'producer');
      const second = await ctx.newPage();
      await second.goto(rundownPath());
      assert.equal(await second.evaluate(() => sessionStorage.getItem('token')), null);
      await second.locator('[data-testid=live-status][data-state=live]').waitFor({ timeout: 10000 });
    } finally {
      await ctx.close();
    }
  },
});
