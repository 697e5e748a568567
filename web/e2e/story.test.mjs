// The story editor in a real browser against the running server: writing a script from the rundown,
// saving (revisions, reading time), the diff of a revision, other users (producer, viewer), live changes
// made by the holder of the edit lock while the text is read only here, and the warning before unsaved
// changes are lost. locks.test.mjs has the rest of the edit locks (take over, recovery, two tabs).
import assert from 'node:assert/strict';
import { addItem, call, ensureRundown, eventually, login, newContext, openRundown, rundownPath, shot, uiLogin } from './lib.mjs';

const P = (...children) => ({ type: 'paragraph', children });

/** A fresh story at the end of the first block of today's rundown (the producer's token creates it). */
async function freshStory(token, slug) {
  const rundown = await ensureRundown(token);
  const block = rundown.blocks.find((b) => !b.standBy);
  const story = await call(token, 'POST', `/api/blocks/${block.id}/stories`, { slug: `${slug} ${Date.now() % 100000}`, position: null });
  return { rundown, block, story };
}

const bodyText = (page, index) => page.getByTestId(`item-body-${index}`).evaluate((el) => el.innerText.trim());
const status = (page) => page.getByTestId('story-status').getAttribute('data-state');
const text = async (page, testId) => (await page.getByTestId(testId).textContent()).trim();

/** Types at the end of an item's text. */
async function typeAtEnd(page, index, what) {
  await page.getByTestId(`item-body-${index}`).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(what);
}

