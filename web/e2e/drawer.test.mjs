// Cut and paste across rundowns, and the drawer, in two browsers: the producer cuts a story from today's
// rundown of program 1, opens program 2's rundown (the clipboard survives the navigation) and pastes it;
// the editor, on program 2's rundown, sees it arrive live. Then the producer sends it to the drawer and
// moves it back from the drawer panel, the editor seeing it leave and come back. A story in the drawer
// opens in the story editor from the drawer panel, its text editable under the usual lock rules.
import assert from 'node:assert/strict';
import { call, ensureStory, eventually, login, newContext, openRundown, shot, today, uiLogin } from './lib.mjs';

const rundownOf = async (token, programId) => {
  const q = `date=${today()}&programId=${programId}`;
  const { status } = await call(token, 'GET', `/api/rundowns/exists?${q}`);
  if (status === 'CAN_CREATE') await call(token, 'POST', '/api/rundowns', { date: today(), programId, templateId: null });
  return call(token, 'GET', `/api/rundowns?${q}`);
};
const ids = (rundown) => rundown.blocks.flatMap((b) => b.stories.map((s) => s.id));

async function openProgram(page, programId) {
  await page.goto(`/rundown/${today()}/${programId}`);
  await page.getByTestId('rundown-grid').waitFor({ timeout: 15000 });
  await page.locator('[data-testid=live-status][data-state=live]').waitFor({ timeout: 10000 });
}

