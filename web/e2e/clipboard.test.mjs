// The grid's story tick boxes and paste targets in a real browser: a shift-click ticks every story between
// the one clicked before and the one shift-clicked, in grid order across blocks; "Paste below" on a row
// and "Paste into block" on a block header put the clipboard's stories exactly there (copies, and a cut
// within one block); V pastes below the selected row.
import assert from 'node:assert/strict';
import { call, ensureRundown, eventually, login, newContext, openRundown, shot, uiLogin } from './lib.mjs';

const storyIds = (block) => block.stories.map((s) => s.id);
const blockOf = (rundown, id) => rundown.blocks.find((b) => b.id === id);
/** The story rows of a block as the grid draws them, in order. */
const rowIds = (page, blockId) =>
  page
    .getByTestId(`block-${blockId}`)
    .locator('[data-testid^="story-row-"]')
    .evaluateAll((rows) => rows.map((r) => Number(r.dataset.testid.slice('story-row-'.length))));

export const clipboardTests = [
  {
    name: 'browser: shift-click ticks a range of stories across blocks; Copy, then "Paste below" a chosen story and "Paste into block" put the copies there; a cut pasted below a story of its own block lands right below it',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const rundown = await ensureRundown(token);
      const [a, b, c] = rundown.blocks.filter((x) => !x.standBy);
      // Two fresh stories at the end of block A, so the range runs from them into block B.
      const made = [];
      for (const slug of ['E2E RANGE 1', 'E2E RANGE 2']) made.push(await call(token, 'POST', `/api/blocks/${a.id}/stories`, { slug, position: null }));
      if (b.stories.length < 2) made.push(await call(token, 'POST', `/api/blocks/${b.id}/stories`, { slug: 'E2E RANGE B', position: null }));
      const PATH = `/api/rundowns?date=${rundown.date}&programId=${rundown.programId}`;
      const block = async (id) => blockOf(await call(token, 'GET', PATH), id);
      const ctx = await newContext(browser);
      const pasted = [];
      try {
        const page = await ctx.newPage();
        await uiLogin(page, 'producer', 'producer');
        await openRundown(page);
        const before = await call(token, 'GET', PATH);
        const firstOfB = blockOf(before, b.id).stories[0];
        const order = before.blocks.flatMap(storyIds);
        const from = order.indexOf(made[0].id);
        const to = order.indexOf(firstOfB.id);
        const range = order.slice(from, to + 1);
        assert.deepEqual(range, [made[0].id, made[1].id, firstOfB.id], 'the range crosses from block A into block B');

        // Click one, shift-click another: every story between them is ticked, and only those.
        await page.getByTestId(`story-check-${made[0].id}`).click();
        await page.getByTestId(`story-check-${firstOfB.id}`).click({ modifiers: ['Shift'] });
        await eventually(() => page.getByTestId('clipboard-selected').textContent(), 'Selected: 3', 'three stories ticked');
        for (const id of range) assert.equal(await page.getByTestId(`story-check-${id}`).isChecked(), true, `story ${id} ticked`);
        const outside = order[to + 1];
        if (outside) assert.equal(await page.getByTestId(`story-check-${outside}`).isChecked(), false, 'the story after the range is not');
        await shot(page, 'clipboard-range');

        // Copy; paste below the second story of block B: the copies come right after it, in order.
        await page.getByTestId('clipboard-copy').click();
        await page.getByTestId('clipboard-held').waitFor();
        const below = blockOf(before, b.id).stories[1];
        const slugs = range.map((id) => before.blocks.flatMap((x) => x.stories).find((s) => s.id === id).slug);
        await page.getByTestId(`paste-below-${below.id}`).click();
        const afterBelow = await eventually(
          () => block(b.id),
          (blk) => blk.stories.length === blockOf(before, b.id).stories.length + 3,
          'three copies in block B',
        );
        const at = afterBelow.stories.findIndex((s) => s.id === below.id);
        const copies = afterBelow.stories.slice(at + 1, at + 4);
        assert.deepEqual(copies.map((s) => s.slug), slugs, 'the copies are right below the chosen story, in order');
        pasted.push(...copies.map((s) => s.id));
        await eventually(() => rowIds(page, b.id), (ids) => JSON.stringify(ids) === JSON.stringify(storyIds(afterBelow)), 'the grid shows them there');
        await shot(page, 'clipboard-pasted-below');

        // The copy clip stays: paste it into the end of block C.
        const cBefore = await block(c.id);
        await page.getByTestId(`paste-into-${c.id}`).click();
        const cAfter = await eventually(
          () => block(c.id),
          (blk) => blk.stories.length === cBefore.stories.length + 3,
          'three copies at the end of block C',
        );
        assert.deepEqual(storyIds(cAfter).slice(0, cBefore.stories.length), storyIds(cBefore), 'block C keeps its stories first');
        assert.deepEqual(cAfter.stories.slice(-3).map((s) => s.slug), slugs);
        pasted.push(...cAfter.stories.slice(-3).map((s) => s.id));
        await page.getByTestId('clipboard-clear').click();

        // A cut within block A: the last fresh story, pasted below the first story of A, lands second.
        const aBefore = await block(a.id);
        await page.getByTestId(`story-check-${made[1].id}`).click();
        await page.getByTestId('clipboard-cut').click();
        await page.getByTestId(`paste-below-${aBefore.stories[0].id}`).click();
        const aAfter = await eventually(
          () => block(a.id),
          (blk) => blk.stories[1]?.id === made[1].id,
          'the cut story right below the first story of block A',
        );
        assert.equal(aAfter.stories.length, aBefore.stories.length, 'a cut moves, it does not copy');
        await eventually(() => page.getByTestId('clipboard-held').count(), 0, 'a cut clip is used up');
        await eventually(() => rowIds(page, a.id), (ids) => ids[1] === made[1].id, 'the grid shows it there');

        // The keyboard: V pastes the clipboard below the selected row.
        await page.getByTestId(`story-check-${made[0].id}`).click();
        await page.getByTestId('clipboard-copy').click();
        await page.getByTestId(`story-total-${aAfter.stories[0].id}`).click();
        await page.keyboard.press('v');
        const aKeyed = await eventually(() => block(a.id), (blk) => blk.stories.length === aAfter.stories.length + 1, 'a copy pasted with V');
        assert.equal(aKeyed.stories[1].slug, 'E2E RANGE 1', 'right below the selected story');
        pasted.push(aKeyed.stories[1].id);
        await page.getByTestId('clipboard-clear').click();
      } finally {
        await ctx.close();
        for (const id of [...made.map((s) => s.id), ...pasted]) await call(token, 'DELETE', `/api/stories/${id}`).catch(() => {});
      }
    },
  },
];
