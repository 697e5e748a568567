// Reportages in the browser (docs/adr/0003-documents.md "Reportages"): a reporter writes one from an
// assignment (the assignment page's button), edits its sections in the script editor under the edit lock
// and saves; an editor (NEWS_REPORT admin) opens it, sees the reporter editing and takes the lock over, the
// reporter is told at once and keeps what was typed; the editor approves it and the list shows it approved;
// a producer sends it to today's rundown, where it is a story with its slug and script (the lead on camera,
// the package one PLAYBACK item); it goes to the trash and back; the general search finds it by a word of a
// section. A second test writes one from the list's New button with three sections. A third copies one
// to the next day from the list (the day's counter above it) and mails the copy through a real SMTP
// server (mail.test.mjs's). Every test works on days far ahead with words of its own, so runs against one
// server never meet; the story sent to today's rundown is deleted at the end.
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PROGRAM_ID, addItem, call, cellText, daysAhead, ensureRundown, eventually, login, openMenu, shot, signedIn, today, uniqueWord as word } from './lib.mjs';
import { SMTP_LOGIN, SMTP_PASSWORD, startSmtp } from './mail.test.mjs';

/** A day far ahead, new each run. */
const ahead = daysAhead(700);

/** Types at the end of section `index` of the editor on `page`. */
async function typeInSection(page, index, text) {
  await page.getByTestId(`item-body-${index}`).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(text);
}

/** The text of each section of a reportage as the API gives it: `[kind, text]`. */
const sectionsOf = (r) => r.sections.map((s) => [s.kind, s.content.map((p) => p.children.map((c) => c.text).join('')).join('\n')]);

