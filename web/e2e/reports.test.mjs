// Reports in the browser (docs/adr/0003-documents.md "Reports and rounds"): a producer writes the report of
// a day (a summary and two events, one in the demo's "Traffic" category, their times typed on the local
// clock and saved in UTC) while an editor (REPORT read) has the day's list open: the report arrives there
// live, without a reload; the editor opens it and sees the events as a timeline, read only, and an event
// the producer adds meanwhile arrives live too. The producer moves it to the trash from its page and
// brings it back from the list's trash. A second test begins a report from an assignment
// (/assignments/newReport/{id}): its slug and its content as the first event, in the report's form under
// the edit lock; saved, the assignment's page lists it. Every run works on a day far ahead with a slug of
// its own, so runs against one server never meet.
import assert from 'node:assert/strict';
import { PROGRAM_ID, call, daysAhead, eventually, login, openMenu, shot, signedIn, subscribedTo, uniqueWord as word } from './lib.mjs';

/** A day far ahead, new each run. */
const ahead = daysAhead(1200);

/** A time typed on the browser's clock on `date`, as the instant the app sends (UTC, to the second). */
const utcOf = (date, time) => new Date(`${date}T${time}`).toISOString().replace('.000Z', 'Z');

/** The demo's report category of that name. */
async function categoryId(token, name) {
  const found = (await call(token, 'GET', '/api/reports/categories')).find((c) => c.name === name);
  assert.ok(found, `the demo has the report category ${name}`);
  return found.id;
}

