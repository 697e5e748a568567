// Productions (checklists) in the browser (docs/adr/0003-documents.md "Productions"): a producer makes the
// checklist of an assignment from its page (Make checklist), edits it under its edit lock (two tasks, a
// location, when the crew leaves and is back, typed in local time and saved in UTC), then ticks its tasks
// from its page; the day's list shows the progress (1/2), with "Only not done" on it stays until the last
// task is ticked. A reporter (PRODUCTION read) has the checklist open in a second browser: the ticks
// arrive live without a reload, and no checkbox is enabled for them. A second test mails a checklist to its
// crew through a real SMTP server (mail.test.mjs's) and brings it back from the trash onto another day.
// Every run works on a day far ahead with a slug of its own, so runs against one server never meet.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROGRAM_ID, call, daysAhead, eventually, login, openMenu, shot, signedIn, subscribedTo, uniqueWord as word } from './lib.mjs';
import { SMTP_LOGIN, SMTP_PASSWORD, startSmtp } from './mail.test.mjs';

/** A day far ahead, new each run. */
const ahead = daysAhead(900);

/** A time typed into a `datetime-local` input, as the instant the app sends (UTC, to the second). */
const utcOf = (local) => new Date(local).toISOString().replace('.000Z', 'Z');

export const productionTests = [
  {
    name: 'browser: productions: a producer makes a checklist from an assignment, edits it (two tasks, location, departure, arrival) and ticks it; the list shows 1/2 and leaves it out of "Only not done" once done; a reporter sees the ticks live, read only',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const date = ahead(0);
      const slug = `E2E SHOOT ${word().toUpperCase()}`;
      const assignment = await call(token, 'POST', '/api/assignments', { slug, content: 'Drone shots of the old bridge.', date, programIds: [PROGRAM_ID] });
      const producer = await signedIn(browser, 'producer');
      const reporter = await signedIn(browser, 'reporter');
      let id;
      try {
        // The assignment's page: Make checklist opens the new checklist's page.
        const page = producer.page;
        await page.goto(`/assignments/assignment/${assignment.id}`);
        const checklists = page.getByTestId('assignment-checklists');
        await checklists.getByText('No checklist made from this assignment yet.').waitFor();
        await checklists.getByRole('button', { name: 'Make checklist' }).click();
        await page.waitForURL((url) => /^\/productions\/production\/\d+$/.test(url.pathname));
        id = Number(new URL(page.url()).pathname.split('/').pop());
        await eventually(() => page.getByTestId('production-title').textContent(), slug, "the checklist has the assignment's slug");
        assert.equal(await page.getByTestId('production-assignment-link').getAttribute('href'), `/assignments/assignment/${assignment.id}`);
        assert.equal(await page.getByTestId('production-view-notes').textContent(), 'Drone shots of the old bridge.');

        // Edit: the desk's default tasks (if any) make way for two of this shoot, a location, the crew's times.
        await page.getByRole('link', { name: 'Edit', exact: true }).click();
        await page.waitForURL((url) => url.pathname === `/productions/editProduction/${id}`);
        const editor = page.getByTestId('production-editor');
        await eventually(() => editor.getAttribute('data-lock'), 'held', 'the producer holds the edit lock');
        while ((await page.getByTestId('production-tasks-remove-0').count()) > 0) await page.getByTestId('production-tasks-remove-0').click();
        await page.getByRole('button', { name: 'Add task' }).click();
        await page.getByRole('textbox', { name: 'Task 1', exact: true }).fill('Drone permit');
        await page.getByRole('button', { name: 'Add task' }).click();
        await page.getByRole('textbox', { name: 'Task 2', exact: true }).fill('Book the van');
        await page.getByLabel('Location', { exact: true }).fill('Old harbour bridge');
        await page.getByLabel('Departure', { exact: true }).fill(`${date}T08:30`);
        await page.getByLabel('Arrival', { exact: true }).fill(`${date}T17:00`);
        await eventually(() => editor.getAttribute('data-dirty'), 'true', 'unsaved changes');
        await shot(page, 'production-editor');
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await page.waitForURL((url) => url.pathname === `/productions/production/${id}`);
        const saved = await call(token, 'GET', `/api/productions/${id}`);
        assert.deepEqual(saved.tasks, [
          { description: 'Drone permit', status: 'NEW' },
          { description: 'Book the van', status: 'NEW' },
        ]);
        assert.equal(saved.location, 'Old harbour bridge');
        // Typed in the browser's time zone (the test's own), kept in UTC.
        assert.deepEqual([saved.departure, saved.arrival], [utcOf(`${date}T08:30`), utcOf(`${date}T17:00`)]);

        // The reporter has it open in another browser: read only, never reloaded.
        const rpage = reporter.page;
        const live = subscribedTo(rpage, '/topic/productions');
        await rpage.goto(`/productions/production/${id}`);
        await eventually(() => rpage.getByTestId('production-progress-count').textContent(), '0/2', "the reporter's checklist");
        await live;
        await rpage.evaluate(() => {
          window.__sameDocument = true;
        });
        const enabledBoxes = () => rpage.getByTestId('production-checklist').locator('input[type=checkbox]:enabled').count();
        assert.equal(await rpage.getByTestId('production-checklist').locator('input[type=checkbox]').count(), 2);
        assert.equal(await enabledBoxes(), 0, 'no checkbox enabled for a reader');
        assert.equal(await rpage.getByTestId('production-edit').count(), 0);

        // The producer ticks the first task: 1/2 at once, and on the reporter's screen live.
        await eventually(() => page.getByTestId('production-progress-count').textContent(), '0/2', "the producer's checklist");
        await page.getByRole('checkbox', { name: 'Drone permit' }).click();
        await eventually(() => page.getByTestId('production-progress-count').textContent(), '1/2', 'the tick on the producer page');
        await eventually(() => call(token, 'GET', `/api/productions/${id}`).then((p) => p.tasksDone), 1, 'the tick saved');
        await eventually(() => rpage.getByTestId('production-progress-count').textContent(), '1/2', 'the tick arrives live at the reporter', 10_000);
        assert.equal(await rpage.getByTestId('production-task-0').getAttribute('data-status'), 'DONE');
        await shot(page, 'production-page');

        // The day's list: 1/2; with Only not done on, still there.
        await openMenu(page, 'productions');
        await page.getByTestId('productions-date').fill(date);
        const row = page.getByTestId(`production-row-${id}`);
        await eventually(() => row.getByTestId(`production-progress-${id}-count`).textContent(), '1/2', 'the list shows the progress');
        assert.equal(await row.getByTestId(`production-link-${id}`).textContent(), slug);
        assert.match(await row.textContent(), /Old harbour bridge/);
        await page.getByRole('checkbox', { name: 'Only not done' }).click();
        await eventually(() => new URL(page.url()).searchParams.get('onlyNotDone'), 'true', 'the toggle in the address');
        await eventually(() => row.getByTestId(`production-progress-${id}-count`).textContent(), '1/2', 'not done: still listed');
        await shot(page, 'productions-list');

        // The second tick, from its page (the row opens it): done, so out of the not-done list.
        await row.getByTestId(`production-link-${id}`).click();
        await page.waitForURL((url) => url.pathname === `/productions/production/${id}`);
        await page.getByRole('checkbox', { name: 'Book the van' }).click();
        await eventually(() => page.getByTestId('production-progress-count').textContent(), '2/2', 'both ticked');
        await eventually(() => rpage.getByTestId('production-progress-count').textContent(), '2/2', 'the second tick arrives live at the reporter', 10_000);
        assert.equal(await enabledBoxes(), 0, 'still no checkbox enabled for the reader');
        assert.equal(await rpage.evaluate(() => window.__sameDocument), true, "the reporter's page was not reloaded");
        await shot(rpage, 'production-page-reporter');
        await page.goBack();
        await page.waitForURL((url) => url.pathname === '/productions');
        await page.getByTestId('productions-empty').waitFor();
        assert.equal(await page.getByTestId(`production-row-${id}`).count(), 0, 'done: out of the not-done list');
        await page.getByRole('checkbox', { name: 'Only not done' }).click();
        await eventually(() => row.getByTestId(`production-progress-${id}-count`).textContent(), '2/2', 'the whole day lists it done');
        await shot(page, 'productions-list-done');
      } finally {
        await producer.ctx.close();
        await reporter.ctx.close();
        if (id) await call(token, 'DELETE', `/api/productions?ids=${id}`).catch(() => {});
        await call(token, 'DELETE', `/api/assignments?ids=${assignment.id}`).catch(() => {});
      }
    },
  },
  {
    name: "browser: productions: a producer mails a checklist to its crew (the SMTP server gets one mail for its producer and reporter) and the day's grid to the reporter, and brings a trashed one back onto another day, its departure at the same hour",
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const admin = await login('admin', 'admin');
      const [date, later] = [ahead(10), ahead(13)];
      const slug = `E2E CREW ${word().toUpperCase()}`;
      const [producerUser] = (await call(token, 'GET', '/api/users/producers')).filter((u) => u.nickname === 'producer');
      const [reporterUser] = await call(token, 'GET', '/api/users/reporters');
      const made = await call(token, 'POST', '/api/productions', {
        slug,
        date,
        programIds: [PROGRAM_ID],
        producerIds: [producerUser.id],
        reporterIds: [reporterUser.id],
        departure: `${date}T11:30:00Z`,
        tasks: [{ description: 'Charge the batteries' }],
      });
      const dir = mkdtempSync(join(tmpdir(), 'newsroom-e2e-production-mail-'));
      const smtp = await startSmtp(dir);
      const producer = await signedIn(browser, 'producer');
      try {
        await call(admin, 'PUT', '/api/mail/config', { host: '127.0.0.1', port: smtp.port, security: 'NONE', username: SMTP_LOGIN, password: SMTP_PASSWORD, sender: 'desk@tvnorte.example', senderName: 'TV Norte Desk' });
        const page = producer.page;
        await page.goto(`/productions/production/${made.id}`);
        await page.getByTestId('production-mail').click();
        await eventually(() => page.getByTestId('production-mailed').textContent().catch(() => null), 'Mailed to 2 people.', 'the mail said sent');
        const eml = join(dir, '1.eml');
        await eventually(() => existsSync(eml), true, 'the mail arrived', 5000);
        assert.match(readFileSync(eml, 'utf8'), new RegExp(`^Subject: Production: ${slug} \\(${date}\\)`, 'm'));
        assert.match(readFileSync(eml, 'utf8'), /Charge the batteries/);
        const envelope = JSON.parse(readFileSync(join(dir, '1.json'), 'utf8'));
        assert.deepEqual(envelope.rcptTos.sort(), ['producer@newsroom.example', 'reporter@newsroom.example']);
        await shot(page, 'production-mailed');

        // The day's grid from the list, to the reporter: one mail with the day's one checklist.
        await page.goto(`/productions?date=${date}`);
        await page.getByTestId('production-grid-open').click();
        await page.getByTestId(`production-grid-users-${reporterUser.id}`).check();
        await shot(page, 'production-grid-form');
        await page.getByTestId('production-grid-submit').click();
        await eventually(() => page.getByTestId('productions-notice').textContent().catch(() => null), "The day's grid went to 1 person.", 'the grid said sent');
        const grid = join(dir, '2.eml');
        await eventually(() => existsSync(grid), true, 'the grid arrived', 5000);
        assert.match(readFileSync(grid, 'utf8'), new RegExp(`^Subject: Productions: ${date} \\(1\\)`, 'm'));
        assert.match(readFileSync(grid, 'utf8'), new RegExp(`${slug}\\s+Tasks: 0/1`));
        await page.goto(`/productions/production/${made.id}`);

        // To the trash from its page, then back from the trash tab of a later day, onto that day.
        page.once('dialog', (d) => void d.accept());
        await page.getByTestId('production-trash').click();
        await page.waitForURL((url) => url.pathname === '/productions');
        await page.goto(`/productions?date=${later}`);
        await page.getByTestId('productions-view-trash').click();
        const trashed = page.getByTestId(`trashed-production-${made.id}`);
        await trashed.waitFor();
        await page.getByTestId('production-restore-onto-day').check();
        await shot(page, 'productions-trash-onto-day');
        await trashed.getByTestId(`production-restore-${made.id}`).click();
        await page.locator('[data-testid=productions-notice][data-notice=restored]').waitFor();
        const back = await call(token, 'GET', `/api/productions/${made.id}`);
        assert.deepEqual([back.date, back.departure, back.tasks[0].description], [later, `${later}T11:30:00Z`, 'Charge the batteries']);
        await page.getByTestId('productions-view-list').click();
        await page.getByTestId(`production-row-${made.id}`).waitFor();
      } finally {
        smtp.stop();
        rmSync(dir, { recursive: true, force: true });
        await producer.ctx.close();
        await call(token, 'DELETE', `/api/productions?ids=${made.id}`).catch(() => {});
      }
    },
  },
];