export const reportageTests = [
  {
    name: "browser: reportages: a reporter writes one from an assignment and edits its sections under the edit lock; an editor takes the lock over (the reporter is told), approves it; a producer sends it to today's rundown as a story; trash and restore; the story links back to it; the general search finds it by a misspelt Portuguese word",
    async fn({ browser }) {
      const producer = await login('producer', 'producer');
      const editorToken = await login('editor', 'editor');
      const date = ahead(0);
      const key = word();
      const slug = `E2E FLOOD ${word().toUpperCase()}`;
      const [reporterUser] = await call(producer, 'GET', '/api/users/reporters');
      const assignment = await call(producer, 'POST', '/api/assignments', {
        slug,
        content: 'River level rising.\nInterview the mayor.',
        date,
        programIds: [PROGRAM_ID],
        reporterIds: [reporterUser.id],
      });
      const reporter = await signedIn(browser, 'reporter');
      const editor = await signedIn(browser, 'editor');
      let id;
      let storyId;
      try {
        // The assignment's page: Write reportage opens the new reportage's editor, under its edit lock.
        await reporter.page.goto(`/assignments/assignment/${assignment.id}`);
        await reporter.page.getByTestId('assignment-write-reportage').click();
        await reporter.page.waitForURL((url) => /^\/reportages\/editReportage\/\d+$/.test(url.pathname));
        id = Number(new URL(reporter.page.url()).pathname.split('/').pop());
        const reditor = reporter.page.getByTestId('reportage-editor');
        await eventually(() => reditor.getAttribute('data-lock'), 'held', 'the reporter holds the lock');
        // From the assignment: its slug, day, program and reporter; a lead, and its content as an OFF.
        assert.equal(await reporter.page.getByTestId('reportage-slug').inputValue(), slug);
        assert.equal(await reporter.page.getByTestId('reportage-date').inputValue(), date);
        assert.equal(await reporter.page.getByTestId(`reportage-reporterIds-${reporterUser.id}`).isChecked(), true);
        assert.equal(await reporter.page.getByTestId('reportage-editor-assignment').getAttribute('href'), `/assignments/assignment/${assignment.id}`);
        const kinds = () => reporter.page.locator('[data-testid^=script-item-]').evaluateAll((els) => els.map((el) => el.dataset.kind));
        assert.deepEqual(await kinds(), ['LEAD', 'OFF']);

        // The sections: the lead typed, an interview and a stand-up added after the OFF (a new section
        // goes after the one being edited), the stand-up made a closing and moved above the interview;
        // saved with Ctrl+S.
        await typeInSection(reporter.page, 0, `Good evening. The river rose two metres overnight near ${key}.`);
        await reporter.page.getByTestId('item-body-1').click();
        await addItem(reporter.page, 'INTERVIEW', 2);
        await reporter.page.keyboard.type('Perdemos tudo na inundação.');
        await addItem(reporter.page, 'APPEARANCE', 3);
        await reporter.page.keyboard.type('I am standing where the water reached.');
        assert.deepEqual(await kinds(), ['LEAD', 'OFF', 'INTERVIEW', 'APPEARANCE']);
        await reporter.page.getByTestId('item-kind-3').selectOption('CLOSURE');
        await reporter.page.getByTestId('item-up-3').click();
        assert.deepEqual(await kinds(), ['LEAD', 'OFF', 'CLOSURE', 'INTERVIEW']);
        await eventually(() => reditor.getAttribute('data-dirty'), 'true', 'unsaved changes');
        await reporter.page.keyboard.press('Control+s');
        await eventually(() => reporter.page.getByTestId('reportage-status').getAttribute('data-state'), 'saved', 'saved');
        const saved = await call(editorToken, 'GET', `/api/reportages/${id}`);
        assert.deepEqual(sectionsOf(saved), [
          ['LEAD', `Good evening. The river rose two metres overnight near ${key}.`],
          ['OFF', 'River level rising.\nInterview the mayor.'],
          ['CLOSURE', 'I am standing where the water reached.'],
          ['INTERVIEW', 'Perdemos tudo na inundação.'],
        ]);
        assert.equal(saved.assignmentId, assignment.id);
        assert.equal(saved.approved, false);
        assert.equal(saved.revision, 2);
        // The presenter's lead at 180 words a minute: 10 words, 4 s.
        assert.equal(saved.presenterTime, 'PT4S');
        await shot(reporter.page, 'reportage-editor-reporter');

        // Typed, not saved, when the editor comes.
        await typeInSection(reporter.page, 1, ' Unsaved words of the reporter.');
        await eventually(() => reditor.getAttribute('data-dirty'), 'true', 'unsaved changes again');

        // The editor opens it: read only, the reporter named, Take over.
        await editor.page.goto(`/reportages/editReportage/${id}`);
        const banner = editor.page.getByTestId('lock-banner');
        await eventually(() => banner.getAttribute('data-holder'), 'reporter', 'the editor sees who edits it');
        assert.match(await banner.textContent(), /Being edited by reporter since/);
        assert.equal(await editor.page.getByTestId('item-body-0').getAttribute('contenteditable'), 'false');
        await shot(editor.page, 'reportage-lock-busy');
        await editor.page.getByTestId('take-over').click();
        const eeditor = editor.page.getByTestId('reportage-editor');
        await eventually(() => eeditor.getAttribute('data-lock'), 'held', 'the editor holds it now');

        // The reporter is told at once, read only, what was typed kept.
        await eventually(() => reditor.getAttribute('data-lock'), 'lost', 'the reporter lost the lock', 10_000);
        assert.match(await reporter.page.getByTestId('reportage-lock-lost').textContent(), /Your edit lock was taken over by editor/);
        assert.equal(await reporter.page.getByTestId('item-body-1').getAttribute('contenteditable'), 'false');
        assert.match(await reporter.page.getByTestId('item-body-1').textContent(), /Unsaved words of the reporter\.$/);
        assert.equal(await reporter.page.getByTestId('reportage-save').count(), 0);
        await shot(reporter.page, 'reportage-lock-lost');

        // The editor approves it; the list shows it approved.
        await editor.page.getByTestId('reportage-approve').click();
        await editor.page.getByTestId(`reportage-approved-${id}`).waitFor();
        assert.equal((await call(editorToken, 'GET', `/api/reportages/${id}`)).approved, true);
        await shot(editor.page, 'reportage-approved-editor');
        await openMenu(editor.page, 'reportages');
        await editor.page.getByTestId('reportages-slug').fill(slug);
        const row = editor.page.getByTestId(`reportage-row-${id}`);
        await row.getByTestId(`reportage-approved-${id}`).waitFor();
        assert.equal(await row.getAttribute('data-approved'), 'true');
        await shot(editor.page, 'reportages-list-approved');

        // The editor left the editor, which freed the lock: the reporter's page takes it back, the text kept.
        await eventually(() => reditor.getAttribute('data-lock'), 'held', 'the reporter takes the freed lock back', 15_000);
        assert.match(await reporter.page.getByTestId('item-body-1').textContent(), /Unsaved words of the reporter\.$/);
        // The reporter leaves without saving (the approval stays): the app asks first.
        await reporter.page.getByTestId('reportage-editor-back').click();
        await reporter.page.getByTestId('leave-dialog').waitFor();
        await reporter.page.getByTestId('leave-discard').click();
        await reporter.page.getByTestId('reportage-view').waitFor();
        const holder = async () => (await call(editorToken, 'GET', '/api/locks')).find((l) => l.storyId === id)?.nickname ?? null;
        await eventually(holder, null, 'no lock once the reporter left');
        assert.equal((await call(editorToken, 'GET', `/api/reportages/${id}`)).approved, true);

        // A producer (rundown write) sends it to today's rundown of its program: the dialog offers the
        // reportage's program and day, says that day (far ahead) has no rundown, and on today's offers the
        // first block that airs; the new story opens beside the rundown with the reportage's slug and script.
        const firstAiring = (await ensureRundown(producer)).blocks.find((b) => !b.standBy);
        const desk = await signedIn(browser, 'producer');
        try {
          await desk.page.goto(`/reportages/reportageView/${id}`);
          await desk.page.getByTestId('send-to-rundown').click();
          const dialog = desk.page.getByTestId('send-to-rundown-dialog');
          await eventually(() => dialog.getByTestId('send-to-rundown-program').inputValue(), String(PROGRAM_ID), "the reportage's program offered");
          assert.equal(await dialog.getByTestId('send-to-rundown-date').inputValue(), date);
          assert.match(await dialog.getByTestId('send-to-rundown-no-rundown').textContent(), /has no rundown on .*Create it on the rundown screen first/);
          assert.equal(await dialog.getByTestId('send-to-rundown-submit').isDisabled(), true);
          await shot(desk.page, 'reportage-send-to-rundown-no-rundown');
          await dialog.getByTestId('send-to-rundown-date').fill(today());
          const block = dialog.getByTestId('send-to-rundown-block');
          await block.waitFor();
          assert.equal(await block.inputValue(), String(firstAiring.id));
          await shot(desk.page, 'reportage-send-to-rundown-dialog');
          await dialog.getByTestId('send-to-rundown-submit').click();
          await desk.page.getByTestId('sent-to-rundown').waitFor();
          await shot(desk.page, 'reportage-sent-to-rundown');
          await desk.page.getByTestId('sent-to-rundown-open').click();
          await desk.page.waitForURL((url) => url.pathname.startsWith(`/rundown/${today()}/${PROGRAM_ID}/${firstAiring.id}/stories/`));
          storyId = Number(new URL(desk.page.url()).pathname.split('/').pop());
          // At the end of the block, with the reportage's slug.
          const inBlock = (await ensureRundown(producer)).blocks.find((b) => b.id === firstAiring.id).stories;
          assert.equal(inBlock.at(-1).id, storyId);
          await desk.page.getByTestId(`story-row-${storyId}`).waitFor({ timeout: 15_000 });
          await eventually(() => cellText(desk.page, `story-slug-${storyId}`), slug, 'the story in the grid with the reportage slug');
          // Its script: the lead read on camera, the package (off, closing, interview) one PLAYBACK item.
          const panel = desk.page.getByTestId('story-panel');
          const kinds = () => panel.locator('[data-testid^=script-item-]').evaluateAll((els) => els.map((el) => el.dataset.kind).join(' '));
          await eventually(kinds, 'ON_CAMERA PLAYBACK', "the story's script");
          assert.match(await panel.getByTestId('item-body-0').textContent(), new RegExp(`overnight near ${key}`));
          assert.match(await panel.getByTestId('item-body-1').textContent(), /Perdemos tudo na inundação\./);
          await shot(desk.page, 'reportage-story-in-rundown');
          // A package, timed from the text (the lead: 10 words at 180 a minute, 4 s), that links back.
          const story = await call(producer, 'GET', `/api/stories/${storyId}`);
          assert.deepEqual([story.story.type, story.story.head, story.story.source], ['PACKAGE', 'PT4S', { documentId: id, kind: 'REPORTAGE' }]);
          const source = panel.getByTestId('story-source');
          assert.equal(await source.textContent(), 'From a reportage');
          await source.click();
          await desk.page.waitForURL((url) => url.pathname === `/reportages/reportageView/${id}`);
          await eventually(() => desk.page.getByTestId('reportage-title').textContent(), slug, 'the reportage opened from its story');
        } finally {
          await desk.ctx.close();
        }

        // To the trash and back.
        await row.getByTestId(`reportage-select-${id}`).check();
        const asked = new Promise((resolve) => editor.page.once('dialog', (d) => void d.accept().then(() => resolve(d.message()))));
        await editor.page.getByTestId('reportage-trash').click();
        assert.equal(await asked, 'Move 1 reportage to the trash?');
        await editor.page.getByTestId('reportages-empty').waitFor();
        // The main menu's trash lists it under its kind too; back to the list to restore it there.
        await editor.page.goto('/trash?kind=reportages');
        await editor.page.getByTestId(`trashed-reportage-${id}`).waitFor();
        await editor.page.goBack();
        await editor.page.getByTestId('reportages-view-trash').click();
        await editor.page.getByTestId(`trashed-reportage-${id}`).waitFor();
        await shot(editor.page, 'reportages-trash');
        await editor.page.getByTestId(`reportage-restore-${id}`).click();
        await editor.page.locator('[data-testid=reportages-notice][data-notice=restored]').waitFor();
        assert.equal((await call(editorToken, 'GET', `/api/reportages/${id}`)).deletedAt, null);
        await editor.page.getByTestId('reportages-view-list').click();
        await row.waitFor();

        // The general search finds it by a misspelt Portuguese word of its interview ("inundasao" for
        // "inundação": accents folded, one letter wrong) in the fuzzy mode, and opens it.
        await eventually(() => call(editorToken, 'GET', `/api/search?q=${key}&kinds=REPORTAGE`), (page) => page.total === 1, 'the reportage indexed', 15_000);
        await openMenu(editor.page, 'search');
        await editor.page.getByTestId('search-q').fill('inundasao');
        await editor.page.getByTestId('search-mode').selectOption('FUZZY');
        await editor.page.getByTestId('search-kind-REPORTAGE').check();
        await editor.page.getByTestId('search-submit').click();
        const hit = editor.page.getByTestId(`search-hit-REPORTAGE-${id}`);
        await hit.waitFor();
        assert.equal(await hit.getByTestId('search-hit-kind').textContent(), 'Reportage');
        const marks = await hit.locator('[data-testid=search-hit-excerpt] mark').allTextContents();
        assert.ok(marks.some((m) => m.toLowerCase() === 'inundação'), `the word marked in the excerpt: ${JSON.stringify(marks)}`);
        await shot(editor.page, 'reportage-search-hit');
        await hit.getByTestId('search-hit-link').click();
        await editor.page.waitForURL((url) => url.pathname === `/reportages/reportageView/${id}`);
        await eventually(() => editor.page.getByTestId('reportage-title').textContent(), slug, 'the reportage opened');
        assert.equal(await editor.page.getByTestId('reportage-view-approval').textContent(), 'Approved');
        await shot(editor.page, 'reportage-view');
      } finally {
        await reporter.ctx.close();
        await editor.ctx.close();
        if (storyId) await call(producer, 'DELETE', `/api/stories/${storyId}`).catch(() => {});
        if (id) await call(producer, 'DELETE', `/api/reportages?ids=${id}`).catch(() => {});
        await call(producer, 'DELETE', `/api/assignments?ids=${assignment.id}`).catch(() => {});
      }
    },
  },
  {
    name: 'browser: reportages: a reporter writes one with three sections from New; it shows in the list with its reading times; a viewer reads it without Edit and on the prompter',
    async fn({ browser }) {
      const date = ahead(2);
      const slug = `E2E BRIDGE ${word().toUpperCase()}`;
      const reporter = await signedIn(browser, 'reporter');
      const token = await login('reporter', 'reporter');
      let id;
      try {
        await openMenu(reporter.page, 'reportages');
        await reporter.page.getByTestId('reportages-page').waitFor();
        await reporter.page.getByTestId('reportage-new').click();
        await reporter.page.waitForURL((url) => url.pathname === '/reportages/newReportage');
        await reporter.page.getByTestId('reportage-slug').fill(slug);
        await reporter.page.getByTestId('reportage-date').fill(date);
        await reporter.page.getByTestId(`reportage-programIds-${PROGRAM_ID}`).check();
        await typeInSection(reporter.page, 0, 'The old bridge reopens to traffic this morning.');
        await addItem(reporter.page, 'OFF', 1);
        await reporter.page.keyboard.type('Cars crossed the river for the first time in a year.');
        await addItem(reporter.page, 'FOOTNOTE', 2);
        await reporter.page.keyboard.type('Buses return on Monday.');
        await shot(reporter.page, 'reportage-new');
        await reporter.page.getByTestId('reportage-save').click();
        await reporter.page.waitForURL((url) => /^\/reportages\/editReportage\/\d+$/.test(url.pathname));
        id = Number(new URL(reporter.page.url()).pathname.split('/').pop());
        await eventually(() => reporter.page.getByTestId('reportage-editor').getAttribute('data-lock'), 'held', 'the new one opened under its lock');
        const made = await call(token, 'GET', `/api/reportages/${id}`);
        assert.deepEqual(sectionsOf(made), [
          ['LEAD', 'The old bridge reopens to traffic this morning.'],
          ['OFF', 'Cars crossed the river for the first time in a year.'],
          ['FOOTNOTE', 'Buses return on Monday.'],
        ]);
        // Presenter: 8 + 4 words, 4 s; reporter: 11 words, 4 s.
        assert.equal(made.presenterTime, 'PT4S');
        assert.equal(made.reporterTime, 'PT4S');

        await reporter.page.getByTestId('reportage-editor-back').click();
        await reporter.page.getByTestId('reportage-view').waitFor();
        await reporter.page.getByTestId('reportage-back').click();
        await reporter.page.getByTestId('reportages-date').fill(date);
        const row = reporter.page.getByTestId(`reportage-row-${id}`);
        await row.waitFor();
        assert.equal(await row.getByTestId(`reportage-presenter-time-${id}`).textContent(), '00:04');
        assert.equal(await row.getByTestId(`reportage-reporter-time-${id}`).textContent(), '00:04');
        assert.equal(await row.getByTestId(`reportage-state-${id}`).textContent(), 'Producing');
        assert.equal(await reporter.page.getByTestId('reportage-approve-selected').count(), 0);
      } finally {
        await reporter.ctx.close();
      }
      const viewer = await signedIn(browser, 'viewer');
      try {
        await viewer.page.goto(`/reportages/reportageView/${id}`);
        await viewer.page.getByTestId('reportage-view').waitFor();
        assert.equal(await viewer.page.getByTestId('reportage-edit').count(), 0);
        assert.equal(await viewer.page.getByTestId('reportage-approve').count(), 0);
        const presenter = await viewer.page.locator('[data-testid=reportage-sections] .script-item.voice-presenter').evaluateAll((els) => els.map((el) => el.dataset.kind));
        assert.deepEqual(presenter, ['LEAD', 'FOOTNOTE']);
        // On the prompter: the three sections read, large, one after another; Escape goes back to it.
        await viewer.page.getByTestId('reportage-tpmode-link').click();
        await viewer.page.waitForURL((url) => url.pathname === `/reportages/tpMode/${id}`);
        await viewer.page.getByTestId('prompter').waitFor();
        const read = await viewer.page.getByTestId('prompter-read').allTextContents();
        assert.deepEqual(read, ['The old bridge reopens to traffic this morning.', 'Cars crossed the river for the first time in a year.', 'Buses return on Monday.']);
        assert.equal(await viewer.page.getByTestId('prompter-position').textContent(), 'Section 1 of 3');
        const size = await viewer.page.getByTestId('prompter-read').first().evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
        assert.ok(size >= 40, `prompter type ${size}px`);
        await shot(viewer.page, 'reportage-prompter');
        await viewer.page.keyboard.press('Escape');
        await viewer.page.waitForURL((url) => url.pathname === `/reportages/reportageView/${id}`);
        // A viewer may not write: the editor's address sends them home.
        await viewer.page.goto(`/reportages/editReportage/${id}`);
        await viewer.page.waitForURL((url) => url.pathname === '/home');
      } finally {
        await viewer.ctx.close();
        if (id) await call(token, 'DELETE', `/api/reportages?ids=${id}`).catch(() => {});
      }
    },
  },
  {
    name: "browser: reportages: a reporter copies one to the next day from the list (the day's counter above it) and mails the copy; the SMTP server receives it",
    async fn({ browser }) {
      const token = await login('reporter', 'reporter');
      const admin = await login('admin', 'admin');
      const [from, to] = [ahead(4), ahead(5)];
      const slug = `E2E HARBOUR ${word().toUpperCase()}`;
      const [reporterUser] = await call(token, 'GET', '/api/users/reporters');
      const viewer = (await call(admin, 'GET', '/api/users')).find((u) => u.nickname === 'viewer');
      const original = await call(token, 'POST', '/api/reportages', {
        slug,
        date: from,
        programIds: [PROGRAM_ID],
        reporterIds: [reporterUser.id],
        sections: [{ kind: 'LEAD', content: [{ type: 'paragraph', children: [{ text: 'Ships wait outside the harbour.' }] }] }],
      });
      const dir = mkdtempSync(join(tmpdir(), 'newsroom-e2e-reportage-mail-'));
      const smtp = await startSmtp(dir);
      const reporter = await signedIn(browser, 'reporter');
      let copy;
      try {
        await call(admin, 'PUT', '/api/mail/config', { host: '127.0.0.1', port: smtp.port, security: 'NONE', username: SMTP_LOGIN, password: SMTP_PASSWORD, sender: 'desk@tvnorte.example', senderName: 'TV Norte Desk' });
        const page = reporter.page;
        await page.goto(`/reportages?date=${from}`);
        // The day's counter: the one reportage, producing.
        await eventually(() => page.getByTestId('reportage-counter-total').textContent(), '1 reportage on this day', "the day's counter");
        assert.equal(await page.getByTestId('reportage-counter-PRODUCING').textContent(), 'Producing 1');

        // Copy to…: the next day offered; the copy is listed on that day.
        await page.getByTestId(`reportage-select-${original.id}`).check();
        await page.getByTestId('reportage-copy').click();
        await page.getByTestId('reportage-copy-form').waitFor();
        assert.equal(await page.getByTestId('reportage-copy-date').inputValue(), to);
        await shot(page, 'reportages-copy');
        await page.getByTestId('reportage-copy-submit').click();
        await page.locator('[data-testid=reportages-notice][data-notice=copied]').waitFor();
        assert.match(await page.getByTestId('reportages-notice').textContent(), /^1 reportage copied to /);
        await page.getByTestId('reportages-show-copies').click();
        [copy] = (await call(token, 'GET', `/api/reportages/pageFilter?slug=${encodeURIComponent(slug)}&date=${to}&allPrograms=true&offset=0&size=15`)).data;
        assert.deepEqual([copy.slug, copy.state, copy.approved, copy.owner.nickname], [slug, 'PRODUCING', false, 'reporter']);
        await page.getByTestId(`reportage-row-${copy.id}`).waitFor();
        assert.equal(new URL(page.url()).searchParams.get('date'), to);
        await eventually(() => page.getByTestId('reportage-counter-total').textContent(), '1 reportage on this day', "the copies' day counted");
        await shot(page, 'reportages-copied');

        // E-mail…: the copy to its reporter and the viewer, one mail.
        await page.getByTestId(`reportage-select-${copy.id}`).check();
        await page.getByTestId('reportage-email').click();
        await page.getByTestId('reportage-email-form').waitFor();
        assert.equal(await page.getByTestId('reportage-email-reporters').isChecked(), true);
        await page.getByTestId(`reportage-email-users-${viewer.id}`).check();
        await shot(page, 'reportages-email');
        await page.getByTestId('reportage-email-submit').click();
        await page.locator('[data-testid=reportages-notice][data-notice=mailed]').waitFor();
        assert.match(await page.getByTestId('reportages-notice').textContent(), /^1 mail sent to /);
        const eml = join(dir, '1.eml');
        await eventually(() => existsSync(eml), true, 'the mail arrived', 5000);
        const raw = readFileSync(eml, 'utf8');
        assert.match(raw, new RegExp(`^Subject: News report: ${slug} \\(${to}\\)`, 'm'));
        assert.match(raw, /Ships wait outside the harbour\./);
        const envelope = JSON.parse(readFileSync(join(dir, '1.json'), 'utf8'));
        assert.deepEqual(envelope.rcptTos.sort(), ['reporter@newsroom.example', 'viewer@newsroom.example']);
        assert.equal(existsSync(join(dir, '2.eml')), false, 'one mail');
      } finally {
        smtp.stop();
        rmSync(dir, { recursive: true, force: true });
        await reporter.ctx.close();
        await call(token, 'DELETE', `/api/reportages?ids=${[original.id, copy?.id].filter(Boolean).join(',')}`).catch(() => {});
      }
    },
  },
];
