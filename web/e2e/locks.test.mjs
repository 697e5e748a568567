// Story edit locks (issue 3) in a real browser against the running server: the editor that opens a story
// holds its lock (a marker with the holder in everyone's rundown grid, the story read only with "Being
// edited by X" for the others); the producer takes it over and the editor is told at once, turns read
// only and keeps its unsaved text (dialog, clipboard, localStorage) to put back once it holds the lock
// again; the same user in two tabs is warned and may edit in the second; closing a tab frees the lock; a
// lock left behind without renewal expires, and its marker clears live in the others' grids.
import assert from 'node:assert/strict';
import { BASE_URL, call, ensureRundown, eventually, isoSeconds, login, newContext, openRundown, rundownPath, shot, uiLogin } from './lib.mjs';

const P = (...children) => ({ type: 'paragraph', children });

/** A fresh story at the end of the first block, with one ON_CAMERA item saying `words`. */
async function freshStory(token, slug, words) {
  const rundown = await ensureRundown(token);
  const block = rundown.blocks.find((b) => !b.standBy);
  const story = await call(token, 'POST', `/api/blocks/${block.id}/stories`, { slug: `${slug} ${Date.now() % 100000}`, position: null });
  await call(token, 'PUT', `/api/stories/${story.id}/text`, { script: [{ kind: 'ON_CAMERA', content: [P({ text: words })] }], footnote: '', cueIn: '', cueOut: '' });
  return { block, story };
}

