// A rundown of 1024 stories in Chromium (web.md section 7, "lazy load of stories"): the grid draws only
// the rows in view (windowed), scrolls to the end, follows live changes of drawn and undrawn rows, keeps
// the keyboard selection in view, and "take next" brings the on-air row into view. No timing is asserted.
import assert from 'node:assert/strict';
import { call, eventually, login, newContext, shot, today, uiLogin } from './lib.mjs';

const STORIES = 1024;

/** Program 1's rundown a year ahead, filled to STORIES stories over three blocks by pasting copies. */
async function largeRundown(token) {
  const date = today(new Date(Date.now() + 365 * 86400_000));
  const q = `date=${date}&programId=1`;
  if ((await call(token, 'GET', `/api/rundowns/exists?${q}`)).status === 'CAN_CREATE') {
    const created = await call(token, 'POST', '/api/rundowns', { date, programId: 1, templateId: null });
    for (const name of ['B', 'C']) await call(token, 'POST', `/api/rundowns/${created.id}/blocks`, { name });
  }
  let rundown = await call(token, 'GET', `/api/rundowns?${q}`);
  const blocks = rundown.blocks.filter((b) => !b.standBy);
  const ids = () => rundown.blocks.flatMap((b) => b.stories.map((s) => s.id));
  if (ids().length === 0) {
    const first = await call(token, 'POST', `/api/blocks/${blocks[0].id}/stories`, { slug: 'LARGE 1', position: null });
    await call(token, 'PATCH', `/api/stories/${first.id}`, { field: 'head', value: 'PT15S' });
    rundown = await call(token, 'GET', `/api/rundowns?${q}`);
  }
  for (let round = 0; ids().length < STORIES; round += 1) {
    const copy = ids().slice(0, STORIES - ids().length);
    rundown = await call(token, 'POST', '/api/stories/paste', { ids: copy, targetBlockId: blocks[round % blocks.length].id, position: null, cut: false });
  }
  return { date, rundown };
}

/** Whether the element is drawn and inside the grid's visible area (below its sticky column headers). */
const inView = (page, testId) =>
  page.evaluate((id) => {
    const el = document.querySelector(`[data-testid="${id}"]`);
    const box = document.querySelector('[data-testid="grid-scroll"]')?.getBoundingClientRect();
    const head = document.querySelector('[data-testid="rundown-grid"] thead')?.getBoundingClientRect();
    if (!el || !box || !head) return false;
    const r = el.getBoundingClientRect();
    return r.top >= Math.max(box.top, head.bottom) - 1 && r.bottom <= box.bottom + 1;
  }, testId);
const drawnRows = (page) => page.locator('tr.story-row').count();

export const largeTests = [
  {
    name: `browser: a rundown of ${STORIES} stories: the grid draws only the rows in view, scrolls to the end, follows live changes, and keeps the keyboard selection and the on-air row in view`,
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const { date, rundown } = await largeRundown(token);
      const stories = rundown.blocks.flatMap((b) => b.stories);
      assert.equal(stories.length, STORIES);
      const ctx = await newContext(browser);
      try {
        const page = await ctx.newPage();
        await uiLogin(page, 'producer', 'producer');
        await page.goto(`/rundown/${date}/1`);
        await page.getByTestId('rundown-grid').waitFor({ timeout: 30000 });
        await page.locator('[data-testid=live-status][data-state=live]').waitFor({ timeout: 15000 });
        await page.getByTestId(`story-row-${stories[0].id}`).waitFor();
        const drawn = await drawnRows(page);
        assert.ok(drawn > 10 && drawn < 150, `only the rows in view and around are drawn (${drawn} of ${STORIES})`);
        assert.equal(await page.getByTestId(`story-row-${stories[STORIES - 1].id}`).count(), 0, 'the last row is not drawn yet');
        await shot(page, 'large-top');

        // To the end: the last story shows; the first is no longer drawn.
        await page.getByTestId('grid-scroll').evaluate((el) => el.scrollTo(0, el.scrollHeight));
        const last = stories[STORIES - 1];
        await page.getByTestId(`story-row-${last.id}`).waitFor();
        await eventually(() => inView(page, `story-row-${last.id}`), true, 'the last story in view');
        assert.equal(await page.getByTestId(`story-row-${stories[0].id}`).count(), 0);
        assert.ok((await drawnRows(page)) < 150);
        await shot(page, 'large-bottom');

        // Live: a drawn row changes in place; an undrawn one shows its change once scrolled to.
        const near = stories[STORIES - 3];
        await call(token, 'PATCH', `/api/stories/${near.id}`, { field: 'slug', value: 'LIVE NEAR THE END' });
        await eventually(() => page.getByTestId(`story-slug-${near.id}`).inputValue(), 'LIVE NEAR THE END', 'a drawn row follows a change');
        await call(token, 'PATCH', `/api/stories/${stories[1].id}`, { field: 'slug', value: 'LIVE AT THE TOP' });

        // The keyboard: the selection moves up row by row and stays in view.
        await page.getByTestId(`story-total-${last.id}`).click();
        for (let i = 0; i < 40; i += 1) await page.keyboard.press('k');
        const up = stories[STORIES - 41];
        await eventually(() => page.getByTestId(`story-row-${up.id}`).getAttribute('aria-selected'), 'true', 'the selection moved up 40 rows');
        await eventually(() => inView(page, `story-row-${up.id}`), true, 'the selected row in view');

        // "Take next" plays the first story and selects it: the grid scrolls back to the top.
        await page.keyboard.press('Escape');
        await page.keyboard.press('n');
        await eventually(() => inView(page, `story-row-${stories[0].id}`), true, 'the on-air row in view', 15000);
        await eventually(() => page.getByTestId(`story-row-${stories[0].id}`).getAttribute('data-display-status'), 'PLAY', 'on air');
        assert.equal(await page.getByTestId(`story-slug-${stories[1].id}`).inputValue(), 'LIVE AT THE TOP', 'the change made while undrawn shows');
        await shot(page, 'large-on-air');
      } finally {
        await ctx.close();
        await call(token, 'PUT', `/api/rundowns/${rundown.id}/display_status`, { status: 'BLANK' }).catch(() => {});
      }
    },
  },
];
