// Live rundown in two browsers: story moves (POST /api/stories/{id}/move) seen by a second user, and a
// page that lost its connection catching up when it comes back. The grid is read in the default timing
// mode (front time), and compared cell by cell with what the server computed.
import assert from 'node:assert/strict';
import {
  PROGRAM_ID, call, cellText, ensureRundown, ensureStory, eventually, isoOf, isoSeconds, login, show, showDiff, shot,
  startProxy, today, twoUsers,
} from './lib.mjs';

const HEADER_FIGURES = ['duration', 'commercialTotal', 'fullEstimated', 'fullProduction', 'approvedProduction', 'fullTotal', 'approvedTotal'];
const HEADER_DIFFS = ['fullDiff', 'approvedDiff', 'productionFullDiff', 'productionApprovedDiff'];

const rest = (token) => call(token, 'GET', `/api/rundowns?date=${today()}&programId=${PROGRAM_ID}`);
const where = (rundown, storyId) => {
  for (const b of rundown.blocks) {
    const at = b.stories.findIndex((s) => s.id === storyId);
    if (at >= 0) return { blockId: b.id, position: at, story: b.stories[at] };
  }
  return null;
};
const restOrder = (rundown) => JSON.stringify(rundown.blocks.map((b) => [b.id, b.stories.map((s) => s.id)]));

/** The blocks and their stories as the grid draws them (every row of a short rundown is drawn), in the shape of `restOrder`. */
const gridOrder = (page) =>
  page.evaluate(() =>
    JSON.stringify(
      [...document.querySelectorAll('[data-testid=rundown-grid] > tbody[data-testid^="block-"]')].map((tb) => [
        Number(tb.dataset.testid.replace('block-', '')),
        [...tb.querySelectorAll('tr[data-testid^="story-row-"]')].map((tr) => Number(tr.dataset.testid.replace('story-row-', ''))),
      ]),
    ),
  );

/** What every figure cell of the grid should read for this rundown, in the front-time mode. */
function expectedCells(rundown) {
  const cells = {};
  for (const f of HEADER_FIGURES) cells[`rundown-${f}`] = show(rundown.timing[f]);
  for (const f of HEADER_DIFFS) cells[`rundown-${f}`] = showDiff(rundown.timing[f]);
  for (const b of rundown.blocks) {
    cells[`block-fullEstimated-${b.id}`] = show(b.timing.fullEstimated);
    cells[`block-fullProduction-${b.id}`] = show(b.timing.fullProduction);
    cells[`block-figure-${b.id}`] = b.timing.progressive ?? '';
    if (!b.standBy) cells[`break-figure-${b.id}`] = b.timing.commercialBreak?.progressive ?? '';
    for (const s of b.stories) {
      cells[`story-total-${s.id}`] = show(s.timing.total);
      cells[`story-figure-${s.id}`] = s.timing.progressive ?? '';
    }
  }
  return cells;
}

const readCells = (page, testIds) =>
  page.evaluate(
    (ids) =>
      Object.fromEntries(
        ids.map((id) => {
          const el = document.querySelector(`[data-testid="${id}"]`);
          return [id, el ? (el instanceof HTMLInputElement ? el.value : el.textContent ?? '').trim() : null];
        }),
      ),
    testIds,
  );

/** Waits until the page draws the rundown's order and every figure the server computed for it. */
async function showsRundown(page, rundown, who) {
  await eventually(() => gridOrder(page), restOrder(rundown), `${who}: the order of blocks and stories`);
  const want = expectedCells(rundown);
  await eventually(
    async () => {
      const got = await readCells(page, Object.keys(want));
      return Object.keys(want).filter((k) => got[k] !== want[k]).map((k) => `${k}: ${JSON.stringify(got[k])}, want ${JSON.stringify(want[k])}`);
    },
    (wrong) => wrong.length === 0,
    `${who}: the figures of the grid and header`,
  );
}

const focusedTestId = (page) => page.evaluate(() => document.activeElement?.getAttribute('data-testid') ?? null);
const counts = (story) => !story.ignoreDuration && isoSeconds(story.timing.total) > 0;

