// The assignment desk in the browser (issue 13, docs/api-design.md "Assignments (guidelines)"): a producer
// creates an assignment for a day ahead from the menu's page, finds it by a word, edits it on its own page,
// sets it COVERING, moves it to the trash and restores it; a reporter sees assignments read-only (no New,
// no selection, no Edit); a viewer of another day sees none of them; an assignment is edited under its
// edit lock (who holds it shown, take-over, the loser's typing kept); the registrations label one and group the day. Every test works on dates far ahead,
// new each run, so runs against one server never meet.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROGRAM_ID, call, daysAhead, eventually, login, openMenu, shot, signedIn, uniqueWord as word } from './lib.mjs';
import { SMTP_LOGIN, SMTP_PASSWORD, startSmtp } from './mail.test.mjs';

/** A date `days` after a base far ahead, new each run. */
const ahead = daysAhead(500);

/** The id of this run's assignment with `slug` on `date`, through the API. */
async function idOf(token, date, slug) {
  const day = await call(token, 'GET', `/api/assignments?date=${date}&allPrograms=true`);
  return day.find((a) => a.slug === slug)?.id;
}

export const assignmentTests = [
  {
    name: 'browser: assignments: a producer creates one for a day ahead, finds it by a word, edits it, sets it COVERING, trashes and restores it, and reads its history',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const date = ahead(0);
      const key = word();
      const slug = `E2E FLOOD ${key.toUpperCase()}`;
      const [reporter] = await call(token, 'GET', '/api/users/reporters');
      const { ctx, page } = await signedIn(browser, 'producer');
      try {
        await openMenu(page, 'assignments');
        await page.getByTestId('assignments-page').waitFor();
        await page.getByTestId('assignments-date').fill(date);
        await page.getByTestId('assignments-empty').waitFor();
        assert.equal(new URL(page.url()).searchParams.get('date'), date);

        // New assignment: slug, content, program, reporter, priority.
        await page.getByTestId('assignment-new').click();
        const dialog = page.getByTestId('assignment-dialog');
        await dialog.waitFor();
        await page.getByTestId('assignment-slug').fill(slug);
        await page.getByTestId('assignment-content').fill(`River level rising.\nInterview the mayor (${key}).`);
        await page.getByTestId(`assignment-programIds-${PROGRAM_ID}`).check();
        await page.getByTestId(`assignment-reporterIds-${reporter.id}`).check();
        await page.getByTestId('assignment-priority').check();
        await shot(page, 'assignments-new-dialog');
        await page.getByTestId('assignment-save').click();
        await dialog.waitFor({ state: 'detached' });
        await page.locator('[data-testid=assignments-notice][data-notice=created]').waitFor();
        const id = await idOf(token, date, slug);
        assert.ok(id >= 1e12, `the new assignment's id ${id}`);
        const row = page.getByTestId(`assignment-row-${id}`);
        await row.waitFor();
        // The names come with the page's list of users, which may answer after the row is drawn.
        const shown = new RegExp(`${reporter.name}.*Producing.*Priority`);
        await eventually(() => row.textContent(), (text) => shown.test(text), 'the row with the reporter by name');
        await shot(page, 'assignments-day');

        // Found by a word of its content, with the paged filter.
        await page.getByTestId('assignments-search-field').selectOption('content');
        await page.getByTestId('assignments-search').fill(key);
        await page.getByTestId('assignments-search-pager-range').waitFor();
        assert.equal(await page.getByTestId('assignments-search-pager-range').textContent(), '1–1 of 1');
        await row.waitFor();
        await shot(page, 'assignments-search');
        await page.getByTestId('assignments-search').fill('');

        // Its own page, read-only, then edited.
        await page.getByTestId(`assignment-link-${id}`).click();
        await page.getByTestId('assignment-view').waitFor();
        assert.equal(await page.getByTestId('assignment-view-state').textContent(), 'Producing');
        await page.getByTestId('assignment-edit').click();
        await page.getByTestId('assignment-slug').fill(`${slug} LIVE`);
        await page.getByTestId('assignment-pending').check();
        await page.getByTestId('assignment-save').click();
        await page.getByTestId('assignment-notice').waitFor();
        await eventually(() => page.getByTestId('assignment-title').textContent(), `${slug} LIVE`, 'the title after the edit');
        const edited = await call(token, 'GET', `/api/assignments/${id}`);
        assert.equal(edited.slug, `${slug} LIVE`);
        assert.equal(edited.pending, true);
        assert.equal(edited.revision, 2);
        await shot(page, 'assignments-one');

        // Back to the day: COVERING, then the trash and back.
        await page.getByTestId('assignment-back').click();
        await page.getByTestId(`assignment-select-${id}`).check();
        await page.getByTestId('assignment-state-select').selectOption('COVERING');
        await page.getByTestId('assignment-state-apply').click();
        await page.locator('[data-testid=assignments-notice][data-notice=stateSet]').waitFor();
        await eventually(() => page.getByTestId(`assignment-state-${id}`).textContent(), 'Covering', 'the state shown');
        assert.equal((await call(token, 'GET', `/api/assignments/${id}`)).state, 'COVERING');

        await page.getByTestId(`assignment-select-${id}`).check();
        const asked = new Promise((resolve) => page.once('dialog', (d) => void d.accept().then(() => resolve(d.message()))));
        await page.getByTestId('assignment-trash').click();
        assert.equal(await asked, 'Move 1 assignment to the trash?');
        await page.getByTestId('assignments-empty').waitFor();
        await page.getByTestId('assignments-view-trash').click();
        await page.getByTestId(`trashed-assignment-${id}`).waitFor();
        await shot(page, 'assignments-trash');
        await page.getByTestId(`assignment-restore-${id}`).click();
        await page.locator('[data-testid=assignments-notice][data-notice=restored]').waitFor();
        assert.equal((await call(token, 'GET', `/api/assignments/${id}`)).deletedAt, null);
        await page.getByTestId('assignments-view-day').click();
        await page.getByTestId(`assignment-row-${id}`).waitFor();

        // Its history: created, edited, COVERING, trashed, restored; the first one against now.
        await page.getByTestId(`assignment-link-${id}`).click();
        const history = page.getByTestId('assignment-history');
        await history.getByTestId('revision-5').waitFor();
        await history.getByTestId('revision-1').click();
        const changed = async (op) => history.locator(`[data-testid=diff-line][data-op=${op}] .diff-text`).allTextContents();
        await history.locator('[data-testid=diff-line]').first().waitFor();
        assert.deepEqual(await changed('delete'), [`Slug: ${slug}`, 'State: PRODUCING', 'Pending: no']);
        assert.deepEqual(await changed('insert'), [`Slug: ${slug} LIVE`, 'State: COVERING', 'Pending: yes']);
        await shot(page, 'assignment-history');
      } finally {
        await ctx.close();
      }
    },
  },
  {
    name: 'browser: assignments: a reporter sees them read-only; a viewer of another day sees none',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const date = ahead(3);
      const slug = `E2E COUNCIL ${word().toUpperCase()}`;
      const made = await call(token, 'POST', '/api/assignments', { slug, content: 'Budget vote.', date, programIds: [PROGRAM_ID] });
      const reporter = await signedIn(browser, 'reporter');
      try {
        await openMenu(reporter.page, 'assignments');
        await reporter.page.getByTestId('assignments-date').fill(date);
        await reporter.page.getByTestId(`assignment-row-${made.id}`).waitFor();
        assert.equal(await reporter.page.getByTestId('assignment-new').count(), 0);
        assert.equal(await reporter.page.getByTestId(`assignment-select-${made.id}`).count(), 0);
        assert.equal(await reporter.page.getByTestId('assignment-actions').count(), 0);
        await shot(reporter.page, 'assignments-reporter');
        await reporter.page.getByTestId(`assignment-link-${made.id}`).click();
        await reporter.page.getByTestId('assignment-view').waitFor();
        assert.equal(await reporter.page.getByTestId('assignment-view-content').textContent(), 'Budget vote.');
        assert.equal(await reporter.page.getByTestId('assignment-edit').count(), 0);
      } finally {
        await reporter.ctx.close();
      }
      const viewer = await signedIn(browser, 'viewer');
      try {
        await viewer.page.goto(`/assignments?date=${ahead(4)}`);
        await viewer.page.getByTestId('assignments-empty').waitFor();
        assert.equal(await viewer.page.locator('[data-testid^=assignment-row-]').count(), 0);
        // The same viewer on the assignment's day does see it: the empty day is the date, not the permission.
        await viewer.page.getByTestId('assignments-prev-day').click();
        await viewer.page.getByTestId(`assignment-row-${made.id}`).waitFor();
      } finally {
        await viewer.ctx.close();
      }
    },
  },
  {
    name: 'browser: assignments: edited under the edit lock: the administrator cannot trash it, sees the producer editing and takes over; the producer is told at once, cannot save, keeps what was typed and takes the lock back once it is freed',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const slug = `E2E LOCK ${word().toUpperCase()}`;
      const made = await call(token, 'POST', '/api/assignments', { slug, content: 'Council vote.', date: ahead(6), programIds: [PROGRAM_ID] });
      const producer = await signedIn(browser, 'producer');
      const admin = await signedIn(browser, 'admin');
      try {
        await producer.page.goto(`/assignments/assignment/${made.id}`);
        await producer.page.getByTestId('assignment-edit').click();
        const pform = producer.page.getByTestId('assignment-form');
        await eventually(() => pform.getAttribute('data-lock'), 'held', 'the producer holds the lock');
        await producer.page.getByTestId('assignment-content').fill('Typed by the producer, not saved.');

        // The administrator cannot move it to the trash while the producer edits it; nothing changes.
        await admin.page.goto(`/assignments?date=${ahead(6)}`);
        await admin.page.getByTestId(`assignment-select-${made.id}`).check();
        admin.page.once('dialog', (d) => void d.accept());
        await admin.page.getByTestId('assignment-trash').click();
        const refused = admin.page.getByTestId('assignment-actions-error');
        await refused.waitFor();
        assert.match(await refused.textContent(), /Someone else is editing this right now/);
        assert.equal((await call(token, 'GET', `/api/assignments/${made.id}`)).deletedAt, null);

        // The administrator opens it meanwhile: read only, with who holds it and Take over.
        await admin.page.goto(`/assignments/assignment/${made.id}`);
        await admin.page.getByTestId('assignment-edit').click();
        const banner = admin.page.getByTestId('lock-banner');
        await eventually(() => banner.getAttribute('data-holder'), 'producer', 'the administrator sees who edits it');
        assert.match(await banner.textContent(), /Being edited by producer since/);
        assert.equal(await admin.page.getByTestId('assignment-slug').isDisabled(), true);
        assert.equal(await admin.page.getByTestId('assignment-save').isDisabled(), true);
        await shot(admin.page, 'assignment-lock-busy');
        await admin.page.getByTestId('take-over').click();
        const aform = admin.page.getByTestId('assignment-form');
        await eventually(() => aform.getAttribute('data-lock'), 'held', 'the administrator holds it now');

        // The producer is told at once (the take_over event): read only, with who took it, and what was
        // typed kept in the form; Save is off.
        await eventually(() => pform.getAttribute('data-lock'), 'lost', 'the producer lost the lock', 10000);
        assert.equal(await producer.page.getByTestId('assignment-content').inputValue(), 'Typed by the producer, not saved.');
        assert.equal(await producer.page.getByTestId('assignment-content').isDisabled(), true);
        assert.equal(await producer.page.getByTestId('assignment-save').isDisabled(), true);
        await eventually(() => producer.page.getByTestId('lock-banner').getAttribute('data-holder'), 'admin', 'the producer sees who took it');
        await shot(producer.page, 'assignment-lock-lost');

        // The administrator saves and closes the dialog, which frees the lock: the producer's dialog,
        // still open, takes it back at once (its unlock event; as a story editor does), what was typed
        // still in the form; the producer closes without saving, and no lock is left.
        await admin.page.getByTestId('assignment-slug').fill(`${slug} LIVE`);
        await admin.page.getByTestId('assignment-save').click();
        await admin.page.getByTestId('assignment-dialog').waitFor({ state: 'detached' });
        assert.equal((await call(token, 'GET', `/api/assignments/${made.id}`)).slug, `${slug} LIVE`);
        await eventually(() => pform.getAttribute('data-lock'), 'held', 'the producer takes the freed lock back');
        assert.equal(await producer.page.getByTestId('assignment-content').inputValue(), 'Typed by the producer, not saved.');
        const holder = async () => (await call(token, 'GET', '/api/locks')).find((l) => l.storyId === made.id)?.nickname ?? null;
        assert.equal(await holder(), 'producer');
        await producer.page.getByTestId('assignment-dialog-close').click();
        await producer.page.getByTestId('assignment-dialog').waitFor({ state: 'detached' });
        await eventually(holder, null, 'no lock once both dialogs closed');
      } finally {
        await producer.ctx.close();
        await admin.ctx.close();
        await call(token, 'DELETE', `/api/assignments?ids=${made.id}`).catch(() => {});
      }
    },
  },
  {
    name: 'browser: assignments: a producer copies two of a day to the next day and opens it; with the state-lock on, a completed one cannot be edited and says why',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const admin = await login('admin', 'admin');
      const [from, to] = [ahead(9), ahead(10)];
      const key = word().toUpperCase();
      const made = [];
      for (const slug of [`E2E PORT ${key}`, `E2E MARKET ${key}`]) {
        made.push(await call(token, 'POST', '/api/assignments', { slug, content: `About ${slug}.`, date: from, programIds: [PROGRAM_ID] }));
      }
      const producer = await signedIn(browser, 'producer');
      const boss = await signedIn(browser, 'admin');
      try {
        // The copy: both selected, the next day offered, the copies listed there.
        const page = producer.page;
        await page.goto(`/assignments?date=${from}`);
        for (const a of made) await page.getByTestId(`assignment-select-${a.id}`).check();
        await page.getByTestId('assignment-copy').click();
        await page.getByTestId('assignment-copy-form').waitFor();
        assert.equal(await page.getByTestId('assignment-copy-date').inputValue(), to);
        await shot(page, 'assignments-copy');
        await page.getByTestId('assignment-copy-submit').click();
        await page.locator('[data-testid=assignments-notice][data-notice=copied]').waitFor();
        assert.match(await page.getByTestId('assignments-notice').textContent(), /^2 assignments copied to /);
        await page.getByTestId('assignments-show-copies').click();
        const copies = await call(token, 'GET', `/api/assignments?date=${to}&allPrograms=true`);
        assert.deepEqual(
          copies.map((c) => [c.slug, c.state, c.owner.nickname]),
          made.map((a) => [a.slug, 'PRODUCING', 'producer']),
        );
        for (const c of copies) await page.getByTestId(`assignment-row-${c.id}`).waitFor();
        assert.equal(new URL(page.url()).searchParams.get('date'), to);
        await shot(page, 'assignments-copied');

        // The administrator turns the state-lock on from the desk's settings.
        await boss.page.goto(`/assignments?date=${to}`);
        await boss.page.getByTestId('assignment-settings-open').click();
        await boss.page.getByTestId('assignment-settings-state-lock').check();
        await shot(boss.page, 'assignments-settings');
        await boss.page.getByTestId('assignment-settings-save').click();
        await boss.page.getByTestId('assignment-settings').waitFor({ state: 'detached' });
        assert.equal((await call(token, 'GET', '/api/assignments/config')).stateLock, true);

        // A completed copy: no Edit for the producer, the reason instead; the server refuses an edit too.
        const done = copies[0];
        await call(token, 'PATCH', '/api/assignments/states', { ids: [done.id], state: 'COMPLETED' });
        await page.goto(`/assignments/assignment/${done.id}`);
        await page.getByTestId('assignment-state-locked').waitFor();
        assert.match(await page.getByTestId('assignment-state-locked').textContent(), /completed or interrupted/);
        assert.equal(await page.getByTestId('assignment-edit').count(), 0);
        await shot(page, 'assignments-state-locked');
        // Setting its state back from the list is an administrator's: the producer is told why.
        await page.goto(`/assignments?date=${to}`);
        await page.getByTestId(`assignment-select-${done.id}`).check();
        await page.getByTestId('assignment-state-select').selectOption('PRODUCING');
        await page.getByTestId('assignment-state-apply').click();
        await eventually(() => page.getByTestId('assignment-actions-error').getAttribute('data-code'), 'document_state_locked', 'the refusal shown', 5000);
        assert.match(await page.getByTestId('assignment-actions-error').textContent(), /^This document is completed or interrupted and cannot be changed\./);
        assert.equal((await call(token, 'GET', `/api/assignments/${done.id}`)).state, 'COMPLETED');
      } finally {
        await call(admin, 'PUT', '/api/assignments/config', { stateLock: false }).catch(() => {});
        await producer.ctx.close();
        await boss.ctx.close();
      }
    },
  },
  {
    name: "browser: assignments: live — a reporter's open day shows the producer's new assignment, its new state and its trashing without a reload; someone else's private one never shows",
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const date = ahead(12);
      const reporter = await signedIn(browser, 'reporter');
      let secret = null;
      try {
        const page = reporter.page;
        await page.goto(`/assignments?date=${date}`);
        await page.getByTestId('assignments-empty').waitFor();
        const made = await call(token, 'POST', '/api/assignments', { slug: `E2E LIVE ${word().toUpperCase()}`, content: 'Live.', date, programIds: [PROGRAM_ID] });
        secret = await call(token, 'POST', '/api/assignments', { slug: `E2E SECRET ${word().toUpperCase()}`, content: 'Mine.', date, programIds: [PROGRAM_ID], private: true });
        await page.getByTestId(`assignment-row-${made.id}`).waitFor({ timeout: 5000 });
        await call(token, 'PATCH', '/api/assignments/states', { ids: [made.id], state: 'COVERING' });
        await eventually(() => page.getByTestId(`assignment-state-${made.id}`).textContent(), 'Covering', 'the new state, live', 5000);
        assert.equal(await page.getByTestId(`assignment-row-${secret.id}`).count(), 0, "the producer's private assignment is not the reporter's");
        await shot(page, 'assignments-live');
        await call(token, 'DELETE', `/api/assignments?ids=${made.id}`);
        await page.getByTestId('assignments-empty').waitFor({ timeout: 5000 });
      } finally {
        if (secret) await call(token, 'DELETE', `/api/assignments?ids=${secret.id}`).catch(() => {});
        await reporter.ctx.close();
      }
    },
  },
  {
    name: 'browser: assignments: a producer e-mails two of a day to their reporters and a chosen viewer; the SMTP server receives one mail per assignment',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const admin = await login('admin', 'admin');
      const date = ahead(14);
      const key = word().toUpperCase();
      const [reporter] = await call(token, 'GET', '/api/users/reporters');
      const viewer = (await call(admin, 'GET', '/api/users')).find((u) => u.nickname === 'viewer');
      const made = [];
      for (const slug of [`E2E MAIL PORT ${key}`, `E2E MAIL MARKET ${key}`]) {
        made.push(await call(token, 'POST', '/api/assignments', { slug, content: `About ${slug}.`, date, programIds: [PROGRAM_ID], reporterIds: [reporter.id] }));
      }
      const dir = mkdtempSync(join(tmpdir(), 'newsroom-e2e-assignment-mail-'));
      const smtp = await startSmtp(dir);
      const producer = await signedIn(browser, 'producer');
      try {
        await call(admin, 'PUT', '/api/mail/config', { host: '127.0.0.1', port: smtp.port, security: 'NONE', username: SMTP_LOGIN, password: SMTP_PASSWORD, sender: 'desk@tvnorte.example', senderName: 'TV Norte Desk' });
        const page = producer.page;
        await page.goto(`/assignments?date=${date}`);
        for (const a of made) await page.getByTestId(`assignment-select-${a.id}`).check();
        await page.getByTestId('assignment-email').click();
        await page.getByTestId('assignment-email-form').waitFor();
        assert.equal(await page.getByTestId('assignment-email-reporters').isChecked(), true);
        await page.getByTestId(`assignment-email-users-${viewer.id}`).check();
        await shot(page, 'assignments-email');
        await page.getByTestId('assignment-email-submit').click();
        await page.locator('[data-testid=assignments-notice][data-notice=mailed]').waitFor();
        assert.match(await page.getByTestId('assignments-notice').textContent(), /^2 mails sent to /);
        await shot(page, 'assignments-mailed');
        for (const [n, a] of made.entries()) {
          const eml = join(dir, `${n + 1}.eml`);
          await eventually(() => existsSync(eml), true, `mail ${n + 1} arrived`, 5000);
          const raw = readFileSync(eml, 'utf8');
          assert.match(raw, new RegExp(`^Subject: Assignment: ${a.slug} \\(${date}\\)`, 'm'));
          assert.match(raw, new RegExp(`Reporters: ${reporter.name}`));
          const envelope = JSON.parse(readFileSync(join(dir, `${n + 1}.json`), 'utf8'));
          assert.deepEqual(envelope.rcptTos.sort(), ['reporter@newsroom.example', 'viewer@newsroom.example']);
        }
        assert.equal(existsSync(join(dir, '3.eml')), false, 'one mail per assignment');
      } finally {
        smtp.stop();
        rmSync(dir, { recursive: true, force: true });
        await producer.ctx.close();
      }
    },
  },
  {
    name: 'browser: reference data: an administrator registers a classification and a vehicle, a producer labels an assignment with them and groups the day by classification, and the value in use cannot be deleted',
    async fn({ browser }) {
      const key = word();
      const classification = `E2E Hard news ${key}`;
      const vehicle = `E2E Channel ${key}`;
      // A day no other test of this file uses.
      const date = ahead(16);
      const slug = `E2E BRIDGE ${key.toUpperCase()}`;
      const admin = await signedIn(browser, 'admin');
      try {
        await openMenu(admin.page, 'registrations');
        await admin.page.getByTestId('references-page').waitFor();
        await admin.page.getByTestId('reference-name').fill(classification);
        await admin.page.getByTestId('reference-save').click();
        await admin.page.locator(`[data-testid^="reference-row-"][data-name="${classification}"]`).waitFor();
        // The same name again, in other letters: the list has it.
        await admin.page.getByTestId('reference-name').fill(classification.toUpperCase());
        await admin.page.getByTestId('reference-save').click();
        assert.match(await admin.page.getByTestId('error-reference-name').innerText(), /already in the list/);
        await admin.page.getByTestId('references-tab-vehicles').click();
        await admin.page.getByTestId('reference-name').fill(vehicle);
        await admin.page.getByTestId('reference-medium').selectOption('TV');
        await admin.page.getByTestId('reference-save').click();
        await admin.page.locator(`[data-testid^="reference-row-"][data-name="${vehicle}"]`).waitFor();
        await shot(admin.page, 'references-vehicles');
      } finally {
        await admin.ctx.close();
      }

      const token = await login('producer', 'producer');
      const classId = (await call(token, 'GET', '/api/classifications')).find((c) => c.name === classification).id;
      const vehicleId = (await call(token, 'GET', '/api/vehicles')).find((v) => v.name === vehicle).id;
      const { ctx, page } = await signedIn(browser, 'producer');
      try {
        await openMenu(page, 'assignments');
        await page.getByTestId('assignments-date').fill(date);
        await page.getByTestId('assignments-empty').waitFor();
        await page.getByTestId('assignment-new').click();
        await page.getByTestId('assignment-slug').fill(slug);
        await page.getByTestId(`assignment-programIds-${PROGRAM_ID}`).check();
        await page.getByTestId('assignment-classificationId').selectOption({ label: classification });
        await page.getByTestId(`assignment-vehicleIds-${vehicleId}`).check();
        await shot(page, 'assignment-dialog-labels');
        await page.getByTestId('assignment-save').click();
        await page.getByTestId('assignment-dialog').waitFor({ state: 'detached' });
        const id = await eventually(() => idOf(token, date, slug), (v) => v !== undefined, 'the new assignment');
        const saved = await call(token, 'GET', `/api/assignments/${id}`);
        assert.deepEqual([saved.classificationId, saved.vehicleIds], [classId, [vehicleId]]);
        // Grouped by classification: under its heading.
        await page.getByTestId('assignments-grouping').selectOption('CLASSIFICATION');
        const group = page.getByTestId(`assignment-group-CLASSIFICATION:${classId}`);
        assert.equal(await group.innerText(), `${classification} (1)`);
        await page.getByTestId(`assignment-row-${id}`).waitFor();
        await shot(page, 'assignments-grouped-by-classification');
        // Its page names them.
        await page.getByTestId(`assignment-link-${id}`).click();
        assert.equal(await page.getByTestId('assignment-view-classification').innerText(), classification);
        assert.equal(await page.getByTestId('assignment-view-vehicles').innerText(), vehicle);
      } finally {
        await ctx.close();
      }

      // In use: the registrations say so, and a deletion is refused.
      const again = await signedIn(browser, 'admin');
      try {
        await openMenu(again.page, 'registrations');
        await again.page.getByTestId(`reference-usage-${classId}`).waitFor();
        assert.equal(await again.page.getByTestId(`reference-usage-${classId}`).innerText(), '1 document');
        assert.equal(await again.page.getByTestId(`reference-delete-${classId}`).isDisabled(), true);
      } finally {
        await again.ctx.close();
      }
      const adminToken = await login('admin', 'admin');
      await assert.rejects(call(adminToken, 'DELETE', `/api/classifications/${classId}`), /HTTP 409 .*reference_in_use/);
    },
  },
  {
    name: 'browser: reference data: an administrator registers a group of contacts; a contact put in it through the API makes the registrations count it and refuse its deletion',
    async fn({ browser }) {
      const name = `E2E Civil defence ${word()}`;
      const admin = await signedIn(browser, 'admin');
      try {
        await openMenu(admin.page, 'registrations');
        await admin.page.getByTestId('references-tab-contact_groups').click();
        await admin.page.getByTestId('reference-name').fill(name);
        await admin.page.getByTestId('reference-save').click();
        const row = admin.page.locator(`[data-testid^="reference-row-"][data-name="${name}"]`);
        await row.waitFor();
        const token = await login('producer', 'producer');
        const groupId = (await call(token, 'GET', '/api/contacts/groups')).find((g) => g.name === name).id;
        assert.equal(await admin.page.getByTestId(`reference-usage-${groupId}`).innerText(), '0 contacts');
        const contact = await call(token, 'POST', '/api/contacts', {
          name: `E2E Ana ${word()}`,
          groupIds: [groupId],
          numbers: [{ type: 'CELL_PHONE', country: 'BR', number: '(11) 91234-5678' }],
        });
        assert.equal(contact.numbers[0].international, '+55 11 91234-5678');
        // Reloaded on the change another session made (the contact names the group).
        await admin.page.reload();
        await admin.page.getByTestId('references-tab-contact_groups').click();
        await eventually(() => admin.page.getByTestId(`reference-usage-${groupId}`).innerText(), (t) => t === '1 contact', 'the group counts its contact');
        assert.equal(await admin.page.getByTestId(`reference-delete-${groupId}`).isDisabled(), true);
        await shot(admin.page, 'references-contact-groups');
        await call(token, 'DELETE', `/api/contacts?ids=${contact.id}`);
      } finally {
        await admin.ctx.close();
      }
    },
  },
  {
    name: "browser: the round's lists: an administrator registers a segment and an institution in it (its phone a tel: link); a second one of the same name is refused; the segment with an institution cannot be deleted",
    async fn({ browser }) {
      const key = word();
      const segment = `E2E Transport ${key}`;
      const institution = `E2E Port Authority ${key}`;
      const admin = await signedIn(browser, 'admin');
      const token = await login('admin', 'admin');
      let ids = [];
      try {
        const page = admin.page;
        await openMenu(page, 'registrations');
        await page.getByTestId('references-tab-segments').click();
        await page.getByTestId('reference-name').fill(segment);
        await page.getByTestId('reference-save').click();
        await page.locator(`[data-testid^="reference-row-"][data-name="${segment}"]`).waitFor();
        await page.getByTestId('references-tab-institutions').click();
        await page.getByTestId('reference-name').fill(institution);
        await page.getByTestId('reference-phone').fill('+55 (13) 3202-6565');
        await page.getByTestId('reference-save').click();
        // No segment chosen: the field says so and nothing is saved.
        assert.equal(await page.getByTestId('error-reference-segment').innerText(), 'Required field.');
        await page.getByTestId('reference-segment').selectOption({ label: segment });
        await page.getByTestId('reference-contact').fill('Press office');
        await page.getByTestId('reference-save').click();
        const row = page.locator(`[data-testid^="reference-row-"][data-name="${institution}"]`);
        await row.waitFor();
        assert.match(await row.innerText(), new RegExp(`${segment}.*\\+55 \\(13\\) 3202-6565.*Press office`, 's'));
        assert.equal(await row.getByRole('link').getAttribute('href'), 'tel:+551332026565');
        await page.getByTestId('reference-name').fill(institution.toUpperCase());
        await page.getByTestId('reference-segment').selectOption({ label: segment });
        await page.getByTestId('reference-save').click();
        assert.match(await page.getByTestId('error-reference-name').innerText(), /already in the list/);
        await shot(page, 'references-institutions');
        const seg = (await call(token, 'GET', '/api/segments')).find((x) => x.name === segment);
        const inst = (await call(token, 'GET', '/api/institutions')).find((x) => x.name === institution);
        ids = [inst.id, seg.id];
        assert.equal(inst.segmentId, seg.id);
        await page.getByTestId('references-tab-segments').click();
        await eventually(() => page.getByTestId(`reference-usage-${seg.id}`).innerText(), '1 institution', "the segment's institutions");
        assert.equal(await page.getByTestId(`reference-delete-${seg.id}`).isDisabled(), true);
      } finally {
        await admin.ctx.close();
        // Clean up: the institution first, then its segment.
        if (ids.length) {
          await call(token, 'DELETE', `/api/institutions/${ids[0]}`);
          await call(token, 'DELETE', `/api/segments/${ids[1]}`);
        }
      }
    },
  },
  {
    name: 'browser: attachments: a producer attaches a photo and a PDF to an assignment with progress (one upload cancelled leaves nothing), saves, and a viewer without media rights sees the thumbnail and opens the PDF through the assignment',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const made = await call(token, 'POST', '/api/assignments', { slug: `E2E PHOTO ${word().toUpperCase()}`, content: 'The bridge from the river bank.', date: ahead(9), programIds: [PROGRAM_ID] });
      const producer = await signedIn(browser, 'producer');
      const viewer = await signedIn(browser, 'viewer');
      try {
        const { page } = producer;
        const photo = await page.screenshot({ type: 'png' });
        await page.goto(`/assignments/assignment/${made.id}`);
        await page.getByTestId('assignment-view').waitFor();
        await page.getByTestId('assignment-edit').click();
        const dialog = page.getByTestId('assignment-dialog');
        await dialog.waitFor();
        const input = page.getByTestId('assignment-attachments-upload-input');
        await input.setInputFiles([
          { name: 'bridge.png', mimeType: 'image/png', buffer: photo },
          { name: 'release.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% the mayor\'s release\n') },
        ]);
        const attached = page.locator('[data-testid^=assignment-attachments-list-]:not([data-testid$=-remove])');
        await eventually(() => attached.count(), 2, 'both files attached');
        await dialog.locator('[data-testid=attachment-thumb]').first().waitFor();

        // A third upload held on its way and cancelled: nothing is attached.
        let held;
        await page.route('**/api/files/single', (route) => {
          held = route;
        });
        await input.setInputFiles([{ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('call the council') }]);
        const line = page.locator('[data-testid^=assignment-attachments-upload-upload-]').first();
        await line.getByRole('progressbar').waitFor();
        await shot(page, 'attachments-uploading');
        await line.locator('[data-testid$=-cancel]').click();
        await line.waitFor({ state: 'detached' });
        await page.unroute('**/api/files/single');
        await held?.abort().catch(() => {});
        assert.equal(await attached.count(), 2, 'the cancelled file is not attached');
        await shot(page, 'attachments-dialog');
        await page.getByTestId('assignment-save').click();
        await dialog.waitFor({ state: 'detached' });
        const saved = await call(token, 'GET', `/api/assignments/${made.id}`);
        assert.equal(saved.attachmentIds.length, 2, JSON.stringify(saved));
        const files = await call(token, 'GET', `/api/files?ids=${saved.attachmentIds.join(',')}`);
        // Each is attached as its upload ends.
        assert.deepEqual(files.map((f) => f.name).sort(), ['bridge.png', 'release.pdf']);

        // The viewer may not read the media, but reads the assignment: its files come with it.
        await viewer.page.goto(`/assignments/assignment/${made.id}`);
        const section = viewer.page.getByTestId('assignment-attachments');
        await section.waitFor();
        const thumb = section.locator('[data-testid=attachment-thumb]');
        await eventually(() => thumb.evaluate((img) => img.complete && img.naturalWidth), (w) => w > 0 && w <= 320, 'the thumbnail drawn, at most 320 px');
        const pdf = section.locator('[data-testid=attachment-link][download]');
        assert.equal(await pdf.getAttribute('download'), 'release.pdf');
        const res = await viewer.page.request.get(await pdf.getAttribute('href'));
        assert.equal(res.status(), 200);
        assert.match(await res.text(), /the mayor's release/);
        await shot(viewer.page, 'attachments-viewer');
      } finally {
        await producer.ctx.close();
        await viewer.ctx.close();
      }
    },
  },
];
