// Rounds in the browser (docs/adr/0003-documents.md "Reports and rounds"): a producer starts the day's round
// from the menu (every demo institution, pending, under its segment), notes two calls on the round's page
// (the police with news and what they said, "Now" as the time; the fire brigade nothing new, at a time typed
// in local time and kept in UTC), each saved on its own entry, and makes an assignment of the
// police's news, which the entry then links to and which opens on its page. An editor (ROUND read) has the
// round open in a second browser: the calls arrive live without a reload, read only, with no assignment
// to make; the day's list shows the count of calls and news.
// Every run works on a day far ahead with a slug of its own, so runs against one server never meet.
import assert from 'node:assert/strict';
import { PROGRAM_ID, call, daysAhead, eventually, login, openMenu, shot, signedIn, subscribedTo, uniqueWord as word } from './lib.mjs';

/** A day far ahead, new each run. */
const ahead = daysAhead(1800);

/** A time typed as `HH:MM` on `date` in the browser's clock, as the instant the app sends (UTC, to the second). */
const utcOf = (date, time) => new Date(`${date}T${time}`).toISOString().replace('.000Z', 'Z');

export const roundTests = [
  {
    name: 'browser: rounds: a producer starts a round with every institution, notes the police with news and the fire brigade with nothing new, and makes an assignment of the news; an editor sees the calls live, read only',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const date = ahead(0);
      const slug = `E2E ROUND ${word().toUpperCase()}`;
      const institutions = await call(token, 'GET', '/api/institutions');
      const idOf = (name) => institutions.find((i) => i.name === name)?.id;
      const [police, fire] = [idOf('Central Police Station'), idOf('Fire Brigade')];
      assert.ok(police && fire, 'the demo institutions');
      const producer = await signedIn(browser, 'producer');
      const editor = await signedIn(browser, 'editor');
      let id;
      let assignmentId;
      try {
        // The day's list from the menu, then New round for that day and program.
        const page = producer.page;
        await openMenu(page, 'rounds');
        await page.getByTestId('rounds-date').fill(date);
        await page.getByTestId('rounds-program').selectOption(String(PROGRAM_ID));
        await page.getByTestId('rounds-empty').waitFor();
        await page.getByRole('link', { name: 'New round' }).click();
        await page.waitForURL((url) => url.pathname === '/rounds/newRound');
        await page.getByRole('textbox', { name: 'Slug' }).fill(slug);
        await page.getByRole('textbox', { name: 'Shift' }).fill('Morning');
        // Every institution, pending, the police and fire brigade under their segment.
        await eventually(() => page.locator('tr[data-testid^=round-form-entry-]').count(), institutions.length, 'a row per institution');
        const security = page.getByTestId(`round-form-segment-${institutions.find((i) => i.id === police).segmentId}`);
        assert.equal(await security.getByTestId(`round-form-entry-${fire}`).count(), 1, 'the fire brigade beside the police');
        assert.equal(await page.getByTestId(`round-form-entry-${police}-outcome`).inputValue(), 'PENDING');
        await shot(page, 'round-new');
        await page.getByRole('button', { name: 'Create', exact: true }).click();
        await page.waitForURL((url) => /^\/rounds\/round\/\d+$/.test(url.pathname));
        id = Number(new URL(page.url()).pathname.split('/').pop());
        const made = await call(token, 'GET', `/api/rounds/${id}`);
        assert.deepEqual([made.slug, made.date, made.shift, made.programIds, made.entries.length], [slug, date, 'Morning', [PROGRAM_ID], institutions.length]);
        assert.ok(made.entries.every((e) => e.outcome === 'PENDING'));

        // The editor has it open in another browser: read only, never reloaded.
        const epage = editor.page;
        const live = subscribedTo(epage, '/topic/rounds');
        await epage.goto(`/rounds/round/${id}`);
        await eventually(() => epage.getByTestId('round-progress-count').textContent(), `0/${institutions.length}`, "the editor's round");
        await live;
        await epage.evaluate(() => {
          window.__sameDocument = true;
        });
        assert.equal(await epage.getByTestId('round-calls').getByRole('textbox').count(), 0, 'no input for a reader');
        assert.equal(await epage.getByTestId('round-assign').count(), 0, 'an editor makes no assignment');
        assert.equal(await epage.getByTestId('round-edit').count(), 0);

        // The police: news, what they said, who answered, the time now; saved on its row.
        const at = (name) => page.getByRole('combobox', { name: `Outcome of the call to ${name}` });
        await at('Central Police Station').selectOption('NEWS');
        await page.getByRole('textbox', { name: 'What Central Police Station said' }).fill('Two arrests after the market robbery.');
        await page.getByRole('textbox', { name: 'Who answered at Central Police Station' }).fill('Sgt. Lima');
        await page.getByRole('button', { name: 'Called Central Police Station now' }).click();
        await page.getByRole('button', { name: 'Save the call to Central Police Station' }).click();
        await eventually(() => page.getByTestId(`round-entry-${police}`).getAttribute('data-outcome'), 'NEWS', 'the police call saved');
        // The fire brigade: nothing new, at 09:10 of the browser's clock.
        await at('Fire Brigade').selectOption('NOTHING_NEW');
        await page.getByLabel('Time of the call to Fire Brigade').fill('09:10');
        await page.getByRole('button', { name: 'Save the call to Fire Brigade' }).click();
        await eventually(() => page.getByTestId(`round-entry-${fire}`).getAttribute('data-outcome'), 'NOTHING_NEW', 'the fire brigade call saved');
        await eventually(() => page.getByTestId('round-progress-count').textContent(), `2/${institutions.length}`, 'two calls made');
        // The rows show a call at once; the server has it once its save is answered.
        let noted = await call(token, 'GET', `/api/rounds/${id}`);
        const entry = (i) => noted.entries.find((e) => e.institutionId === i);
        await eventually(
          async () => {
            noted = await call(token, 'GET', `/api/rounds/${id}`);
            return `${entry(police).outcome} ${entry(fire).outcome}`;
          },
          'NEWS NOTHING_NEW',
          'both calls on the server',
        );
        assert.deepEqual([entry(police).outcome, entry(police).text, entry(police).answeredBy], ['NEWS', 'Two arrests after the market robbery.', 'Sgt. Lima']);
        assert.ok(Math.abs(Date.parse(entry(police).calledAt) - Date.now()) < 5 * 60_000, `called now: ${entry(police).calledAt}`);
        assert.deepEqual([entry(fire).outcome, entry(fire).calledAt], ['NOTHING_NEW', utcOf(date, '09:10')]);

        // Both calls arrive live at the editor.
        await eventually(() => epage.getByTestId('round-progress-count').textContent(), `2/${institutions.length}`, 'the calls arrive live at the editor', 10_000);
        assert.equal(await epage.getByTestId(`round-entry-${police}-text`).textContent(), 'Two arrests after the market robbery.');
        assert.equal(await epage.getByTestId(`round-entry-${fire}-outcome`).textContent(), 'Nothing new');
        assert.equal(await epage.evaluate(() => window.__sameDocument), true, "the editor's page was not reloaded");
        await shot(epage, 'round-page-editor');

        // The police's news becomes an assignment; the entry links to it.
        await page.getByRole('checkbox', { name: 'Make an assignment of the news from Central Police Station' }).check();
        await page.getByRole('button', { name: 'Make assignments' }).click();
        await eventually(() => page.getByTestId('round-assign-notice').textContent().catch(() => null), '1 assignment made.', 'the assignment made');
        const link = page.getByTestId(`round-entry-${police}-assignment`);
        await link.waitFor();
        assignmentId = Number((await link.getAttribute('href')).split('/').pop());
        assert.equal((await call(token, 'GET', `/api/rounds/${id}`)).entries.find((e) => e.institutionId === police).assignmentId, assignmentId);
        await eventually(() => epage.getByTestId(`round-entry-${police}-assignment`).count(), 1, 'the link arrives live at the editor', 10_000);
        await shot(page, 'round-page');
        await link.click();
        await page.waitForURL((url) => url.pathname === `/assignments/assignment/${assignmentId}`);
        await eventually(() => page.getByTestId('assignment-title').textContent(), 'Central Police Station', "the assignment has the institution's name as its slug");
        const assignment = await call(token, 'GET', `/api/assignments/${assignmentId}`);
        assert.equal(assignment.date, date);
        assert.match(assignment.content, /Two arrests after the market robbery\./);

        // The editor's list of the day: the round, its calls and news.
        await epage.goto(`/rounds?date=${date}`);
        const row = epage.getByTestId(`round-row-${id}`);
        await eventually(() => row.getByTestId(`round-progress-${id}-count`).textContent(), `2/${institutions.length}`, 'the list shows the calls');
        assert.equal(await row.getByTestId(`round-news-${id}`).getAttribute('data-news'), '1');
        assert.equal(await epage.getByTestId('round-new').count(), 0, 'an editor starts no round');
        await shot(epage, 'rounds-list');
      } finally {
        await producer.ctx.close();
        await editor.ctx.close();
        if (id) await call(token, 'DELETE', `/api/rounds?ids=${id}`).catch(() => {});
        if (assignmentId) await call(token, 'DELETE', `/api/assignments?ids=${assignmentId}`).catch(() => {});
      }
    },
  },
];
