// The teleprompter mode against the running server: the read text of the rundown's stories in large type
// from the requested story (comments never, instructions as small cues), mirror, scrolling, the keys; a
// remote control in a second browser driving it over STOMP; live edits of the texts while it is open.
import assert from 'node:assert/strict';
import { PROGRAM_ID, call, ensureRundown, eventually, login, newContext, shot, today, uiLogin } from './lib.mjs';

const P = (...children) => ({ type: 'paragraph', children });
const airStories = (rundown) => rundown.blocks.filter((b) => !b.standBy).flatMap((b) => b.stories);
const tpPath = () => `/rundown/${today()}/${PROGRAM_ID}/tpMode`;
const remotePath = () => `/rundown/${today()}/${PROGRAM_ID}/tpRemote`;

/** Two on-air stories of today's rundown, given scripts with words unique to this run. */
async function storiesWithScripts(token) {
  const rundown = await ensureRundown(token);
  let stories = airStories(rundown);
  const block = rundown.blocks.find((b) => !b.standBy);
  for (let i = stories.length; i < 3; i += 1) await call(token, 'POST', `/api/blocks/${block.id}/stories`, { slug: `E2E PROMPTER ${i + 1}`, position: null });
  stories = airStories(await ensureRundown(token));
  const tag = `Z${Date.now() % 1000000}`;
  const words = {
    read1: `Good evening ${tag}, the council voted tonight.`,
    comment: `check the figure ${tag}`,
    note: `anchor turns to camera two ${tag}`,
    vo: `Crowds gathered outside the hall ${tag}.`,
    read2: `Firefighters reached the ridge ${tag} at dawn.`,
    art: `map of the fire ${tag}`,
  };
  const [s1, s2] = stories;
  await call(token, 'PUT', `/api/stories/${s1.id}/text`, {
    script: [
      { kind: 'ON_CAMERA', content: [P({ text: words.read1 }, { text: words.comment, comment: true })] },
      { kind: 'NOTE', content: [P({ text: words.note })] },
      { kind: 'VO', content: [P({ text: words.vo, bold: true })] },
    ],
    footnote: '',
    cueIn: '',
    cueOut: '',
  });
  await call(token, 'PUT', `/api/stories/${s2.id}/text`, {
    script: [
      { kind: 'ART', content: [P({ text: words.art })] },
      { kind: 'TEXT', content: [P({ text: words.read2 })] },
    ],
    footnote: '',
    cueIn: '',
    cueOut: '',
  });
  return { rundown, stories, words, tag };
}

/** Opens a prompter page and waits until it shows `storyId`'s text and listens to its remote channel. */
async function openPrompter(page, path, storyId) {
  await page.goto(path);
  await page.getByTestId('prompter').waitFor({ timeout: 15000 });
  await page.locator(`[data-testid=prompter-story-${storyId}][data-loaded=true]`).waitFor({ timeout: 10000 });
  await page.locator('[data-testid=prompter][data-remote=live]').waitFor({ timeout: 10000 });
}

const scrollTop = (page) => page.getByTestId('prompter-scroller').evaluate((el) => el.scrollTop);
const attr = (page, name) => page.getByTestId('prompter').getAttribute(`data-${name}`);
const position = async (page) => (await page.getByTestId('prompter-position').textContent()).trim();

/** Where a story's top is, in px from the reading line (a third of the screen): 0 = on the line. */
const fromReadingLine = (page, storyId) =>
  page.getByTestId('prompter-scroller').evaluate((sc, id) => {
    const el = sc.querySelector(`[data-story-id="${id}"]`);
    return el.offsetTop - sc.scrollTop - sc.clientHeight / 3;
  }, storyId);