export const reportTests = [
  {
    name: 'browser: reports: a producer writes the report of a day (summary, two events, one in a category), an editor sees it arrive live and reads its timeline, an event added later arrives live too; it goes to the trash and comes back',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const traffic = await categoryId(token, 'Traffic');
      const date = ahead(0);
      const slug = `E2E REPORT ${word().toUpperCase()}`;
      const producer = await signedIn(browser, 'producer');
      const editor = await signedIn(browser, 'editor');
      let id;
      try {
        // The editor has the day's list open, empty, before the report exists; it is never reloaded.
        const epage = editor.page;
        const live = subscribedTo(epage, '/topic/reports');
        await openMenu(epage, 'reports');
        await epage.waitForURL((url) => url.pathname === '/reports');
        await epage.getByTestId('reports-date').fill(date);
        await epage.getByTestId('reports-empty').waitFor();
        await live;
        await epage.evaluate(() => {
          window.__sameDocument = true;
        });
        assert.equal(await epage.getByTestId('report-new').count(), 0, 'an editor writes no report');

        // The producer writes it from the day's list: New report opens the form for that day.
        const page = producer.page;
        await openMenu(page, 'reports');
        await page.getByTestId('reports-date').fill(date);
        await page.getByTestId('reports-empty').waitFor();
        await page.getByRole('link', { name: 'New report' }).click();
        await page.waitForURL((url) => url.pathname === '/reports/newReport');
        await page.getByLabel('Slug', { exact: true }).fill(slug);
        await page.getByTestId(`report-programIds-${PROGRAM_ID}`).check();
        await page.getByLabel('Summary', { exact: true }).fill('A lorry on the bridge in the morning.\nQuiet afternoon.');
        await page.getByRole('button', { name: 'Add event' }).click();
        await page.getByLabel('Time of event 1', { exact: true }).fill('08:30');
        await page.getByLabel('Category of event 1', { exact: true }).selectOption({ label: 'Traffic' });
        await page.getByLabel('Place of event 1', { exact: true }).fill('Riverside bridge');
        await page.getByLabel('Who was heard (event 1)', { exact: true }).fill('Traffic police');
        await page.getByLabel('What happened (event 1)', { exact: true }).fill('A lorry blocks two lanes.');
        await page.getByRole('button', { name: 'Add event' }).click();
        await page.getByLabel('Time of event 2', { exact: true }).fill('10:45');
        await page.getByLabel('What happened (event 2)', { exact: true }).fill('Lanes open again.');
        await eventually(() => page.getByTestId('report-editor').getAttribute('data-dirty'), 'true', 'unsaved changes');
        await shot(page, 'report-editor');
        await page.getByRole('button', { name: 'Create', exact: true }).click();
        await page.waitForURL((url) => /^\/reports\/report\/\d+$/.test(url.pathname));
        id = Number(new URL(page.url()).pathname.split('/').pop());
        const saved = await call(token, 'GET', `/api/reports/${id}`);
        assert.deepEqual([saved.slug, saved.date, saved.programIds, saved.summary], [slug, date, [PROGRAM_ID], 'A lorry on the bridge in the morning.\nQuiet afternoon.']);
        // Typed on the browser's clock (the test's own zone), kept in UTC, in time order.
        assert.deepEqual(saved.events, [
          { time: utcOf(date, '08:30'), categoryId: traffic, place: 'Riverside bridge', text: 'A lorry blocks two lanes.', sources: 'Traffic police' },
          { time: utcOf(date, '10:45'), categoryId: null, place: '', text: 'Lanes open again.', sources: '' },
        ]);
        await eventually(() => page.getByTestId('report-event-category').first().textContent(), 'Traffic', 'the timeline names the category');
        await shot(page, 'report-page');

        // It arrived on the editor's list without a reload.
        const row = epage.getByTestId(`report-row-${id}`);
        await eventually(
          () =>
            row
              .getByTestId(`report-events-${id}`)
              .textContent()
              .catch(() => null),
          '2',
          'the report arrives live at the editor',
          10_000,
        );
        assert.equal(await row.getByTestId(`report-categories-${id}`).textContent(), 'Traffic');
        await shot(epage, 'reports-list-editor');
        assert.equal(await epage.evaluate(() => window.__sameDocument), true, "the editor's list was not reloaded");

        // The editor opens it: the timeline, read only.
        await row.getByTestId(`report-link-${id}`).click();
        await epage.waitForURL((url) => url.pathname === `/reports/report/${id}`);
        await eventually(() => epage.getByTestId('report-timeline').getByRole('listitem').count(), 2, "the editor's timeline");
        assert.equal(await epage.getByTestId('report-event-0').getByTestId('report-event-text').textContent(), 'A lorry blocks two lanes.');
        assert.equal(await epage.getByTestId('report-event-0').getByTestId('report-event-sources').textContent(), 'Heard: Traffic police');
        assert.equal(await epage.getByTestId('report-edit').count(), 0, 'no Edit for a reader');
        assert.equal(await epage.getByTestId('report-trash').count(), 0, 'no trash for a reader');

        // The producer adds an event in the form, under the edit lock; it reaches the editor's page live.
        await page.getByRole('link', { name: 'Edit', exact: true }).click();
        await page.waitForURL((url) => url.pathname === `/reports/editReport/${id}`);
        await eventually(() => page.getByTestId('report-editor').getAttribute('data-lock'), 'held', 'the producer holds the edit lock');
        await page.getByRole('button', { name: 'Add event' }).click();
        await page.getByLabel('Time of event 3', { exact: true }).fill('16:20');
        await page.getByLabel('What happened (event 3)', { exact: true }).fill('Bridge inspected, no damage.');
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await page.waitForURL((url) => url.pathname === `/reports/report/${id}`);
        await eventually(() => epage.getByTestId('report-timeline').getByRole('listitem').count(), 3, 'the new event arrives live at the editor', 10_000);
        assert.equal(await epage.getByTestId('report-event-2').getByTestId('report-event-text').textContent(), 'Bridge inspected, no damage.');
        assert.equal(await epage.evaluate(() => window.__sameDocument), true, "the editor's page was not reloaded");
        await shot(epage, 'report-page-editor');

        // To the trash from its page, then back from the list's trash.
        page.once('dialog', (d) => void d.accept());
        await page.getByTestId('report-trash').click();
        await page.waitForURL((url) => url.pathname === '/reports');
        await page.getByTestId('reports-empty').waitFor();
        await page.getByTestId('reports-view-trash').click();
        const trashed = page.getByTestId(`trashed-report-${id}`);
        await trashed.waitFor();
        await shot(page, 'reports-trash');
        await trashed.getByTestId(`report-restore-${id}`).click();
        await page.locator('[data-testid=reports-notice][data-notice=restored]').waitFor();
        const back = await call(token, 'GET', `/api/reports/${id}`);
        assert.deepEqual([back.deletedAt ?? null, back.events.length], [null, 3]);
        await page.getByTestId('reports-view-list').click();
        await page.getByTestId(`report-row-${id}`).waitFor();
        await shot(page, 'reports-list');
      } finally {
        await producer.ctx.close();
        await editor.ctx.close();
        if (id) await call(token, 'DELETE', `/api/reports?ids=${id}`).catch(() => {});
      }
    },
  },
  {
    name: "browser: reports: a producer writes the report of an assignment from its page (/assignments/newReport/{id}): its slug and its content as the first event, edited under the lock; the assignment's page then lists it",
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const fire = await categoryId(token, 'Fire');
      const date = ahead(7);
      const slug = `E2E FIRE ${word().toUpperCase()}`;
      const assignment = await call(token, 'POST', '/api/assignments', { slug, content: 'Warehouse fire by the old mill.', date, programIds: [PROGRAM_ID] });
      const producer = await signedIn(browser, 'producer');
      let id;
      try {
        const page = producer.page;
        await page.goto(`/assignments/assignment/${assignment.id}`);
        const reports = page.getByTestId('assignment-reports');
        await reports.getByText('No report made from this assignment yet.').waitFor();
        await reports.getByRole('link', { name: 'Write report' }).click();
        // The report is begun, then its form takes the address's place.
        await page.waitForURL((url) => /^\/reports\/editReport\/\d+$/.test(url.pathname));
        id = Number(new URL(page.url()).pathname.split('/').pop());
        const editor = page.getByTestId('report-editor');
        await eventually(() => editor.getAttribute('data-lock'), 'held', 'the producer holds the edit lock');
        assert.equal(await page.getByLabel('Slug', { exact: true }).inputValue(), slug);
        assert.equal(await page.getByLabel('What happened (event 1)', { exact: true }).inputValue(), 'Warehouse fire by the old mill.');
        await page.getByLabel('Category of event 1', { exact: true }).selectOption({ label: 'Fire' });
        await page.getByLabel('Place of event 1', { exact: true }).fill('Old mill');
        await page.getByLabel('Summary', { exact: true }).fill('The fire was under control by night.');
        await shot(page, 'report-from-assignment');
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await page.waitForURL((url) => url.pathname === `/reports/report/${id}`);
        assert.equal(await page.getByTestId('report-assignment-link').getAttribute('href'), `/assignments/assignment/${assignment.id}`);
        const saved = await call(token, 'GET', `/api/reports/${id}`);
        assert.deepEqual([saved.assignmentId, saved.date, saved.events.length, saved.events[0].categoryId, saved.events[0].place], [assignment.id, date, 1, fire, 'Old mill']);
        // Back does not begin a second report: the page that made it gave its place to the form.
        await page.goBack();
        await page.waitForURL((url) => url.pathname === `/reports/editReport/${id}`);
        await eventually(
          () =>
            page
              .getByTestId('report-editor')
              .getAttribute('data-lock')
              .catch(() => null),
          'held',
          'the form again',
        );
        await page.goBack();
        await page.waitForURL((url) => url.pathname === `/assignments/assignment/${assignment.id}`);
        await eventually(
          () =>
            page
              .getByTestId(`assignment-report-${id}`)
              .textContent()
              .catch(() => null),
          slug,
          "the assignment's page lists its report",
        );
        assert.deepEqual(
          (await call(token, 'GET', `/api/reports/assignment/${assignment.id}`)).map((r) => r.id),
          [id],
        );
        await shot(page, 'assignment-reports');
      } finally {
        await producer.ctx.close();
        if (id) await call(token, 'DELETE', `/api/reports?ids=${id}`).catch(() => {});
        await call(token, 'DELETE', `/api/assignments?ids=${assignment.id}`).catch(() => {});
      }
    },
  },
];
