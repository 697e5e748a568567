// Assignment proposals in the browser (web.md area "assignment proposal"): the reporter (ASSIGNMENT_PROPOSAL
// write) sends a proposal for tomorrow from /proposals (New proposal opens the form on tomorrow); the
// producer (the desk: ASSIGNMENT_PROPOSAL write and ASSIGNMENT write) has tomorrow's list open and sees it
// arrive live, without a reload, and a second one the reporter sends through the API too. The producer
// declines the second with an answer, which arrives live on the reporter's list; accepts the first, opens
// the assignment made of it (its slug, the pitch as its content, tomorrow, the program) from the notice.
// The reporter then cannot edit the accepted one: no Edit on the list, the form read only with a link to
// the assignment, and the API says 409 `proposal_answered`. Each proposal's page opens from its slug on the
// list (pending: Edit and Trash for its owner; accepted: the assignment, Trash only), and the general search
// finds the declined one by a word of the desk's answer and opens its page (the answer, who gave it). A
// viewer (no proposal rights) has no Proposals menu entry and is sent home from /proposals. The reporter
// trashes the declined one; the desk may not restore someone else's (no Restore, 403), the reporter
// restores it from the list's trash view. The proposals are tomorrow's (the form's default) with a slug
// and a word of their own, so runs against one server never mix theirs up; they and the assignment go to
// the trash at the end.
import assert from 'node:assert/strict';
import { BASE_URL, PROGRAM_ID, call, eventually, login, openMenu, shot, signedIn, subscribedTo, today, uniqueWord as word } from './lib.mjs';

/** Tomorrow on this machine's clock, as the browser (same machine) counts it. */
const tomorrow = () => today(new Date(Date.now() + 86_400_000));

