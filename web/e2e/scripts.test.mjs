// The scripts screen (/scripts/:date/:programId) in a real browser against the running server: an editor
// reads today's scripts in running order (the standby block last), drawn as the print view draws them,
// comments shown and hidden; a producer working in a second browser saves a story's text, adds a story
// and deletes it, and the editor's page shows each change without a reload.
import assert from 'node:assert/strict';
import { PROGRAM_ID, call, ensureRundown, eventually, login, openMenu, openRundown, shot, signedIn, today } from './lib.mjs';

const P = (...children) => ({ type: 'paragraph', children });
const scriptsPath = () => `/scripts/${today()}/${PROGRAM_ID}`;
/** The rundown's stories as the screen lists them: the blocks in order, the standby block last. */
const runningOrder = (rundown) => [...rundown.blocks.filter((b) => !b.standBy), ...rundown.blocks.filter((b) => b.standBy)].flatMap((b) => b.stories.map((s) => s.id));
/** The story ids on the page, in order. */
const shown = (page) => page.locator('[data-testid^=scripts-story-]').evaluateAll((els) => els.map((el) => Number(el.dataset.testid.split('-').pop())));
const scriptText = (page, id) => page.locator(`[data-testid=scripts-story-${id}] .print-script td`).evaluateAll((els) => els.map((el) => el.innerText.trim()).join('\n'));