export const storyTests = [
  {
    name: 'browser: story details: the producer sets type, status, crew and company or branch in the editor (suggested names, saved one by one); they are kept and a bad name length is impossible',
    async fn({ browser }) {
      const ptoken = await login('producer', 'producer');
      const { story, block } = await freshStory(ptoken, 'E2E DETAILS');
      const ctx = await newContext(browser);
      try {
        const page = await ctx.newPage();
        await uiLogin(page, 'producer', 'producer');
        await page.goto(`${rundownPath()}/${block.id}/stories/${story.id}`);
        await page.getByTestId('details-panel').waitFor();
        assert.equal(await page.getByTestId('story-type').inputValue(), 'TEXT');
        await page.getByTestId('story-type').selectOption('VO_SOT');
        await page.getByTestId('story-status-field').selectOption('READY');
        await page.getByTestId('story-crew-reporter').fill('Ana Souza');
        await page.getByTestId('story-crew-reporter').press('Enter');
        await page.getByTestId('story-crew-imageEditor').fill('Lee Park');
        await page.getByTestId('story-crew-imageEditor').press('Tab');
        await page.getByTestId('story-crew-company').fill('TV Norte Campinas');
        await page.getByTestId('story-crew-company').press('Tab');
        await eventually(
          async () => {
            const r = await call(ptoken, 'GET', `/api/stories/${story.id}`);
            return [r.story.type, r.story.status, r.story.reporter, r.story.imageEditor, r.story.company].join('|');
          },
          'VO_SOT|READY|Ana Souza|Lee Park|TV Norte Campinas',
          'the details saved',
        );
        assert.equal(await page.getByTestId('story-crew-reporter').getAttribute('maxlength'), '100');
        // The presenter's rate becomes the reading rate.
        const presenters = await call(ptoken, 'GET', '/api/programs/1/presenters');
        const p = presenters[presenters.length - 1];
        await page.getByTestId('story-presenter').selectOption(p.name);
        await eventually(() => page.getByTestId('reading-panel').textContent(), (t) => t.includes(`${p.wordsPerMinute} words a minute`), 'the presenter\'s rate shown');
        await shot(page, 'story-details');
        // Kept after a reload, and offered as suggestions.
        await page.reload();
        await page.getByTestId('details-panel').waitFor();
        assert.equal(await page.getByTestId('story-type').inputValue(), 'VO_SOT');
        assert.equal(await page.getByTestId('story-crew-reporter').inputValue(), 'Ana Souza');
        assert.equal(await page.getByTestId('story-crew-company').inputValue(), 'TV Norte Campinas');
        await eventually(
          () => page.locator('#crew-names option').evaluateAll((os) => os.map((o) => o.value)),
          (names) => names.includes('Ana Souza') && names.includes('Lee Park'),
          'the crew names suggested',
        );
      } finally {
        await ctx.close();
      }
    },
  },
  {
    name: 'browser: story editor: the editor writes ON_CAMERA (bold, comment) and VO from the rundown, saves twice, reads the diff of revision 1; the producer sees the text and sets the head; the viewer only reads',
    async fn({ browser }) {
      const ptoken = await login('producer', 'producer');
      const { story, block } = await freshStory(ptoken, 'E2E SCRIPT');
      const ectx = await newContext(browser);
      const pctx = await newContext(browser);
      const vctx = await newContext(browser);
      try {
        // The editor opens the story from its row of the rundown.
        const editor = await ectx.newPage();
        await uiLogin(editor, 'editor', 'editor');
        await openRundown(editor);
        await editor.getByTestId(`story-open-${story.id}`).click();
        await editor.waitForURL((u) => u.pathname === `${rundownPath()}/${block.id}/stories/${story.id}`);
        await editor.getByTestId('story-editor').waitFor();
        assert.equal(await editor.getByTestId('rundown-grid').count(), 1, 'the rundown stays beside the editor');
        assert.equal(await status(editor), 'never');

        // ON_CAMERA with a bold word and a comment, then VO.
        await addItem(editor, 'ON_CAMERA', 0);
        await editor.keyboard.type('Good evening ');
        await editor.keyboard.press('Control+b');
        await editor.keyboard.type('tonight');
        await editor.keyboard.press('Control+b');
        await editor.keyboard.type('. The council voted. ');
        await editor.getByTestId('format-comment').click();
        await editor.keyboard.type('[check the figure]');
        await editor.getByTestId('format-comment').click();
        await addItem(editor, 'VO', 1);
        await editor.keyboard.type('Crowds gathered outside the hall.');
        await editor.keyboard.press('Shift+Home');
        await editor.getByTestId('format-color-red').click();
        await editor.getByTestId('story-cue-in').fill('Good evening');
        await editor.getByTestId('story-cue-out').fill('outside the hall');
        await editor.getByTestId('story-footnote').fill('Figures from the city clerk.');
        assert.equal(await status(editor), 'dirty');
        assert.deepEqual(
          [await editor.getByTestId('script-item-0').getAttribute('data-kind'), await editor.getByTestId('script-item-1').getAttribute('data-kind')],
          ['ON_CAMERA', 'VO'],
        );
        // Live estimate: 6 words as head (the comment is not read), 5 as off, at 180 words a minute.
        assert.equal(await text(editor, 'reading-live-head'), '00:02');
        assert.equal(await text(editor, 'reading-live-off'), '00:02');
        assert.equal(await text(editor, 'reading-live-words'), '11');
        await shot(editor, 'story-editor-writing');

        // Save with Ctrl+S: revision 1, the server's reading time, the revision in the list.
        await editor.keyboard.press('Control+s');
        await eventually(() => status(editor), 'saved', 'status after the first save');
        assert.match(await text(editor, 'story-status'), /revision 1/);
        await editor.getByTestId('revision-1').waitFor();
        assert.equal(await text(editor, 'reading-saved-head'), '00:02');
        assert.equal(await text(editor, 'reading-saved-off'), '00:02');
        assert.equal(await text(editor, 'reading-saved-words'), '11');
        const saved = await call(ptoken, 'GET', `/api/stories/${story.id}`);
        assert.deepEqual(saved.script, [
          { kind: 'ON_CAMERA', content: [P({ text: 'Good evening ' }, { text: 'tonight', bold: true }, { text: '. The council voted. ' }, { text: '[check the figure]', comment: true })] },
          { kind: 'VO', content: [P({ text: 'Crowds gathered outside the hall.', color: '#e5484d' })] },
        ]);
        assert.deepEqual([saved.cueIn, saved.cueOut, saved.footnote], ['Good evening', 'outside the hall', 'Figures from the city clerk.']);
        assert.deepEqual(saved.readingTime, { headWords: 6, offWords: 5, head: 'PT2S', off: 'PT2S', wordsPerMinute: 180 });

        // Edit and save again with the button: revision 2. The editor's own saves raise no notice.
        await typeAtEnd(editor, 1, ' Police closed the street.');
        assert.equal(await status(editor), 'dirty');
        assert.equal(await text(editor, 'reading-live-off'), '00:03');
        await editor.getByTestId('story-save').click();
        await eventually(() => status(editor), 'saved', 'status after the second save');
        assert.match(await text(editor, 'story-status'), /revision 2/);
        await editor.getByTestId('revision-2').waitFor();
        await editor.waitForTimeout(800);
        assert.equal(await editor.getByTestId('story-changed-elsewhere').count(), 0);
        assert.equal(await editor.getByTestId('use-as-head').count(), 0, 'no rundown write: no "use as head"');

        // Revision 1 against the current text: the changed VO line, deleted and inserted.
        await editor.getByTestId('revision-1').click();
        await editor.locator('[data-testid=diff-line]').first().waitFor();
        const diff = await editor.locator('[data-testid=diff-line]').evaluateAll((lines) =>
          lines.map((l) => ({ op: l.dataset.op, text: l.querySelector('.diff-text').textContent })),
        );
        assert.ok(diff.some((l) => l.op === 'delete' && l.text === 'Crowds gathered outside the hall.'), JSON.stringify(diff));
        assert.ok(diff.some((l) => l.op === 'insert' && l.text === 'Crowds gathered outside the hall. Police closed the street.'), JSON.stringify(diff));
        assert.ok(diff.some((l) => l.op === 'equal' && l.text.startsWith('Good evening tonight.')), JSON.stringify(diff));
        const deleted = editor.locator('[data-testid=diff-line][data-op=delete]').first();
        assert.notEqual(await deleted.evaluate((el) => getComputedStyle(el).backgroundColor), 'rgba(0, 0, 0, 0)');
        await shot(editor, 'story-editor-in-rundown-diff');

        // The producer opens the story alone: the saved text, and "use as head" sets the story's head.
        const producer = await pctx.newPage();
        await uiLogin(producer, 'producer', 'producer');
        await producer.goto(`/story/${story.id}`);
        await producer.getByTestId('story-editor').waitFor();
        assert.equal(await bodyText(producer, 0), 'Good evening tonight. The council voted. [check the figure]');
        assert.equal(await bodyText(producer, 1), 'Crowds gathered outside the hall. Police closed the street.');
        assert.equal(await producer.locator('[data-testid=item-body-0] strong').textContent(), 'tonight');
        assert.equal(await producer.locator('[data-testid=item-body-0] [data-comment]').textContent(), '[check the figure]');
        assert.match(await producer.locator('[data-testid=item-body-1] span[style*="color"]').first().textContent(), /^Crowds gathered/);
        assert.equal(await producer.getByTestId('story-cue-in').inputValue(), 'Good evening');
        assert.equal(await producer.getByTestId('open-in-rundown').getAttribute('href'), `${rundownPath()}/${block.id}/stories/${story.id}`);
        await producer.getByTestId('use-as-head').click();
        await eventually(() => text(producer, 'story-head'), '00:02', 'story head after "use as head"');
        await eventually(async () => (await call(ptoken, 'GET', `/api/stories/${story.id}`)).story.head, 'PT2S', 'head on the server');
        await shot(producer, 'story-editor-alone');

        // The viewer reads the same text, with no way to change it.
        const viewer = await vctx.newPage();
        await uiLogin(viewer, 'viewer', 'viewer');
        await viewer.goto(`/story/${story.id}`);
        await viewer.getByTestId('story-editor').waitFor();
        assert.equal(await viewer.getByTestId('story-editor').getAttribute('data-can-write'), 'false');
        assert.equal(await status(viewer), 'readOnly');
        assert.equal(await bodyText(viewer, 1), 'Crowds gathered outside the hall. Police closed the street.');
        assert.equal(await viewer.getByTestId('item-body-0').getAttribute('contenteditable'), 'false');
        for (const id of ['story-save', 'script-toolbar', 'add-items', 'item-remove-0', 'item-kind-0', 'use-as-head']) {
          assert.equal(await viewer.getByTestId(id).count(), 0, `the viewer has no ${id}`);
        }
        assert.equal(await viewer.getByTestId('story-footnote').evaluate((el) => el.readOnly), true);
        assert.equal(await text(viewer, 'item-kind-label-1'), 'VO');
        await shot(viewer, 'story-editor-read-only');

        // The editor still has it open: it cannot be deleted ("documents in edition", web.md section 5)
        // until the producer takes the lock over. Then it goes to the trash while the viewer has it
        // open: the viewer's editor says so.
        await assert.rejects(call(ptoken, 'DELETE', `/api/stories/${story.id}`), /HTTP 409 .*"locked"/);
        await call(ptoken, 'PUT', `/api/locks/${story.id}/take_over`, { uuid: 'e2e-producer-delete' });
        await call(ptoken, 'DELETE', `/api/stories/${story.id}`);
        await viewer.getByTestId('story-gone').waitFor({ timeout: 10000 });
      } finally {
        await ectx.close();
        await pctx.close();
        await vctx.close();
        await call(ptoken, 'DELETE', `/api/stories/${story.id}`).catch(() => {});
      }
    },
  },
  {
    name: 'browser: story editor: while someone else holds the edit lock the text is read only and follows their saves; once freed it is editable; leaving unsaved work asks first',
    async fn({ browser }) {
      const ptoken = await login('producer', 'producer');
      const { story } = await freshStory(ptoken, 'E2E LIVE SCRIPT');
      // The producer edits through the API as one editor instance (the lock's uuid).
      const put = (words) =>
        call(ptoken, 'PUT', `/api/stories/${story.id}/text`, {
          script: [{ kind: 'ON_CAMERA', content: [P({ text: words })] }],
          footnote: '',
          cueIn: '',
          cueOut: '',
          lockUuid: 'e2e-producer',
        });
      await put('First version.');
      await call(ptoken, 'PUT', `/api/locks/${story.id}`, { uuid: 'e2e-producer' });
      const ctx = await newContext(browser);
      try {
        const page = await ctx.newPage();
        await uiLogin(page, 'editor', 'editor');
        await page.goto(`/story/${story.id}`);
        await page.getByTestId('story-editor').waitFor();
        assert.equal(await bodyText(page, 0), 'First version.');
        await page.evaluate(() => {
          window.__sameDocument = true;
        });

        // Locked by the producer: read only, and the producer's saves replace the text, with no notice.
        assert.equal(await page.getByTestId('story-editor').getAttribute('data-lock'), 'busy');
        assert.equal(await status(page), 'readOnly');
        await eventually(() => page.getByTestId('lock-banner').getAttribute('data-holder'), 'producer', 'the holder in the banner');
        await put('Second version from the producer.');
        await eventually(() => bodyText(page, 0), 'Second version from the producer.', 'read-only editor reloaded', 10000);
        assert.match(await text(page, 'story-status'), /Read only/);
        assert.equal(await page.getByTestId('story-changed-elsewhere').count(), 0);

        // The producer saves once more and lets the lock go: this editor takes it by itself.
        await put('Third version from the producer.');
        await call(ptoken, 'DELETE', `/api/locks/${story.id}?uuid=e2e-producer`);
        await eventually(() => page.getByTestId('story-editor').getAttribute('data-lock'), 'held', 'the editor takes the freed lock', 10000);
        assert.equal(await page.getByTestId('lock-banner').count(), 0);
        await eventually(() => bodyText(page, 0), 'Third version from the producer.', 'the latest text', 10000);
        assert.equal(await status(page), 'saved');
        assert.match(await text(page, 'story-status'), /revision 3/);

        // Items: add one, change its kind, move it up, remove it: back to the saved text.
        await addItem(page, 'NOTE', 1);
        await page.getByTestId('item-kind-1').selectOption('SOUNDUP');
        assert.equal(await page.getByTestId('script-item-1').getAttribute('data-kind'), 'SOUNDUP');
        assert.equal(await text(page, 'item-kind-label-1'), 'SOT');
        assert.equal(await status(page), 'dirty');
        await page.getByTestId('item-up-1').click();
        assert.equal(await page.getByTestId('script-item-0').getAttribute('data-kind'), 'SOUNDUP');
        assert.equal(await bodyText(page, 1), 'Third version from the producer.');
        await page.getByTestId('item-remove-0').click();
        assert.equal(await page.locator('[data-testid^=script-item-]').count(), 1);
        assert.equal(await status(page), 'saved');

        // Leaving with unsaved changes: stay keeps the page, leave goes.
        await typeAtEnd(page, 0, ' Unsaved.');
        await page.getByTestId('menu-home').click();
        await page.getByTestId('leave-dialog').waitFor();
        await shot(page, 'story-editor-leave');
        await page.getByTestId('leave-stay').click();
        assert.equal(new URL(page.url()).pathname, `/story/${story.id}`);
        assert.equal(await bodyText(page, 0), 'Third version from the producer. Unsaved.');
        await page.getByTestId('menu-home').click();
        await page.getByTestId('leave-discard').click();
        await page.waitForURL((u) => u.pathname === '/home');
        assert.equal(await page.evaluate(() => window.__sameDocument), true, 'no reload');

        // Addresses: not a story id; signed out goes to login; a user without story read goes home.
        await page.goto('/story/abc');
        await page.locator('[data-testid=story-status][data-status=bad-address]').waitFor();
        const guest = await newContext(browser);
        const gpage = await guest.newPage();
        await gpage.goto(`/story/${story.id}`);
        await gpage.waitForURL((u) => u.pathname === '/login' && u.searchParams.get('redirect') === `/story/${story.id}`);
        await uiLogin(gpage, 'guest', 'guest');
        await gpage.goto(`/story/${story.id}`);
        await gpage.waitForURL((u) => u.pathname === '/home');
        await guest.close();
      } finally {
        await ctx.close();
        await call(ptoken, 'DELETE', `/api/stories/${story.id}`).catch(() => {});
      }
    },
  },
];