export const prompterTests = [
  {
    name: 'browser: prompter — from the requested story, the read text large (never comments, notes as small cues); mirror flips; Space scrolls; keys for size, speed and stories',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const { stories, words } = await storiesWithScripts(token);
      const [s1, s2] = stories;
      const ctx = await newContext(browser);
      try {
        const page = await ctx.newPage();
        await uiLogin(page, 'producer', 'producer');
        await openPrompter(page, `/rundown/${today()}/${PROGRAM_ID}/${s2.blockId}/stories/${s2.id}/tpMode`, s2.id);
        await page.locator(`[data-testid=prompter-story-${s1.id}][data-loaded=true]`).waitFor();
        assert.equal(await position(page), `Story 2 of ${stories.length}`);
        assert.ok(Math.abs(await fromReadingLine(page, s2.id)) <= 2, 'the requested story starts on the reading line');
        assert.equal(await page.getByTestId('prompter').evaluate((el) => getComputedStyle(el).backgroundColor), 'rgb(0, 0, 0)');

        // Read text large and white; the comment nowhere; the note and the art only as small bracketed cues.
        const first = page.getByTestId(`prompter-story-${s1.id}`);
        const read = await first.locator('[data-testid=prompter-read]').evaluateAll((els) =>
          els.map((el) => ({ kind: el.dataset.kind, text: el.innerText.trim(), size: parseFloat(getComputedStyle(el).fontSize), color: getComputedStyle(el.querySelector('p:last-child')).color })),
        );
        assert.deepEqual(read.map((r) => r.kind), ['ON_CAMERA', 'VO']);
        assert.equal(read[0].text, words.read1);
        assert.match(read[1].text, new RegExp(`${words.vo.replace('.', '\\.')}$`));
        assert.equal(read[0].size, 64, 'read text at 64 px');
        assert.equal(read[0].color, 'rgb(255, 255, 255)');
        assert.equal(await first.locator('[data-testid=prompter-read][data-kind=VO] strong').textContent(), words.vo);
        const all = await page.getByTestId('prompter-scroller').innerText();
        assert.ok(!all.includes(words.comment), 'comments are never on the prompter');
        const cue = first.locator('[data-testid=prompter-cue][data-kind=NOTE]');
        assert.equal((await cue.textContent()).trim(), `[NOTE: ${words.note}]`);
        assert.ok(parseFloat(await cue.evaluate((el) => getComputedStyle(el).fontSize)) < 32, 'a cue is small');
        for (const r of read) assert.ok(!r.text.includes(words.note), 'the note is not read text');
        assert.equal((await page.locator(`[data-testid=prompter-story-${s2.id}] [data-testid=prompter-cue][data-kind=ART]`).textContent()).trim(), `[ART: ${words.art}]`);
        assert.equal(await page.locator(`[data-testid=prompter-story-${s2.id}] [data-testid=prompter-read]`).innerText(), words.read2);
        await shot(page, 'prompter-start');

        // Mirror: a horizontal flip of the text, never of the control bar.
        const transform = () => page.getByTestId('prompter-screen').evaluate((el) => getComputedStyle(el).transform);
        assert.equal(await transform(), 'none');
        await page.keyboard.press('m');
        await eventually(transform, 'matrix(-1, 0, 0, 1, 0, 0)', 'M mirrors the text');
        assert.equal(await page.getByTestId('prompter-controls').evaluate((el) => getComputedStyle(el).transform), 'none');
        assert.equal(await page.getByTestId('prompter-mirror').getAttribute('aria-pressed'), 'true');
        await shot(page, 'prompter-mirror');
        await page.getByTestId('prompter-mirror').click();
        await eventually(transform, 'none', 'the mirror button flips back');

        // Text size: + and -, within limits; the story being read stays on the reading line.
        await page.keyboard.press('+');
        await eventually(() => attr(page, 'font'), '72', '+ makes the text larger');
        assert.equal(await first.locator('[data-testid=prompter-read]').first().evaluate((el) => getComputedStyle(el).fontSize), '72px');
        assert.ok(Math.abs(await fromReadingLine(page, s2.id)) <= 2, 'still at the story after a size change');
        await page.keyboard.press('-');
        await eventually(() => attr(page, 'font'), '64', '- makes it smaller');

        // Space plays: the text moves up continuously; ↑ is faster; Space pauses and it stops.
        const before = await scrollTop(page);
        await page.keyboard.press('Space');
        assert.equal(await attr(page, 'playing'), 'true');
        await page.waitForTimeout(800);
        const moved = await scrollTop(page);
        assert.ok(moved > before + 20, `Space starts scrolling (${before} -> ${moved})`);
        await page.keyboard.press('ArrowUp');
        await page.keyboard.press('ArrowUp');
        assert.equal(await attr(page, 'speed'), '5');
        await page.keyboard.press('Space');
        assert.equal(await attr(page, 'playing'), 'false');
        const paused = await scrollTop(page);
        await page.waitForTimeout(400);
        assert.ok(Math.abs((await scrollTop(page)) - paused) <= 1, 'paused: the text stands still');
        for (let i = 0; i < 12; i += 1) await page.keyboard.press('ArrowDown');
        assert.equal(await attr(page, 'speed'), '-5', 'speed stops at -5 (backwards)');
        for (let i = 0; i < 20; i += 1) await page.keyboard.press('ArrowUp');
        assert.equal(await attr(page, 'speed'), '10', 'speed stops at 10');

        // Stories: Page Down, Page Up, Home.
        await page.keyboard.press('Home');
        await eventually(() => position(page), `Story 1 of ${stories.length}`, 'Home goes to the first story');
        assert.ok(Math.abs(await fromReadingLine(page, s1.id)) <= 2);
        await page.keyboard.press('PageDown');
        await page.keyboard.press('PageDown');
        await eventually(() => position(page), `Story 3 of ${stories.length}`, 'Page Down twice');
        await page.keyboard.press('PageUp');
        await eventually(() => position(page), `Story 2 of ${stories.length}`, 'Page Up');
        assert.ok(Math.abs(await fromReadingLine(page, s2.id)) <= 2);

        // The control bar hides (H) and comes back; Esc leaves for the story it was opened from.
        await page.getByTestId('prompter-hide').click();
        assert.equal(await page.getByTestId('prompter-controls').count(), 0);
        await page.getByTestId('prompter-show').click();
        await page.getByTestId('prompter-controls').waitFor();
        await page.keyboard.press('Escape');
        await page.waitForURL((u) => u.pathname === `/rundown/${today()}/${PROGRAM_ID}/${s2.blockId}/stories/${s2.id}`);
      } finally {
        await ctx.close();
      }
    },
  },
  {
    name: 'browser: prompter — a remote control on a second device sends speed, play/pause and story; texts saved meanwhile appear without reload, the story being read stays on the line',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const { stories, words, tag } = await storiesWithScripts(token);
      const [s1, s2] = stories;
      const pctx = await newContext(browser);
      const rctx = await newContext(browser, 'en-US');
      let extra;
      try {
        const prompter = await pctx.newPage();
        await uiLogin(prompter, 'producer', 'producer');
        await openPrompter(prompter, tpPath(), s1.id);
        await prompter.evaluate(() => {
          window.__sameDocument = true;
        });
        assert.equal(await position(prompter), `Story 1 of ${stories.length}`);

        // The producer's phone: the remote page, as another user.
        const remote = await rctx.newPage();
        await remote.setViewportSize({ width: 420, height: 900 });
        await uiLogin(remote, 'editor', 'editor');
        await remote.goto(remotePath());
        await remote.locator('[data-testid=remote-channel][data-state=live]').waitFor({ timeout: 10000 });

        // Speed: two steps up from 3.
        await remote.getByTestId('remote-faster').click();
        await eventually(() => attr(prompter, 'speed'), '4', 'the prompter takes speed 4');
        await eventually(async () => (await remote.getByTestId('remote-speed').textContent()).trim(), 'Speed 4', 'the remote sees its command relayed');
        await remote.getByTestId('remote-faster').click();
        await eventually(() => attr(prompter, 'speed'), '5', 'the prompter takes speed 5');
        assert.match(await prompter.getByTestId('prompter-channel').textContent(), /speed from editor/);

        // Play: it scrolls; pause: it stops.
        const before = await scrollTop(prompter);
        await remote.getByTestId('remote-play').click();
        await eventually(() => attr(prompter, 'playing'), 'true', 'remote play');
        await eventually(() => scrollTop(prompter), (top) => top > before + 20, 'the prompter scrolls after a remote play');
        await remote.getByTestId('remote-pause').click();
        await eventually(() => attr(prompter, 'playing'), 'false', 'remote pause');
        const paused = await scrollTop(prompter);
        await prompter.waitForTimeout(400);
        assert.ok(Math.abs((await scrollTop(prompter)) - paused) <= 1, 'paused by the remote: the text stands still');

        // A story picked on the remote comes to the reading line; mirror and size follow too.
        await remote.getByTestId(`remote-story-${s2.id}`).click();
        await eventually(() => position(prompter), `Story 2 of ${stories.length}`, 'the remote picks story 2');
        assert.ok(Math.abs(await fromReadingLine(prompter, s2.id)) <= 2);
        await remote.getByTestId('remote-mirror').click();
        await eventually(() => attr(prompter, 'mirror'), 'true', 'remote mirror');
        await remote.getByTestId('remote-mirror').click();
        await eventually(() => attr(prompter, 'mirror'), 'false', 'remote mirror off');
        await shot(remote, 'prompter-remote');

        // Live: a longer text saved for the story before the one being read appears, and the story being
        // read does not move from the reading line.
        const longer = `${words.read1} The vote was close, nine to eight, after a debate that lasted ${tag} into the night and left the chamber divided.`;
        await call(token, 'PUT', `/api/stories/${s1.id}/text`, {
          script: [{ kind: 'ON_CAMERA', content: [P({ text: longer }), P({ text: `A second paragraph ${tag} for good measure.` })] }],
          footnote: '',
          cueIn: '',
          cueOut: '',
        });
        await eventually(
          () => prompter.locator(`[data-testid=prompter-story-${s1.id}] [data-testid=prompter-read]`).first().innerText(),
          (text) => text.startsWith(longer),
          'the new text of story 1 on the prompter',
        );
        assert.ok(Math.abs(await fromReadingLine(prompter, s2.id)) <= 2, 'story 2 stays on the reading line while story 1 grows');

        // The story being read changes: its new text replaces the old in place.
        const changed = `Firefighters held the ridge ${tag} through the night.`;
        await call(token, 'PUT', `/api/stories/${s2.id}/text`, { script: [{ kind: 'TEXT', content: [P({ text: changed })] }], footnote: '', cueIn: '', cueOut: '' });
        await eventually(() => prompter.locator(`[data-testid=prompter-story-${s2.id}] [data-testid=prompter-read]`).innerText(), changed, 'the new text of story 2');
        assert.equal(await prompter.locator(`[data-testid=prompter-story-${s2.id}] [data-testid=prompter-cue]`).count(), 0, 'its ART cue went with the old text');
        assert.ok(Math.abs(await fromReadingLine(prompter, s2.id)) <= 2, 'story 2 still on the reading line');

        // A story added to the rundown with a text appears in its place.
        const block = (await ensureRundown(token)).blocks.find((b) => b.id === s2.blockId);
        extra = await call(token, 'POST', `/api/blocks/${block.id}/stories`, { slug: `E2E PROMPTER NEW ${tag}`, position: null });
        await call(token, 'PUT', `/api/stories/${extra.id}/text`, { script: [{ kind: 'TEXT', content: [P({ text: `Late news ${tag}.` })] }], footnote: '', cueIn: '', cueOut: '' });
        await eventually(() => prompter.locator(`[data-testid=prompter-story-${extra.id}] [data-testid=prompter-read]`).count(), 1, 'the new story on the prompter');
        assert.equal(await prompter.locator(`[data-testid=prompter-story-${extra.id}] [data-testid=prompter-read]`).innerText(), `Late news ${tag}.`);
        assert.ok(Math.abs(await fromReadingLine(prompter, s2.id)) <= 2);
        await shot(prompter, 'prompter-live-edit');
        assert.equal(await prompter.evaluate(() => window.__sameDocument), true, 'the prompter was not reloaded');
      } finally {
        if (extra) await call(token, 'DELETE', `/api/stories/${extra.id}`).catch(() => {});
        await pctx.close();
        await rctx.close();
      }
    },
  },
  {
    name: 'browser: prompter — in Spanish, and the rundown toolbar leads to it',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      await storiesWithScripts(token);
      const ctx = await newContext(browser, 'es-ES');
      try {
        const page = await ctx.newPage();
        await uiLogin(page, 'viewer', 'viewer');
        await page.goto(`/rundown/${today()}/${PROGRAM_ID}`);
        await page.getByTestId('open-prompter').click();
        await page.waitForURL((u) => u.pathname === tpPath());
        await page.getByTestId('prompter').waitFor({ timeout: 15000 });
        assert.equal((await page.getByTestId('prompter-play').textContent()).trim(), '▶ Reproducir');
        assert.match(await page.getByTestId('prompter-position').textContent(), /^Nota 1 de \d+$/);
        await page.locator('[data-testid=prompter-cue][data-kind=NOTE]').first().waitFor();
        assert.match(await page.locator('[data-testid=prompter-cue][data-kind=NOTE]').first().textContent(), /^\[OBSERVACIÓN: /);
        await shot(page, 'prompter-es');
      } finally {
        await ctx.close();
      }
    },
  },
];
