// One section of a reportage edited alone in the browser (/reportages/editReportageItem/{id}?section=): a
// reporter makes a reportage of four sections through the API, opens its page, follows the second
// section's Edit link to that section's own page (under the reportage's edit lock: the lock list names the
// reporter), types at the end of its text and saves; the page goes back to the reportage, the lock is
// freed, and the API then gives the changed section with the other three as they were. An address with a
// section the reportage does not have says so. Works on a day far ahead with words of its own, so runs
// against one server never meet.
import assert from 'node:assert/strict';
import { PROGRAM_ID, call, daysAhead, eventually, login, shot, signedIn, uniqueWord as word } from './lib.mjs';

/** A day far ahead, new each run. */
const ahead = daysAhead(2400);

const P = (text) => ({ type: 'paragraph', children: [{ text }] });

/** The text of each section of a reportage as the API gives it: `[kind, text]`. */
const sectionsOf = (r) => r.sections.map((s) => [s.kind, s.content.map((p) => p.children.map((c) => c.text).join('')).join('\n')]);

export const reportageSectionTests = [
  {
    name: 'browser: reportage section: a reporter edits the second section of a reportage alone under the edit lock and saves it; the other sections stay as they were',
    async fn({ browser }) {
      const token = await login('reporter', 'reporter');
      const editorToken = await login('editor', 'editor');
      const [reporterUser] = await call(token, 'GET', '/api/users/reporters');
      const key = word();
      const slug = `E2E DAM ${word().toUpperCase()}`;
      const made = await call(token, 'POST', '/api/reportages', {
        slug,
        date: ahead(0),
        programIds: [PROGRAM_ID],
        reporterIds: [reporterUser.id],
        sections: [
          { kind: 'LEAD', content: [P(`Good evening. The dam near ${key} holds.`)] },
          { kind: 'OFF', content: [P('Engineers checked the wall all night.')] },
          { kind: 'INTERVIEW', content: [P('It will hold, we are sure.')] },
          { kind: 'FOOTNOTE', content: [P('The road reopens tomorrow.')] },
        ],
      });
      const before = sectionsOf(made);
      const holder = async () => (await call(editorToken, 'GET', '/api/locks')).find((l) => l.storyId === made.id)?.nickname ?? null;
      const reporter = await signedIn(browser, 'reporter');
      try {
        const page = reporter.page;
        // The reportage's page: an Edit link on each section.
        await page.goto(`/reportages/reportageView/${made.id}`);
        await page.getByTestId('reportage-view').waitFor();
        const link = page.getByTestId('reportage-section-edit-1');
        assert.equal(await link.getAttribute('href'), `/reportages/editReportageItem/${made.id}?section=1`);
        assert.equal(await page.locator('[data-testid^=reportage-section-edit-]').count(), 4);
        await shot(page, 'reportage-section-links');

        // The second section's page: that section alone, under the reportage's edit lock.
        await link.click();
        await page.waitForURL((url) => url.pathname === `/reportages/editReportageItem/${made.id}` && url.searchParams.get('section') === '1');
        const editor = page.getByTestId('reportage-section-editor');
        await eventually(() => editor.getAttribute('data-lock'), 'held', 'the reporter holds the lock');
        await eventually(holder, 'reporter', 'the lock list names the reporter');
        assert.equal(await page.getByTestId('reportage-section-slug').textContent(), slug);
        assert.equal(await editor.getAttribute('data-kind'), 'OFF');
        assert.match(await page.getByTestId('reportage-section-title').textContent(), /^Voice-over \(OFF\)Section 2 of 4$/);
        assert.equal(await page.locator('[data-testid^=script-item-]').count(), 1);
        assert.equal(await page.getByTestId('item-body-1').textContent(), 'Engineers checked the wall all night.');

        // Typed at the end of its text, saved: back to the reportage.
        await page.getByTestId('item-body-1').click();
        await page.keyboard.press('Control+End');
        await page.keyboard.type(' The water level is falling.');
        await eventually(() => editor.getAttribute('data-dirty'), 'true', 'unsaved text');
        await eventually(() => page.getByTestId('reportage-section-status').getAttribute('data-state'), 'dirty', 'said unsaved');
        await shot(page, 'reportage-section-editor');
        await page.getByTestId('reportage-section-save').click();
        await page.waitForURL((url) => url.pathname === `/reportages/reportageView/${made.id}`);
        await page.getByTestId('reportage-view').waitFor();
        await eventually(holder, null, 'the lock freed once the page was left');

        // The API: the second section changed, the other three as they were, one revision more.
        const saved = await call(token, 'GET', `/api/reportages/${made.id}`);
        assert.deepEqual(sectionsOf(saved), [before[0], ['OFF', 'Engineers checked the wall all night. The water level is falling.'], before[2], before[3]]);
        assert.equal(saved.revision, made.revision + 1);
        assert.equal(saved.slug, slug);
        await shot(page, 'reportage-section-saved');

        // A section it does not have: said so, with the way back.
        await page.goto(`/reportages/editReportageItem/${made.id}?section=9`);
        assert.equal(await page.getByTestId('reportage-section-missing-text').textContent(), `The reportage “${slug}” has no section 10.`);
        assert.equal(await page.getByTestId('reportage-section-missing-back').getAttribute('href'), `/reportages/reportageView/${made.id}`);
      } finally {
        await reporter.ctx.close();
        await call(token, 'DELETE', `/api/reportages?ids=${made.id}`).catch(() => {});
      }
    },
  },
];