/** A call expected to fail: its HTTP status and error code. */
async function refusal(token, method, path, body) {
  const res = await fetch(`${BASE_URL}${path}`, { method, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const text = await res.text();
  return { status: res.status, code: text ? JSON.parse(text).code : undefined };
}

/** The text of a test id in `page`, or null while it is not there. */
const textOf = (page, testId) =>
  page
    .getByTestId(testId)
    .textContent()
    .catch(() => null);

export const proposalTests = [
  {
    name: "browser: proposals: a reporter proposes for tomorrow, the desk sees it live, declines a second with an answer the reporter sees live, accepts the first into an assignment; the reporter cannot edit it any more; each one's page from the list, the declined one found by the general search; only its owner restores it; a viewer has no Proposals entry",
    async fn({ browser }) {
      const reporterToken = await login('reporter', 'reporter');
      const producerToken = await login('producer', 'producer');
      const date = tomorrow();
      const w = word().toUpperCase();
      const slug = `E2E PROPOSAL ${w}`;
      const slug2 = `E2E DECLINED ${w}`;
      const pitch = 'The market stalls move to the river bank on Monday.\nTraders fear losing customers.\nPictures: the empty square at dawn.';
      // A word of its own in the desk's answer, for the general search to find it by.
      const key = word();
      const answer = `Not this week: the council decides on Friday (desk note ${key}).`;
      const producer = await signedIn(browser, 'producer');
      const reporter = await signedIn(browser, 'reporter');
      const viewer = await signedIn(browser, 'viewer');
      let id;
      let id2;
      let assignmentId;
      try {
        // The desk has tomorrow's list open before anything is sent; it is never reloaded.
        const desk = producer.page;
        const live = subscribedTo(desk, '/topic/proposals');
        await openMenu(desk, 'proposals');
        await desk.waitForURL((url) => url.pathname === '/proposals');
        await desk.getByTestId('proposals-next-day').click();
        await eventually(() => desk.getByTestId('proposals-date').inputValue(), date, "the desk's day");
        await desk.locator('[data-testid=proposals-empty], [data-testid=proposals-table]').first().waitFor();
        await live;
        await desk.evaluate(() => {
          window.__sameDocument = true;
        });

        // The reporter proposes from the list: New proposal opens the form on tomorrow.
        const page = reporter.page;
        await openMenu(page, 'proposals');
        await page.waitForURL((url) => url.pathname === '/proposals');
        await page.getByRole('link', { name: 'New proposal' }).click();
        await page.waitForURL((url) => url.pathname === '/proposals/newProposal');
        // The form is loaded on first use: the list stays drawn until it is there.
        await page.getByTestId('proposal-editor').waitFor();
        assert.equal(await page.getByLabel('Day', { exact: true }).inputValue(), date, 'the form is on tomorrow');
        await page.getByLabel('Slug', { exact: true }).fill(slug);
        await page.getByTestId(`proposal-programIds-${PROGRAM_ID}`).check();
        await page.getByLabel('Pitch', { exact: true }).fill(pitch);
        await eventually(() => page.getByTestId('proposal-editor').getAttribute('data-dirty'), 'true', 'unsaved changes');
        await shot(page, 'proposal-new');
        await page.getByRole('button', { name: 'Send to the desk' }).click();
        await page.waitForURL((url) => url.pathname === '/proposals' && url.searchParams.get('date') === date);
        await eventually(() => textOf(page, 'proposals-notice'), (t) => t?.includes(`Proposal “${slug}” sent to the desk.`), 'the sent notice');
        const mine = page.locator(`tr[data-slug="${slug}"]`);
        await mine.waitFor();
        id = Number((await mine.getAttribute('data-testid')).split('-').pop());
        const sent = await call(reporterToken, 'GET', `/api/proposals/${id}`);
        assert.deepEqual([sent.slug, sent.date, sent.programIds, sent.content, sent.status, sent.owner.nickname], [slug, date, [PROGRAM_ID], pitch, 'PENDING', 'reporter']);
        assert.equal(await mine.getByTestId(`proposal-edit-${id}`).count(), 1, 'the reporter may edit their pending one');
        assert.equal(await mine.getByTestId(`proposal-accept-${id}`).count(), 0, 'the reporter answers none');

        // Its page opens from the slug: the whole pitch, pending, Edit and Trash for its owner.
        await mine.getByTestId(`proposal-link-${id}`).click();
        await page.waitForURL((url) => url.pathname === `/proposals/proposal/${id}`);
        await page.getByTestId('proposal-view').waitFor();
        assert.equal(await page.getByTestId('proposal-title').textContent(), slug);
        assert.equal(await page.getByTestId('proposal-view-status').textContent(), 'Pending');
        assert.equal(await page.getByTestId('proposal-view-pitch').textContent(), pitch);
        assert.equal(await page.getByTestId('proposal-view-owner').textContent(), 'reporter');
        assert.equal(await page.getByTestId('proposal-view-answer').textContent(), 'Not answered yet.');
        assert.deepEqual([await page.getByTestId(`proposal-edit-${id}`).count(), await page.getByTestId(`proposal-trash-${id}`).count(), await page.getByTestId(`proposal-accept-${id}`).count()], [1, 1, 0]);
        await shot(page, 'proposal-page-pending');
        await page.getByTestId('proposal-back').click();
        await page.waitForURL((url) => url.pathname === '/proposals' && url.searchParams.get('date') === date);
        await mine.waitFor();

        // It arrives at the desk live; so does a second one sent through the API.
        const row = desk.getByTestId(`proposal-row-${id}`);
        await eventually(() => row.getAttribute('data-status').catch(() => null), 'PENDING', 'the proposal arrives live at the desk', 10_000);
        assert.equal(await desk.getByTestId(`proposal-owner-${id}`).textContent(), 'reporter');
        id2 = (await call(reporterToken, 'POST', '/api/proposals', { slug: slug2, date, programIds: [PROGRAM_ID], content: 'A new bus line to the airport.', attachmentIds: [] })).id;
        const row2 = desk.getByTestId(`proposal-row-${id2}`);
        await eventually(() => row2.getAttribute('data-status').catch(() => null), 'PENDING', 'the second arrives live at the desk', 10_000);
        assert.equal(await desk.evaluate(() => window.__sameDocument), true, "the desk's list was not reloaded");

        // The desk declines the second with an answer.
        await desk.getByTestId(`proposal-decline-${id2}`).click();
        const dialog = desk.getByRole('dialog', { name: `Decline “${slug2}”` });
        await dialog.getByLabel('Answer (optional)').fill(answer);
        await shot(desk, 'proposal-decline-dialog');
        await dialog.getByRole('button', { name: 'Decline', exact: true }).click();
        await dialog.waitFor({ state: 'detached' });
        await eventually(() => row2.getAttribute('data-status'), 'DECLINED', 'declined at the desk');
        assert.equal(await desk.getByTestId(`proposal-answer-text-${id2}`).textContent(), answer);
        const declined = await call(producerToken, 'GET', `/api/proposals/${id2}`);
        assert.deepEqual([declined.status, declined.answer, declined.answeredBy?.nickname, declined.assignmentId ?? null], ['DECLINED', answer, 'producer', null]);
        assert.ok(declined.answeredAt, 'when it was answered');
        await shot(desk, 'proposals-desk');

        // The reporter sees the answer arrive on their list, without a reload.
        await eventually(() => textOf(page, `proposal-answer-text-${id2}`), answer, 'the answer arrives live at the reporter', 10_000);
        assert.match(await page.getByTestId(`proposal-answered-by-${id2}`).textContent(), /^producer · /);
        assert.equal(await page.getByTestId(`proposal-edit-${id2}`).count(), 0, 'no Edit once declined');
        await shot(page, 'proposals-reporter');

        // The desk accepts the first, and opens the assignment made of it from the notice.
        await desk.getByTestId(`proposal-accept-${id}`).click();
        await eventually(() => desk.locator('[data-testid=proposals-notice][data-notice=accepted]').count(), 1, 'the accepted notice');
        const open = desk.getByTestId('proposals-notice-assignment');
        assignmentId = Number((await open.getAttribute('href')).split('/').pop());
        await eventually(() => row.getAttribute('data-status'), 'ACCEPTED', 'accepted at the desk');
        assert.equal(await desk.getByTestId(`proposal-assignment-${id}`).getAttribute('href'), `/assignments/assignment/${assignmentId}`);
        await shot(desk, 'proposals-desk-accepted');
        await open.click();
        await desk.waitForURL((url) => url.pathname === `/assignments/assignment/${assignmentId}`);
        await eventually(() => textOf(desk, 'assignment-title'), slug, "the assignment has the proposal's slug");
        await eventually(() => textOf(desk, 'assignment-view-content'), pitch, 'the pitch is its content');
        await shot(desk, 'proposal-assignment');
        const assignment = await call(producerToken, 'GET', `/api/assignments/${assignmentId}`);
        assert.deepEqual([assignment.slug, assignment.content, assignment.date, assignment.programIds], [slug, pitch, date, [PROGRAM_ID]]);
        const acceptedOne = await call(producerToken, 'GET', `/api/proposals/${id}`);
        assert.deepEqual([acceptedOne.status, acceptedOne.assignmentId, acceptedOne.answeredBy?.nickname], ['ACCEPTED', assignmentId, 'producer']);

        // The reporter cannot edit it any more: not on the list, not in the form, not through the API.
        await eventually(() => page.getByTestId(`proposal-row-${id}`).getAttribute('data-status'), 'ACCEPTED', 'accepted on the reporter’s list', 10_000);
        assert.equal(await page.getByTestId(`proposal-edit-${id}`).count(), 0, 'no Edit once accepted');
        assert.equal(await page.getByTestId(`proposal-assignment-${id}`).getAttribute('href'), `/assignments/assignment/${assignmentId}`);
        // The accepted one's page, from the list: the assignment made of it, who accepted it; Trash only.
        await page.getByTestId(`proposal-link-${id}`).click();
        await page.waitForURL((url) => url.pathname === `/proposals/proposal/${id}`);
        await eventually(() => page.getByTestId('proposal-page').getAttribute('data-status'), 'ACCEPTED', 'the accepted page');
        assert.equal(await page.getByTestId('proposal-view-status').textContent(), 'Accepted');
        assert.equal(await page.getByTestId('proposal-view').getByTestId(`proposal-assignment-${id}`).getAttribute('href'), `/assignments/assignment/${assignmentId}`);
        assert.match(await page.getByTestId(`proposal-answered-by-${id}`).textContent(), /^producer · /);
        assert.deepEqual([await page.getByTestId(`proposal-edit-${id}`).count(), await page.getByTestId(`proposal-trash-${id}`).count(), await page.getByTestId(`proposal-accept-${id}`).count()], [0, 1, 0]);
        await shot(page, 'proposal-page-accepted');
        await page.goto(`/proposals/editProposal/${id}`);
        await eventually(() => page.getByTestId('proposal-read-only').getAttribute('data-reason').catch(() => null), 'answered', 'the form is read only');
        assert.equal(await page.getByTestId('proposal-save').isDisabled(), true);
        assert.equal(await page.getByLabel('Slug', { exact: true }).isDisabled(), true);
        await shot(page, 'proposal-edit-answered');
        assert.deepEqual(await refusal(reporterToken, 'PUT', `/api/proposals/${id}`, { slug: `${slug} 2`, date, programIds: [PROGRAM_ID], content: pitch, attachmentIds: [], revision: acceptedOne.revision }), { status: 409, code: 'proposal_answered' });

        // The general search finds the declined one by a word of the desk's answer, and opens its page.
        await eventually(() => call(reporterToken, 'GET', `/api/search?q=${key}&kinds=PROPOSAL`), (found) => found.total === 1, 'the declined one indexed with its answer', 15_000);
        await openMenu(page, 'search');
        await page.getByTestId('search-page').waitFor();
        await page.getByTestId('search-q').fill(key);
        await page.getByTestId('search-kind-PROPOSAL').check();
        await page.getByTestId('search-submit').click();
        const hit = page.getByTestId(`search-hit-PROPOSAL-${id2}`);
        await hit.waitFor();
        assert.equal(await page.getByTestId('search-count').textContent(), '1 document');
        assert.equal(await hit.getByTestId('search-hit-kind').textContent(), 'Proposal');
        assert.equal(await hit.getByTestId('search-hit-slug').textContent(), slug2);
        assert.deepEqual(await hit.locator('[data-testid=search-hit-excerpt] mark').allTextContents(), [key]);
        assert.equal(await hit.getByTestId('search-hit-state').count(), 0, 'a proposal shows no document state');
        await shot(page, 'proposal-search-hit');
        await hit.getByTestId('search-hit-link').click();
        await page.waitForURL((url) => url.pathname === `/proposals/proposal/${id2}`);
        await eventually(() => page.getByTestId('proposal-page').getAttribute('data-status'), 'DECLINED', 'the declined page');
        assert.equal(await page.getByTestId('proposal-title').textContent(), slug2);
        assert.equal(await page.getByTestId(`proposal-answer-text-${id2}`).textContent(), answer);
        assert.match(await page.getByTestId(`proposal-answered-by-${id2}`).textContent(), /^producer · /);
        assert.deepEqual([await page.getByTestId(`proposal-edit-${id2}`).count(), await page.getByTestId(`proposal-trash-${id2}`).count()], [0, 1]);
        await shot(page, 'proposal-page-declined');

        // The reporter moves the declined one to the trash and brings it back, answered as it was; the desk
        // may not restore someone else's (no Restore, and the API says 403).
        await page.goto(`/proposals?date=${date}`);
        page.once('dialog', (d) => void d.accept());
        await page.getByTestId(`proposal-trash-${id2}`).click();
        await page.locator('[data-testid=proposals-notice][data-notice=trashed]').waitFor();
        await eventually(() => page.getByTestId(`proposal-row-${id2}`).count(), 0, 'gone from the list');
        await page.getByTestId('proposals-view-trash').click();
        const trashed = page.getByTestId(`trashed-proposal-${id2}`);
        await trashed.waitFor();
        assert.match(await trashed.textContent(), /Declined/);
        await shot(page, 'proposals-trash');
        await desk.goto('/proposals');
        await desk.getByTestId('proposals-view-trash').click();
        await desk.getByTestId(`trashed-proposal-${id2}`).waitFor();
        assert.equal(await desk.getByTestId(`proposal-restore-${id2}`).count(), 0, "no Restore on someone else's for the desk");
        assert.deepEqual(await refusal(producerToken, 'PUT', '/api/proposals/restore', { ids: [id2] }), { status: 403, code: 'forbidden' });
        await trashed.getByTestId(`proposal-restore-${id2}`).click();
        await page.locator('[data-testid=proposals-notice][data-notice=restored]').waitFor();
        await page.getByTestId('proposals-view-list').click();
        await eventually(() => page.getByTestId(`proposal-row-${id2}`).getAttribute('data-status').catch(() => null), 'DECLINED', 'back on its day, still declined');
        const back = await call(reporterToken, 'GET', `/api/proposals/${id2}`);
        assert.deepEqual([back.deletedAt ?? null, back.status, back.answer], [null, 'DECLINED', answer]);

        // A viewer has no proposal rights: no menu entry, and the address sends them home.
        const vpage = viewer.page;
        assert.equal(await vpage.getByTestId('menu-proposals').count(), 0, 'no Proposals entry for a viewer');
        await vpage.goto('/proposals');
        await vpage.waitForURL((url) => url.pathname === '/home');
      } finally {
        await producer.ctx.close();
        await reporter.ctx.close();
        await viewer.ctx.close();
        const ids = [id, id2].filter(Boolean);
        if (ids.length) await call(reporterToken, 'DELETE', `/api/proposals?ids=${ids.join(',')}`).catch(() => {});
        if (assignmentId) await call(producerToken, 'DELETE', `/api/assignments?ids=${assignmentId}`).catch(() => {});
      }
    },
  },
];