/** A call that may be refused: its status and body. */
async function attempt(token, method, path, body) {
  const res = await fetch(`${BASE_URL}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

const bodyText = (page, index = 0) => page.getByTestId(`item-body-${index}`).evaluate((el) => el.innerText.trim());
const lockState = (page) => page.getByTestId('story-editor').getAttribute('data-lock');
const text = async (page, testId) => (await page.getByTestId(testId).textContent()).trim();
const lockOn = async (token, storyId) => (await call(token, 'GET', '/api/locks')).find((l) => l.storyId === storyId) ?? null;

/**
 * The holder tag of tab `page`'s lock of a story: the tab renews it itself (its own uuid and session
 * cookie), and the answer names the holder as everyone sees it. Others never see the uuid.
 */
const ownTag = (page, storyId) =>
  page.evaluate(async (id) => {
    const res = await fetch(`/api/locks/${id}`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ uuid: sessionStorage.getItem('editorUuid') }) });
    return (await res.json()).holder;
  }, storyId);

async function typeAtEnd(page, index, what) {
  await page.getByTestId(`item-body-${index}`).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(what);
}

/** A page of `ctx` where the editor opened the story alone and holds its lock. */
async function editorHolding(ctx, story) {
  const page = await ctx.newPage();
  await uiLogin(page, 'editor', 'editor');
  await page.goto(`/story/${story.id}`);
  await lockIs(page, 'held', 'the editor holds the lock');
  return page;
}

/** Waits for the editor's lock state (`held`, `busy`, `lost`, ...). */
async function lockIs(page, state, what, timeout = 8000) {
  await eventually(() => lockState(page), state, what, timeout);
}

export const lockTests = [
  {
    name: 'browser: story locks: the editor holds the lock (grid marker; read only with its holder for the producer and a viewer); the producer takes over; the editor is told at once and keeps its unsaved text to copy and put back',
    async fn({ browser }) {
      const ptoken = await login('producer', 'producer');
      const { story, block } = await freshStory(ptoken, 'E2E LOCK', 'Original text.');
      const ectx = await newContext(browser);
      await ectx.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
      const pctx = await newContext(browser);
      const vctx = await newContext(browser);
      try {
        // The editor opens the story beside the rundown: it holds the lock, and types without saving.
        const editor = await ectx.newPage();
        await uiLogin(editor, 'editor', 'editor');
        await openRundown(editor);
        await editor.getByTestId(`story-open-${story.id}`).click();
        await editor.waitForURL((u) => u.pathname === `${rundownPath()}/${block.id}/stories/${story.id}`);
        await lockIs(editor, 'held', 'the editor holds the lock');
        assert.equal(await editor.getByTestId('lock-banner').count(), 0);
        const lock = await lockOn(ptoken, story.id);
        assert.equal(lock?.nickname, 'editor', 'GET /api/locks lists the editor');
        assert.equal(lock.holder, await ownTag(editor, story.id), 'the lock is this tab’s');
        assert.equal(lock.uuid, undefined, 'the tab’s uuid is never shown');
        await editor.getByTestId(`story-lock-${story.id}`).waitFor();
        assert.equal(await text(editor, `story-lock-${story.id}`), 'you');
        await typeAtEnd(editor, 0, ' Unsaved words from the editor.');
        assert.equal(await editor.getByTestId('story-editor').getAttribute('data-dirty'), 'true');

        // The producer sees who edits it in the grid, then opens it: read only, "Being edited by editor".
        const producer = await pctx.newPage();
        await uiLogin(producer, 'producer', 'producer');
        await openRundown(producer);
        const marker = producer.getByTestId(`story-lock-${story.id}`);
        await marker.waitFor();
        assert.equal(await marker.getAttribute('data-holder'), 'editor');
        assert.equal(await text(producer, `story-lock-${story.id}`), 'editor');
        assert.match(await marker.getAttribute('title'), /^Being edited by editor since /);
        await shot(producer, 'locks-grid-marker');
        await producer.getByTestId(`story-open-${story.id}`).click();
        await producer.getByTestId('story-editor').waitFor();
        await lockIs(producer, 'busy', 'the producer finds the story locked');
        const banner = producer.getByTestId('lock-banner');
        await eventually(() => banner.getAttribute('data-holder'), 'editor', 'holder in the banner');
        assert.match(await banner.textContent(), /Being edited by editor since .*It is read only here\./);
        assert.equal(await producer.getByTestId('story-editor').getAttribute('data-can-write'), 'false');
        assert.equal(await producer.getByTestId('item-body-0').getAttribute('contenteditable'), 'false');
        assert.equal(await producer.getByTestId('story-save').count(), 0);
        assert.equal(await bodyText(producer), 'Original text.', 'the unsaved text stays with the editor');
        await shot(producer, 'locks-being-edited');

        // The producer takes over; the editor is told at once (the event, long before a 30 s renewal).
        await producer.getByTestId('take-over').click();
        await lockIs(producer, 'held', 'the producer holds the lock after taking over');
        assert.equal(await producer.getByTestId('story-editor').getAttribute('data-can-write'), 'true');
        const started = Date.now();
        await editor.getByTestId('recovery-dialog').waitFor({ timeout: 5000 });
        assert.ok(Date.now() - started < 5000);
        assert.equal(await text(editor, 'recovery-title'), 'Your edit lock was taken over by producer');
        const recovered = await editor.getByTestId('recovery-text').inputValue();
        assert.equal(recovered, '[CAM]\nOriginal text. Unsaved words from the editor.');
        assert.equal(await lockState(editor), 'lost');
        assert.equal(await editor.getByTestId('story-editor').getAttribute('data-can-write'), 'false');
        assert.equal(await editor.getByTestId('item-body-0').getAttribute('contenteditable'), 'false');
        assert.equal(await bodyText(editor), 'Original text.', 'the editor shows the server’s text, read only');
        const kept = await editor.evaluate((id) => JSON.parse(localStorage.getItem(`storyRecovery.${id}`)), story.id);
        assert.equal(kept.takenBy, 'producer');
        assert.equal(kept.text.script[0].content[0].children[0].text, 'Original text. Unsaved words from the editor.');
        await editor.getByTestId('recovery-copy').click();
        await eventually(() => text(editor, 'recovery-copied'), 'Copied to the clipboard.', 'copied');
        assert.equal(await editor.evaluate(() => navigator.clipboard.readText()), recovered);
        await shot(editor, 'locks-taken-over');
        await eventually(() => editor.getByTestId(`story-lock-${story.id}`).getAttribute('data-holder'), 'producer', 'the editor’s grid shows the new holder');

        // A reader sees the holder too, with no way to take the lock.
        const viewer = await vctx.newPage();
        await uiLogin(viewer, 'viewer', 'viewer');
        await viewer.goto(`/story/${story.id}`);
        await viewer.getByTestId('story-editor').waitFor();
        await eventually(() => viewer.getByTestId('lock-banner').getAttribute('data-holder'), 'producer', 'the viewer sees the holder');
        assert.match(await viewer.getByTestId('lock-banner').textContent(), /Being edited by producer since /);
        assert.equal(await viewer.getByTestId('take-over').count(), 0, 'no take over without story write');
        assert.equal(await viewer.getByTestId('story-editor').getAttribute('data-lock'), 'readOnly');

        // A save from the editor's tab would be refused now: only the holder saves.
        const editorUuid = await editor.evaluate(() => sessionStorage.getItem('editorUuid'));
        const refused = await attempt(ptoken, 'PUT', `/api/stories/${story.id}/text`, { script: [], lockUuid: editorUuid });
        assert.equal(refused.status, 409);
        assert.equal(refused.body.code, 'lock_lost');

        // The producer writes and saves; the editor's read-only text follows.
        await typeAtEnd(producer, 0, ' Producer update.');
        await producer.keyboard.press('Control+s');
        await eventually(() => producer.getByTestId('story-status').getAttribute('data-state'), 'saved', 'the producer saved');
        await eventually(() => bodyText(editor), 'Original text. Producer update.', 'the editor sees the producer’s text', 10000);

        // The dialog closed, the copy stays (a notice); the producer closes the story: the lock is free
        // and the editor takes it again by itself, then puts the kept text back and saves it.
        await editor.getByTestId('recovery-close').click();
        await editor.getByTestId('recovery-notice').waitFor();
        await producer.getByTestId('story-close').click();
        await lockIs(editor, 'held', 'the editor takes the freed lock', 5000);
        await editor.getByTestId('recovery-view').click();
        await editor.getByTestId('recovery-put-back').click();
        assert.equal(await bodyText(editor), 'Original text. Unsaved words from the editor.');
        assert.equal(await editor.getByTestId('story-editor').getAttribute('data-dirty'), 'true');
        assert.equal(await editor.evaluate((id) => localStorage.getItem(`storyRecovery.${id}`), story.id), null);
        await editor.keyboard.press('Control+s');
        await eventually(() => editor.getByTestId('story-status').getAttribute('data-state'), 'saved', 'the editor saved');
        const saved = await call(ptoken, 'GET', `/api/stories/${story.id}`);
        assert.equal(saved.script[0].content[0].children[0].text, 'Original text. Unsaved words from the editor.');

        // Leaving the editor releases the lock.
        await editor.getByTestId('story-close').click();
        await eventually(() => lockOn(ptoken, story.id), null, 'no lock once the editor closed the story');
      } finally {
        await ectx.close();
        await pctx.close();
        await vctx.close();
        await call(ptoken, 'DELETE', `/api/stories/${story.id}`).catch(() => {});
      }
    },
  },
  {
    name: 'browser: story locks: the same user in two tabs: the second warns ("another tab or window") and may edit there; the first keeps its unsaved text; closing a tab frees the lock',
    async fn({ browser }) {
      const ptoken = await login('producer', 'producer');
      const { story } = await freshStory(ptoken, 'E2E TWO TABS', 'Two tabs.');
      const ctx = await newContext(browser);
      try {
        const first = await editorHolding(ctx, story);
        await typeAtEnd(first, 0, ' First tab words.');

        // Same user, same session, another tab: another editor instance.
        const second = await ctx.newPage();
        await second.goto(`/story/${story.id}`);
        await second.getByTestId('story-editor').waitFor();
        await lockIs(second, 'busy', 'the second tab finds the story locked');
        const banner = second.getByTestId('lock-banner');
        await eventually(() => banner.getAttribute('data-same-user'), 'true', 'the banner knows it is the same user');
        assert.match(await banner.textContent(), /You are editing this story in another tab or window/);
        assert.equal(await text(second, 'take-over'), 'Edit here instead');
        assert.notEqual(
          await first.evaluate(() => sessionStorage.getItem('editorUuid')),
          await second.evaluate(() => sessionStorage.getItem('editorUuid')),
          'each tab is its own editor instance',
        );
        await shot(second, 'locks-two-tabs');

        // Editing in the second tab: the first one is told, and keeps what it had not saved.
        await second.getByTestId('take-over').click();
        await lockIs(second, 'held', 'the second tab holds the lock');
        await first.getByTestId('recovery-dialog').waitFor({ timeout: 5000 });
        assert.equal(await text(first, 'recovery-title'), 'Your edit lock was taken over in another tab or window');
        assert.match(await first.getByTestId('recovery-text').inputValue(), /Two tabs\. First tab words\./);
        await first.getByTestId('recovery-close').click();
        assert.equal(await first.getByTestId('lock-banner').getAttribute('data-same-user'), 'true');

        // The second tab is closed: its lock is released as it goes, and the first tab takes it again.
        await second.close({ runBeforeUnload: true });
        await lockIs(first, 'held', 'the first tab takes the lock freed by the closed tab', 5000);
        assert.equal((await lockOn(ptoken, story.id))?.holder, await ownTag(first, story.id));
      } finally {
        await ctx.close();
        await call(ptoken, 'DELETE', `/api/stories/${story.id}`).catch(() => {});
      }
    },
  },
  {
    name: 'browser: story locks: an editor leaves without releasing (offline, page closed): the producer sees the marker, then sees it go once the lock expired, and can edit',
    async fn({ browser }) {
      const ptoken = await login('producer', 'producer');
      const { story } = await freshStory(ptoken, 'E2E EXPIRY', 'Left behind.');
      const ectx = await newContext(browser);
      const pctx = await newContext(browser);
      try {
        const editor = await editorHolding(ectx, story);
        const lock = await lockOn(ptoken, story.id);
        const ttl = isoSeconds(lock.ttl);
        assert.ok(ttl > 0, `the lock says its TTL (${lock.ttl})`);
        // The test waits about the TTL: scripts/e2e.sh runs the server with a short one.
        assert.ok(ttl <= 20, `NEWSROOM_LOCK_TTL_SECS is short for e2e (${lock.ttl})`);

        const producer = await pctx.newPage();
        await uiLogin(producer, 'producer', 'producer');
        await openRundown(producer);
        const marker = producer.getByTestId(`story-lock-${story.id}`);
        await marker.waitFor();
        assert.equal(await marker.getAttribute('data-holder'), 'editor');

        // The editor's machine drops off the network and the page goes: no release, no renewal.
        await ectx.setOffline(true);
        await editor.close({ runBeforeUnload: true });
        assert.equal((await lockOn(ptoken, story.id))?.nickname, 'editor', 'the release could not reach the server');

        // Once the TTL has run out the server announces it: the marker goes without a reload.
        await eventually(() => marker.count(), 0, 'the expired lock’s marker clears', (ttl + 10) * 1000);
        assert.equal(await lockOn(ptoken, story.id), null);
        await shot(producer, 'locks-expired');

        // The producer opens the story and can edit it.
        await producer.getByTestId(`story-open-${story.id}`).click();
        await lockIs(producer, 'held', 'the producer takes the freed lock');
        await typeAtEnd(producer, 0, ' Picked up.');
        await producer.keyboard.press('Control+s');
        await eventually(() => producer.getByTestId('story-status').getAttribute('data-state'), 'saved', 'the producer saved');
        const saved = await call(ptoken, 'GET', `/api/stories/${story.id}`);
        assert.equal(saved.script[0].content[0].children[0].text, 'Left behind. Picked up.');
      } finally {
        await ectx.close();
        await pctx.close();
        await call(ptoken, 'DELETE', `/api/stories/${story.id}`).catch(() => {});
      }
    },
  },
];