export const scriptsTests = [
  {
    name: 'browser: scripts screen — an editor reads today’s scripts in running order, standby last; a producer’s save, new story and deletion show without a reload',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const first = (await ensureRundown(token)).blocks.find((b) => !b.standBy);
      const tag = `Z${Date.now() % 1000000}`;
      const words = { said: `Good evening from the scripts desk ${tag}.`, comment: `check the name ${tag}`, pictures: `Pictures of the harbour ${tag}.` };
      const story = await call(token, 'POST', `/api/blocks/${first.id}/stories`, { slug: `E2E SCRIPTS ${tag}`, position: 0 });
      await call(token, 'PUT', `/api/stories/${story.id}/text`, {
        script: [
          { kind: 'ON_CAMERA', content: [P({ text: words.said, bold: true }, { text: ' ' }, { text: words.comment, comment: true })] },
          { kind: 'VO', content: [P({ text: words.pictures, italic: true })] },
        ],
        footnote: `Archive pictures ${tag}`,
        cueIn: '',
        cueOut: '',
      });
      const rundown = await ensureRundown(token);
      const editor = await signedIn(browser, 'editor');
      const producer = await signedIn(browser, 'producer');
      let extra;
      try {
        const { page } = editor;
        // The menu entry, right after the rundown, opens today's scripts of the editor's first program.
        const entries = await page.getByTestId('main-menu').locator('[data-testid^=menu-]').evaluateAll((els) => els.map((el) => el.dataset.testid));
        assert.equal(entries[entries.indexOf('menu-rundown') + 1], 'menu-scripts', 'scripts comes right after the rundown');
        await openMenu(page, 'scripts');
        await page.waitForURL((u) => new RegExp(`^/scripts/${today()}/\\d+$`).test(u.pathname));
        await page.goto(scriptsPath());
        await page.locator('[data-testid=live-status][data-state=live]').waitFor({ timeout: 15000 });
        await page.locator(`[data-testid=scripts-story-${story.id}][data-state=loaded]`).waitFor({ timeout: 10000 });
        await page.evaluate(() => {
          window.__sameDocument = true;
        });

        // Every story in running order, the standby block last; each loads its script.
        const order = runningOrder(rundown);
        assert.deepEqual(await shown(page), order);
        await eventually(() => page.locator('[data-testid^=scripts-story-][data-state=loading]').count(), 0, 'every script loaded');
        const standby = rundown.blocks.find((b) => b.standBy);
        for (const s of standby?.stories ?? []) assert.equal(await page.getByTestId(`scripts-story-${s.id}`).getAttribute('data-standby'), 'true');

        // The story's head and script as the print view draws them; the slug opens its editor.
        const mine = page.getByTestId(`scripts-story-${story.id}`);
        assert.equal((await mine.locator('.pr-story-slug').innerText()).trim(), `E2E SCRIPTS ${tag}`);
        assert.equal(await page.getByTestId(`scripts-slug-${story.id}`).getAttribute('href'), `/rundown/${today()}/${PROGRAM_ID}/${first.id}/stories/${story.id}`);
        assert.deepEqual(await mine.locator('.print-script tr').evaluateAll((els) => els.map((el) => el.dataset.kind)), ['ON_CAMERA', 'VO']);
        assert.deepEqual(await mine.locator('.print-script th').allInnerTexts(), ['ON CAMERA', 'VOICE OVER']);
        assert.equal(await mine.locator('.print-script .b').innerText(), words.said);
        assert.equal((await mine.locator('[data-comment]').innerText()).trim(), `[${words.comment}]`);
        assert.match(await mine.locator('.pr-story-footnote').innerText(), new RegExp(`Archive pictures ${tag}`));
        assert.match(await mine.locator('.pr-story-durations').innerText(), /READING/i);
        // A readable column: about 80 characters wide, light text on the desk's dark surface.
        const width = await page.locator('.scripts-view').evaluate((el) => el.getBoundingClientRect().width);
        assert.ok(width > 500 && width < 800, `the column is ${width}px wide`);
        assert.equal(await mine.locator('.print-script td p').first().evaluate((el) => getComputedStyle(el).color), 'rgb(219, 227, 236)');
        await mine.scrollIntoViewIfNeeded();
        await shot(page, 'scripts-view');

        // Comments: hidden when asked, the text kept; the print link follows.
        await page.getByTestId('scripts-comments').uncheck();
        await eventually(() => mine.locator('[data-comment]').count(), 0, 'the comment is hidden');
        assert.equal(await mine.locator('.print-script .b').innerText(), words.said);
        assert.match(await page.getByTestId('scripts-print').getAttribute('href'), new RegExp(`^/rundown/${today()}/${PROGRAM_ID}/print\\?what=scripts&.*comments=0`));
        await page.getByTestId('scripts-comments').check();
        await mine.locator('[data-comment]').waitFor();

        // The producer, in another browser, has the rundown open and saves a new text of the story.
        await openRundown(producer.page);
        const revision = await mine.getAttribute('data-revision');
        const changed = `Good evening, the harbour reopened ${tag}.`;
        await call(token, 'PUT', `/api/stories/${story.id}/text`, { script: [{ kind: 'TEXT', content: [P({ text: changed })] }], footnote: '', cueIn: '', cueOut: '' });
        await eventually(() => scriptText(page, story.id), changed, 'the new text on the scripts screen');
        assert.notEqual(await mine.getAttribute('data-revision'), revision);
        assert.equal(await mine.locator('.pr-story-footnote').count(), 0, 'the old footnote went with the old text');

        // A story added after it shows in its place; deleted, it goes.
        extra = await call(token, 'POST', `/api/blocks/${first.id}/stories`, { slug: `E2E SCRIPTS NEW ${tag}`, position: 1 });
        await call(token, 'PUT', `/api/stories/${extra.id}/text`, { script: [{ kind: 'TEXT', content: [P({ text: `Late news ${tag}.` })] }], footnote: '', cueIn: '', cueOut: '' });
        await eventually(async () => (await shown(page)).slice(0, 2).join(), `${story.id},${extra.id}`, 'the new story after ours');
        await eventually(() => scriptText(page, extra.id), `Late news ${tag}.`, 'the new story’s text');
        await shot(page, 'scripts-live');
        await call(token, 'DELETE', `/api/stories/${extra.id}`);
        extra = undefined;
        await eventually(async () => (await shown(page)).join(), order.join(), 'the deleted story is gone');
        assert.equal(await page.evaluate(() => window.__sameDocument), true, 'the scripts page was not reloaded');
      } finally {
        if (extra) await call(token, 'DELETE', `/api/stories/${extra.id}`).catch(() => {});
        await call(token, 'DELETE', `/api/stories/${story.id}`).catch(() => {});
        await editor.ctx.close();
        await producer.ctx.close();
      }
    },
  },
];
