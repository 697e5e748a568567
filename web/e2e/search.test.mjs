// The general search in the browser (docs/adr/0004-search.md): a producer's assignment, saved through the
// API with a Portuguese slug and a `<b>` in its text, is found from the menu's page by a misspelt word in
// FUZZY mode, with the matched word marked and the `<b>` shown as text; the hit opens the assignment; the
// search lives in the address (Back goes to the one before); `to` before `from` is refused beside To. An
// administrator sees the index and rebuilds it. Every run uses its own words and a day far ahead, so runs
// against one server never meet. The archive lists the assignments of two past days without words, newest
// first, and never today's.
import assert from 'node:assert/strict';
import { PROGRAM_ID, call, daysAhead, ensureRundown, eventually, login, openMenu, shot, signedIn, today, uniqueWord as word } from './lib.mjs';

/** A day far ahead, new each run. */
const ahead = daysAhead(600);
/** Two days in a row decades ago, new each run, for the archive. */
const past = daysAhead(-30_000);
/** The browser's yesterday (the archive's last day). */
const yesterday = () => today(new Date(Date.now() - 86_400_000));

export const searchTests = [
  {
    name: 'browser: search: a producer finds an assignment by a misspelt Portuguese word (FUZZY), sees the match marked and its <b> as text, opens it; Back and date_order',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const date = ahead(0);
      const key = word();
      const slug = `Reportagens sobre a enchente ${key}`;
      const made = await call(token, 'POST', '/api/assignments', {
        slug,
        content: `Duas <b>reportagens</b> sobre a ação da defesa civil & o resgate (${key}).`,
        date,
        programIds: [PROGRAM_ID],
      });
      const { ctx, page } = await signedIn(browser, 'producer');
      try {
        await openMenu(page, 'search');
        await page.getByTestId('search-page').waitFor();
        await page.getByTestId('search-start').waitFor();
        await page.getByTestId('search-q').fill('reportajem');
        await page.getByTestId('search-mode').selectOption('FUZZY');
        await page.getByTestId('search-kind-ASSIGNMENT').check();
        await page.getByTestId('search-from').fill(date);
        await page.getByTestId('search-to').fill(date);
        await page.getByTestId('search-submit').click();

        const hit = page.getByTestId(`search-hit-ASSIGNMENT-${made.id}`);
        await hit.waitFor();
        assert.equal(await page.getByTestId('search-count').textContent(), '1 document');
        const asked = new URL(page.url()).searchParams;
        assert.deepEqual(Object.fromEntries(asked), { q: 'reportajem', mode: 'FUZZY', kinds: 'ASSIGNMENT', from: date, to: date });
        // The misspelt word found "Reportagens", marked in the slug.
        assert.deepEqual(await hit.locator('[data-testid=search-hit-slug] mark').allTextContents(), ['Reportagens']);
        assert.equal(await hit.getByTestId('search-hit-slug').textContent(), slug);
        // The <b> of the text is shown as text, not made bold; the accent is kept.
        const excerpt = hit.getByTestId('search-hit-excerpt');
        const excerptText = await excerpt.textContent();
        assert.ok(excerptText.includes('<b>') && excerptText.includes('</b>'), `the excerpt shows the tag as text: ${excerptText}`);
        assert.ok(excerptText.includes('ação'), `the excerpt keeps the accent: ${excerptText}`);
        assert.equal(await excerpt.locator('b').count(), 0);
        assert.deepEqual(await excerpt.locator('*').evaluateAll((els) => [...new Set(els.map((el) => el.tagName))]), ['MARK']);
        assert.equal(await hit.getByTestId('search-hit-kind').textContent(), 'Assignment');
        assert.equal(await hit.getByTestId('search-hit-author').textContent(), 'by producer');
        // The mark is drawn: a background of its own.
        const background = await hit.locator('[data-testid=search-hit-slug] mark').evaluate((el) => getComputedStyle(el).backgroundColor);
        assert.notEqual(background, 'rgba(0, 0, 0, 0)');
        await shot(page, 'search-fuzzy-hit');

        // The hit opens the assignment.
        await hit.getByTestId('search-hit-link').click();
        await page.waitForURL((url) => url.pathname === `/assignments/assignment/${made.id}`);
        await page.getByTestId('assignment-view').waitFor();
        await eventually(() => page.getByTestId('assignment-title').textContent(), slug, 'the assignment opened');

        // Back: the same search, from the address.
        await page.goBack();
        await hit.waitFor();
        assert.equal(await page.getByTestId('search-q').inputValue(), 'reportajem');
        assert.equal(await page.getByTestId('search-mode').inputValue(), 'FUZZY');

        // The exact phrase of its slug finds it too; a phrase in another order does not.
        await page.getByTestId('search-q').fill(`enchente ${key}`);
        await page.getByTestId('search-mode').selectOption('PHRASE');
        await page.getByTestId('search-submit').click();
        await page.waitForURL((url) => url.searchParams.get('mode') === 'PHRASE');
        await hit.waitFor();
        await page.getByTestId('search-q').fill(`${key} enchente`);
        await page.getByTestId('search-submit').click();
        await page.getByTestId('search-empty').waitFor();
        assert.equal(await page.getByTestId('search-count').textContent(), '0 documents');

        // `to` before `from`: the server's message beside To.
        await page.getByTestId('search-q').fill('enchente');
        await page.getByTestId('search-from').fill(ahead(2));
        await page.getByTestId('search-to').fill(ahead(1));
        await page.getByTestId('search-submit').click();
        const toError = page.getByTestId('error-search-to');
        await toError.waitFor();
        assert.equal(await toError.textContent(), 'The start date cannot be greater than the end date.');
        assert.equal(await page.getByTestId('search-error').getAttribute('data-code'), 'validation');
        await shot(page, 'search-date-order');
      } finally {
        await ctx.close();
      }
    },
  },
  {
    name: 'browser: search: an editor finds a story of the rundown by a word of its script without its accent, and opens it',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const rundown = await ensureRundown(token);
      const block = rundown.blocks.find((b) => !b.standBy);
      const key = word();
      const story = await call(token, 'POST', `/api/blocks/${block.id}/stories`, { slug: `INCÊNDIO ${key}`, position: null });
      const script = [{ kind: 'ON_CAMERA', content: [{ type: 'paragraph', children: [{ text: `Os bombeiros contiveram o incêndio na estação ${key}.` }] }] }];
      await call(token, 'PUT', `/api/stories/${story.id}/text`, { script, footnote: '', cueIn: '', cueOut: '' });
      // The index follows the rundowns service's events within moments: wait for the server to find it.
      await eventually(() => call(token, 'GET', `/api/search?q=${key}&kinds=STORY`), (page) => page.total === 1, 'the story indexed', 15_000);
      const { ctx, page } = await signedIn(browser, 'editor');
      try {
        await page.goto(`/search?q=${encodeURIComponent(`estacao ${key}`)}&mode=MUST`);
        const hit = page.getByTestId(`search-hit-STORY-${story.id}`);
        await hit.waitFor();
        assert.equal(await hit.getByTestId('search-hit-kind').textContent(), 'Story');
        assert.deepEqual(await hit.locator('[data-testid=search-hit-excerpt] mark').allTextContents(), ['estação', key]);
        await shot(page, 'search-story-hit');
        await hit.getByTestId('search-hit-link').click();
        await page.waitForURL((url) => url.pathname === `/story/${story.id}`);
        await page.getByTestId('story-editor').waitFor();
        // The editor took the story's edit lock; leaving the story gives it back (a story being edited
        // cannot be deleted below).
        await page.goBack();
        await hit.waitFor();
        await eventually(async () => (await call(token, 'GET', '/api/locks')).some((l) => l.storyId === story.id), false, 'the edit lock given back');
      } finally {
        await ctx.close();
        await call(token, 'DELETE', `/api/stories/${story.id}`);
        // Gone from the index before the next test counts what it holds.
        await eventually(() => call(token, 'GET', `/api/search?q=${key}&kinds=STORY`), (page) => page.total === 0, 'the story left the index', 15_000);
      }
    },
  },
  {
    name: 'browser: search: an administrator sees the search index and rebuilds it; a producer sees no index panel',
    async fn({ browser }) {
      const adminToken = await login('admin', 'admin');
      const first = await call(adminToken, 'GET', '/api/search/status');
      const admin = await signedIn(browser, 'admin');
      try {
        await openMenu(admin.page, 'search');
        const panel = admin.page.getByTestId('search-index');
        await panel.getByTestId('search-index-documents').waitFor();
        // What the index holds moves with every save anywhere: the panel shows the server's count of the
        // moment it asked.
        assert.ok(Number(await panel.getByTestId('search-index-documents').textContent()) >= 1);
        assert.ok(first.documents >= 1, `documents indexed: ${first.documents}`);
        const shownBefore = await panel.getByTestId('search-index-rebuilt-at').textContent();
        await admin.page.getByTestId('search-rebuild').click();
        // A new rebuild on the server, then the panel (polled while it runs) ready with its time.
        const done = await eventually(() => call(adminToken, 'GET', '/api/search/status'), (st) => !st.rebuilding && st.rebuiltAt && st.rebuiltAt !== first.rebuiltAt, 'a new rebuild finished', 30_000);
        await eventually(() => panel.getAttribute('data-rebuilding'), 'false', 'the panel saw the rebuild end', 10_000);
        await eventually(() => panel.getByTestId('search-index-rebuilt-at').textContent(), (text) => text !== shownBefore, 'the time of the new rebuild', 10_000);
        assert.equal(await panel.getByTestId('search-index-state').textContent(), 'Ready');
        assert.equal(Number(await panel.getByTestId('search-index-documents').textContent()), done.documents);
        await shot(admin.page, 'search-index-admin');
      } finally {
        await admin.ctx.close();
      }
      const producer = await signedIn(browser, 'producer');
      try {
        await producer.page.goto('/search');
        await producer.page.getByTestId('search-form').waitFor();
        assert.equal(await producer.page.getByTestId('search-index').count(), 0);
      } finally {
        await producer.ctx.close();
      }
    },
  },
  {
    name: "browser: archive: a producer lists the assignments of two past days without words, newest day first; words narrow it, today's never shows (not even from an address that asks for later days); a hit opens the assignment",
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const key = word();
      const [older, newer] = [past(0), past(1)];
      const made = async (slug, date) => (await call(token, 'POST', '/api/assignments', { slug, content: `Arquivo ${key}.`, date, programIds: [PROGRAM_ID] })).id;
      const first = await made(`E2E ARCHIVE ONE ${key}`, older);
      const second = await made(`E2E ARCHIVE TWO ${key}`, newer);
      const current = await made(`E2E ARCHIVE TODAY ${key}`, today());
      const inOrder = (...ids) => (seen) => JSON.stringify(seen) === JSON.stringify(ids);
      const hitIds = (page) => page.locator('[data-testid^=search-hit-ASSIGNMENT-]').evaluateAll((els) => els.map((el) => Number(el.dataset.testid.split('-').pop())));
      const { ctx, page } = await signedIn(browser, 'producer');
      try {
        await openMenu(page, 'archive');
        await page.getByTestId('archive-page').waitFor();
        // It ends yesterday, and lists without words.
        assert.equal(await page.getByTestId('search-to').inputValue(), yesterday());
        await page.getByTestId('search-results').waitFor();

        await page.getByTestId('search-kind-ASSIGNMENT').check();
        await page.getByTestId('search-from').fill(older);
        await page.getByTestId('search-to').fill(newer);
        await page.getByTestId('search-submit').click();
        await eventually(() => hitIds(page), inOrder(second, first), 'the two days, newest first');
        assert.equal(await page.getByTestId('search-count').textContent(), '2 documents');
        assert.equal(await page.getByTestId(`search-hit-ASSIGNMENT-${second}`).getByTestId('search-hit-excerpt').textContent(), `Arquivo ${key}.`);
        await shot(page, 'archive-days');

        // Words over every past day: the two (ranked by relevance, equal here: any order), never today's.
        await page.getByTestId('search-q').fill(key);
        await page.getByTestId('search-from').fill('');
        await page.getByTestId('search-to').fill('');
        await page.getByTestId('search-submit').click();
        await eventually(() => hitIds(page).then((ids) => ids.sort((a, b) => a - b)), inOrder(first, second), "the word's past documents");
        // An address asking for days to come is held to yesterday.
        await page.goto(`/archive?q=${key}&to=${daysAhead(30)(0)}`);
        await page.getByTestId('search-results').waitFor();
        assert.equal(await page.getByTestId('search-to').inputValue(), yesterday());
        await eventually(() => hitIds(page).then((ids) => ids.sort((a, b) => a - b)), inOrder(first, second), 'still only the past');
        assert.equal(await page.getByTestId(`search-hit-ASSIGNMENT-${current}`).count(), 0);

        await page.getByTestId(`search-hit-ASSIGNMENT-${first}`).getByTestId('search-hit-link').click();
        await page.waitForURL((url) => url.pathname === `/assignments/assignment/${first}`);
        await page.getByTestId('assignment-view').waitFor();
      } finally {
        await ctx.close();
      }
    },
  },
];