export const drawerTests = [
  {
    name: 'browser: cut a story from program 1, paste it into program 2 (a second browser sees it arrive), send it to the drawer and move it back',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const { rundown: r1, story } = await ensureStory(token);
      const from = r1.blocks.find((b) => b.stories.some((s) => s.id === story.id));
      const position = from.stories.findIndex((s) => s.id === story.id);
      const r2 = await rundownOf(token, 2);
      const pctx = await newContext(browser);
      const ectx = await newContext(browser);
      try {
        const producer = await pctx.newPage();
        const editor = await ectx.newPage();
        await uiLogin(producer, 'producer', 'producer');
        await uiLogin(editor, 'editor', 'editor');
        await openRundown(producer);
        await openProgram(editor, 2);
        await editor.evaluate(() => {
          window.__sameDocument = true;
        });

        // Tick and cut on program 1; the clipboard says so.
        await producer.getByTestId(`story-check-${story.id}`).check();
        await eventually(() => producer.getByTestId('clipboard-selected').textContent(), 'Selected: 1', 'the selection');
        await producer.getByTestId('clipboard-cut').click();
        await producer.getByTestId('clipboard-held').waitFor();

        // Program 2's rundown: the clipboard is still there; paste into its first block.
        await openProgram(producer, 2);
        assert.equal(await producer.getByTestId('clipboard-held').textContent(), 'Clipboard: 1 cut');
        const target = r2.blocks.find((b) => !b.standBy);
        await producer.getByTestId('clipboard-target').selectOption(String(target.id));
        await producer.getByTestId('clipboard-paste').click();
        await editor.getByTestId(`story-row-${story.id}`).waitFor({ timeout: 8000 });
        await producer.getByTestId(`story-row-${story.id}`).waitFor();
        // The clip is used up when the paste answers; the live message that draws the row may come first
        // (distributed mode), so wait for it rather than read it once.
        await eventually(() => producer.getByTestId('clipboard-held').count(), 0, 'a cut clip is used up');
        assert.equal(await editor.evaluate(() => window.__sameDocument), true, 'the editor page was not reloaded');
        assert.ok(!ids(await rundownOf(token, 1)).includes(story.id), 'the story left program 1');
        assert.ok(ids(await rundownOf(token, 2)).includes(story.id), 'the story is in program 2');
        await shot(editor, 'drawer-pasted-editor');

        // Send it to the drawer: it leaves both screens; the drawer panel lists it.
        await producer.getByTestId(`story-check-${story.id}`).check();
        await producer.getByTestId('clipboard-send-drawer').click();
        await editor.getByTestId(`story-row-${story.id}`).waitFor({ state: 'detached', timeout: 8000 });
        await producer.getByTestId('open-drawer').click();
        await producer.getByTestId(`drawer-story-${story.id}`).waitFor();
        await shot(producer, 'drawer-panel');

        // Move it back into the rundown from the drawer.
        await producer.getByTestId(`drawer-move-${story.id}`).click();
        await editor.getByTestId(`story-row-${story.id}`).waitFor({ timeout: 8000 });
        await producer.getByTestId('drawer-empty').waitFor();
        const drawer = await call(token, 'GET', '/api/documents/drawer?programId=2');
        assert.deepEqual(drawer, []);
        assert.equal(await editor.evaluate(() => window.__sameDocument), true, 'the editor page was not reloaded');
        await shot(producer, 'drawer-moved-back');
      } finally {
        // Back where it was, for the other tests.
        await call(token, 'POST', '/api/stories/paste', { ids: [story.id], targetBlockId: from.id, position, cut: true }).catch(() => {});
        await pctx.close();
        await ectx.close();
      }
    },
  },
  {
    name: 'browser: a story in the drawer opens in the story editor from the drawer panel ("In the drawer of Evening News"); the producer edits and saves it while the editor sees it locked',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const rundown = await rundownOf(token, 1);
      const block = rundown.blocks.find((b) => !b.standBy);
      const story = await call(token, 'POST', `/api/blocks/${block.id}/stories`, { slug: `E2E DRAWER EDIT ${Date.now() % 100000}`, position: null });
      const P = (text) => [{ kind: 'ON_CAMERA', content: [{ type: 'paragraph', children: [{ text }] }] }];
      await call(token, 'PUT', `/api/stories/${story.id}/text`, { script: P('Waiting in the drawer.'), footnote: '', cueIn: '', cueOut: '' });
      await call(token, 'PUT', '/api/documents/drawer', { ids: [story.id] });
      const pctx = await newContext(browser);
      const ectx = await newContext(browser);
      try {
        const producer = await pctx.newPage();
        await uiLogin(producer, 'producer', 'producer');
        await openRundown(producer);
        await producer.getByTestId('open-drawer').click();
        await producer.getByTestId(`drawer-open-${story.id}`).click();
        await producer.waitForURL((u) => u.pathname === `/story/${story.id}`);
        await eventually(() => producer.getByTestId('story-editor').getAttribute('data-lock'), 'held', 'the producer holds the lock');
        assert.equal((await producer.getByTestId('story-in-drawer').textContent()).trim(), 'In the drawer of Evening News');
        assert.equal(await producer.getByTestId('open-in-rundown').count(), 0, 'no rundown to open it in');
        assert.equal(await producer.getByTestId('story-type').isDisabled(), true, 'rundown fields are not edited in the drawer');

        // The editor opens it too: read only, with its holder.
        const editor = await ectx.newPage();
        await uiLogin(editor, 'editor', 'editor');
        await editor.goto(`/story/${story.id}`);
        await eventually(() => editor.getByTestId('story-editor').getAttribute('data-lock'), 'busy', 'the editor finds it locked');
        await eventually(() => editor.getByTestId('lock-banner').getAttribute('data-holder'), 'producer', 'the holder in the banner');

        // The producer edits and saves: a revision, and the story stays in the drawer.
        await producer.getByTestId('item-body-0').click();
        await producer.keyboard.press('Control+End');
        await producer.keyboard.type(' Edited there.');
        await producer.keyboard.press('Control+s');
        await eventually(() => producer.getByTestId('story-status').getAttribute('data-state'), 'saved', 'the producer saved');
        await shot(producer, 'drawer-story-editor');
        const doc = await call(token, 'GET', `/api/stories/${story.id}`);
        assert.equal(doc.script[0].content[0].children[0].text, 'Waiting in the drawer. Edited there.');
        assert.equal(doc.drawer.programId, 1);
        assert.ok((await call(token, 'GET', '/api/documents/drawer?programId=1')).some((d) => d.story.id === story.id), 'still in the drawer');

        // Closing the editor frees the lock: the editor may edit now.
        await producer.goto('/home');
        await eventually(() => editor.getByTestId('story-editor').getAttribute('data-lock'), 'held', 'the editor takes the freed lock', 10000);
      } finally {
        await pctx.close();
        await ectx.close();
        await call(token, 'DELETE', '/api/documents/drawer', { ids: [story.id] }).catch(() => {});
      }
    },
  },
];