export const liveTests = [
  {
    name: 'browser: the producer moves a story down into the next block and back (button, Alt+ArrowUp); the editor sees order and timing live',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      let rundown = (await ensureStory(token)).rundown;
      const pair = (r) => r.blocks.findIndex((b, i) => !b.standBy && b.stories.length && r.blocks[i + 1] && !r.blocks[i + 1].standBy);
      let addedBlock = null;
      if (pair(rundown) < 0) {
        addedBlock = await call(token, 'POST', `/api/rundowns/${rundown.id}/blocks`, { name: 'E2E MOVE' });
        rundown = await rest(token);
      }
      const from = rundown.blocks[pair(rundown)];
      const to = rundown.blocks[pair(rundown) + 1];
      const story = from.stories.at(-1);
      const id = story.id;
      const users = await twoUsers(browser);
      const { producer, editor } = users;
      try {
        await showsRundown(editor, rundown, 'editor, before');
        assert.equal(await producer.getByTestId(`story-down-${id}`).getAttribute('aria-label'), 'Move story down');

        // Down from the last story of a block: the start of the next block.
        await producer.getByTestId(`story-down-${id}`).click();
        const moved = await eventually(() => rest(token), (r) => where(r, id)?.blockId === to.id, 'REST: the story is in the next block');
        assert.deepEqual(where(moved, id).position, 0, 'at the start of the next block');
        assert.deepEqual(moved.blocks.find((b) => b.id === from.id).stories.map((s) => s.id), from.stories.slice(0, -1).map((s) => s.id));
        if (counts(story)) {
          const before = expectedCells(rundown);
          const after = expectedCells(moved);
          for (const b of [from.id, to.id]) {
            assert.notEqual(after[`block-fullProduction-${b}`], before[`block-fullProduction-${b}`], `block ${b} has a new production time`);
          }
        }
        await showsRundown(editor, moved, 'editor, after the move down');
        await showsRundown(producer, moved, 'producer, after the move down');
        assert.equal(await editor.getByTestId(`story-up-${id}`).count(), 0, 'the editor has no move buttons');
        await shot(editor, 'story-moved-editor');
        await shot(producer, 'story-moved-producer');

        // Back with the keyboard, from the slug cell: up from the first story, the end of the previous block.
        await producer.getByTestId(`story-slug-${id}`).click();
        await producer.keyboard.press('Alt+ArrowUp');
        const back = await eventually(() => rest(token), (r) => where(r, id)?.blockId === from.id, 'REST: the story is back in its block');
        assert.equal(restOrder(back), restOrder(rundown), 'the original order again');
        await showsRundown(editor, back, 'editor, after the move back');
        await showsRundown(producer, back, 'producer, after the move back');
        await eventually(() => focusedTestId(producer), `story-slug-${id}`, 'the slug cell keeps the focus through the move');
        await users.notReloaded();
      } finally {
        const now = where(await rest(token), id);
        if (now && (now.blockId !== from.id || now.position !== from.stories.length - 1)) {
          await call(token, 'POST', `/api/stories/${id}/move`, { blockId: from.id, position: from.stories.length - 1 }).catch(() => {});
        }
        if (addedBlock) await call(token, 'DELETE', `/api/blocks/${addedBlock.id}`).catch(() => {});
        await users.close();
      }
    },
  },
  {
    name: 'browser: a story goes down into the standby block (Alt+ArrowDown) and back up out of it (button), live for the editor',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      let rundown = await ensureRundown(token);
      const last = () => rundown.blocks.filter((b) => !b.standBy).at(-1);
      let added = null;
      if (!last().stories.length) {
        added = await call(token, 'POST', `/api/blocks/${last().id}/stories`, { slug: 'E2E STANDBY', position: null });
        rundown = await rest(token);
      }
      const from = last();
      const standby = rundown.blocks.find((b) => b.standBy);
      const story = from.stories.at(-1);
      const id = story.id;
      const users = await twoUsers(browser);
      const { producer, editor } = users;
      try {
        await showsRundown(editor, rundown, 'editor, before');
        await producer.getByTestId(`story-estimated-${id}`).click();
        await producer.keyboard.press('Alt+ArrowDown');
        const moved = await eventually(() => rest(token), (r) => where(r, id)?.blockId === standby.id, 'REST: the story is in standby');
        assert.equal(where(moved, id).position, 0, 'at the start of the standby block');
        assert.equal(where(moved, id).story.timing.progressive, null, 'no front time in standby');
        if (counts(story)) {
          const secs = (r) => isoSeconds(r.timing.fullProduction);
          assert.equal(secs(moved), secs(rundown) - isoSeconds(story.timing.total), 'the rundown production loses the story');
        }
        await showsRundown(editor, moved, 'editor, story in standby');
        assert.match(await editor.getByTestId(`story-row-${id}`).getAttribute('class'), /\bstandby\b/);
        await eventually(() => focusedTestId(producer), `story-estimated-${id}`, 'the estimated cell keeps the focus');
        await shot(editor, 'story-in-standby-editor');

        await producer.getByTestId(`story-up-${id}`).click();
        const back = await eventually(() => rest(token), (r) => where(r, id)?.blockId === from.id, 'REST: the story is out of standby');
        assert.equal(restOrder(back), restOrder(rundown), 'the original order again');
        assert.equal(where(back, id).story.timing.progressive, story.timing.progressive, 'its front time again');
        await showsRundown(editor, back, 'editor, story back');
        await showsRundown(producer, back, 'producer, story back');
        await users.notReloaded();
      } finally {
        const now = where(await rest(token), id);
        if (added) await call(token, 'DELETE', `/api/stories/${id}`).catch(() => {});
        else if (now && now.blockId !== from.id) {
          await call(token, 'POST', `/api/stories/${id}/move`, { blockId: from.id, position: from.stories.length - 1 }).catch(() => {});
        }
        await users.close();
      }
    },
  },
  {
    name: 'browser: an editor that lost its connection catches up when it is back (row and header), without a reload',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const { story } = await ensureStory(token);
      const id = story.id;
      // The editor goes through a proxy: Chromium's offline emulation (setOffline) fails new requests and
      // connections but leaves an open websocket alone, so the outage also drops the page's connections.
      const proxy = await startProxy();
      const users = await twoUsers(browser, proxy.url);
      const { editor, ectx } = users;
      const liveState = () => editor.getByTestId('live-status').getAttribute('data-state');
      try {
        const before = await rest(token);
        await showsRundown(editor, before, 'editor, before');
        await ectx.setOffline(true);
        proxy.cut();
        // The cut socket's close usually reaches the page at once; when Chromium's offline emulation
        // holds it back, the STOMP heartbeat finds the silence (checked every 10 s, dead after 20 s of
        // it): the bound the client promises is 30 s.
        await eventually(liveState, 'offline', 'the live indicator leaves LIVE', 35_000);
        assert.equal((await editor.getByTestId('live-status').textContent()).trim(), 'Offline');

        const estimated = isoOf((isoSeconds(story.estimated) % 1200) + 43);
        await call(token, 'PATCH', `/api/stories/${id}`, { field: 'estimated', value: estimated });
        const changed = await rest(token);
        assert.notEqual(changed.timing.fullEstimated, before.timing.fullEstimated, 'the header figure changes');
        await new Promise((r) => setTimeout(r, 2500));
        assert.equal(await cellText(editor, `story-estimated-${id}`), show(story.estimated), 'offline, the editor cannot know yet');
        assert.equal(await liveState(), 'offline', 'no connection while offline');

        await ectx.setOffline(false);
        await eventually(liveState, 'live', 'the STOMP client reconnects and subscribes again', 15000);
        await eventually(() => cellText(editor, `story-estimated-${id}`), show(estimated), 'editor: the story row after the reconnect');
        await eventually(() => cellText(editor, 'rundown-fullEstimated'), show(changed.timing.fullEstimated), 'editor: the header figure');
        await showsRundown(editor, changed, 'editor, caught up');
        assert.equal(Number(await editor.getByTestId('rundown-revision').getAttribute('data-revision')), changed.revision);
        await users.notReloaded();
        await shot(editor, 'editor-caught-up');

        // And live again: the next change comes as a message.
        await call(token, 'PATCH', `/api/stories/${id}`, { field: 'estimated', value: story.estimated });
        await eventually(() => cellText(editor, `story-estimated-${id}`), show(story.estimated), 'editor: live after the reconnect');
      } finally {
        await call(token, 'PATCH', `/api/stories/${id}`, { field: 'estimated', value: story.estimated }).catch(() => {});
        await users.close();
        await proxy.close();
      }
    },
  },
];
