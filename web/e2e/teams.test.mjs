// The teams schedule in the browser (web.md: "team: schedule by date, one-day and forward changes", the
// "teams schedule" screen, "Cannot delete ... a team in use"): a producer (TEAM write in the demo) makes a
// team from the Monday of a week far ahead with two members, changes its Wednesday alone, then every day
// from Friday on (an overnight shift), then every day from Tuesday on: the later forward change gives way,
// the Wednesday of its own stays. A reporter (TEAM read) has the week open, read only, and sees the changes
// arrive without a reload. The team goes on an assignment of the Thursday from the assignment's dialog
// (named with its members), the week counts it, and deleting the team from that Thursday is refused with
// the catalogue's message while deleting it from the Saturday takes it off the weekend only. Every run
// works on a week of its own with a name of its own, and takes its team and assignment away at the end.
import assert from 'node:assert/strict';
import { PROGRAM_ID, call, daysAhead, eventually, login, openMenu, shot, signedIn, subscribedTo, uniqueWord as word } from './lib.mjs';

/** A day far ahead, new each run. */
const ahead = daysAhead(1500);

/** `YYYY-MM-DD` moved by whole days. */
function plus(iso, days) {
  const d = new Date(`${iso}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** The Monday of the week of `iso`. */
const mondayOf = (iso) => plus(iso, -((new Date(`${iso}T12:00:00Z`).getUTCDay() + 6) % 7));

export const teamTests = [
  {
    name: 'browser: teams: a producer makes a team, changes one day and from a day on, puts it on an assignment and deletes it from a day (refused while the assignment names it); a reporter sees the week read only, live',
    async fn({ browser }) {
      const token = await login('producer', 'producer');
      const monday = mondayOf(ahead(0));
      const [tue, wed, thu, fri, sat, sun] = [1, 2, 3, 4, 5, 6].map((n) => plus(monday, n));
      const week = [monday, tue, wed, thu, fri, sat, sun];
      const name = `E2E CREW ${word().toUpperCase()}`;
      const active = await call(token, 'GET', '/api/users/active');
      const [reporter, editor] = ['reporter', 'editor'].map((nickname) => active.find((u) => u.nickname === nickname));
      const producer = await signedIn(browser, 'producer');
      const reader = await signedIn(browser, 'reporter');
      let teamId;
      let assignment;
      try {
        const page = producer.page;
        await openMenu(page, 'teams');
        await page.getByTestId('teams-page').waitFor();
        await page.getByTestId('teams-date').fill(monday);
        await eventually(() => new URL(page.url()).searchParams.get('date'), monday, 'the week in the address');

        // New team: from the Monday, 06:00–14:00, the reporter and the editor (as camera), notes.
        await page.getByTestId('team-new').click();
        const dialog = page.getByTestId('team-dialog');
        await dialog.waitFor();
        assert.equal(await page.getByTestId('team-date').inputValue(), monday);
        await page.getByTestId('team-name').fill(name);
        await page.getByTestId('team-start').fill('06:00');
        await page.getByTestId('team-end').fill('14:00');
        await page.getByTestId('team-member-add').click();
        await page.getByTestId('team-member-user-0').selectOption(String(reporter.id));
        await page.getByTestId('team-member-function-0').fill('Reporter');
        await page.getByTestId('team-member-add').click();
        await page.getByTestId('team-member-user-1').selectOption(String(editor.id));
        await page.getByTestId('team-member-function-1').fill('Camera');
        await page.getByTestId('team-notes').fill('Van 2, drone kit.');
        await shot(page, 'teams-new-dialog');
        await page.getByTestId('team-save').click();
        await dialog.waitFor({ state: 'detached' });
        await page.locator('[data-testid=teams-notice][data-notice=created]').waitFor();
        teamId = (await call(token, 'GET', `/api/teams?date=${monday}`)).find((t) => t.name === name)?.id;
        assert.ok(teamId, 'the team exists on its first day');
        const made = await call(token, 'GET', `/api/teams/${teamId}?date=${thu}`);
        assert.deepEqual([made.start, made.end, made.notes, made.startsOn, made.oneDay], ['06:00', '14:00', 'Van 2, drone kit.', monday, false]);
        assert.deepEqual(made.members, [
          { userId: reporter.id, function: 'Reporter' },
          { userId: editor.id, function: 'Camera' },
        ]);

        // The grid: every day of the week, with its shift and members by nickname.
        const part = (p, date, what) => p.getByTestId(`team-day-${teamId}-${date}-${what}`);
        const shifts = (p) => Promise.all(week.map((d) => part(p, d, 'shift').textContent().catch(() => null)));
        await page.getByTestId(`team-row-${teamId}`).waitFor();
        assert.deepEqual(await shifts(page), week.map(() => '06:00–14:00'));
        await eventually(() => part(page, monday, 'members').textContent(), 'reporter · Reportereditor · Camera', 'the members by nickname');
        assert.equal(await part(page, monday, 'notes').textContent(), 'Van 2, drone kit.');
        assert.equal(await page.getByTestId(`team-cell-${teamId}-${plus(monday, -1)}`).count(), 0, 'the week starts on its Monday');

        // The reporter has the same week open: read only, and never reloaded.
        const ppage = reader.page;
        await openMenu(ppage, 'teams');
        await ppage.getByTestId('teams-page').waitFor();
        const live = subscribedTo(ppage, '/topic/teams');
        await ppage.goto(`/teams?date=${thu}`);
        await ppage.getByTestId(`team-row-${teamId}`).waitFor();
        await live;
        assert.equal(await ppage.getByTestId('team-new').count(), 0);
        assert.equal(await ppage.getByTestId(`team-change-${teamId}-${wed}`).count(), 0);
        assert.equal(await ppage.getByTestId(`team-rename-${teamId}`).count(), 0);
        await ppage.evaluate(() => {
          window.__sameDocument = true;
        });

        // Wednesday alone: 09:00.
        await page.getByTestId(`team-change-${teamId}-${wed}`).click();
        const change = page.getByTestId('team-change-dialog');
        await change.waitFor();
        assert.equal(await page.getByTestId('team-start').inputValue(), '06:00');
        await page.getByTestId('team-start').fill('09:00');
        await page.getByTestId('team-save-one-day').click();
        await change.waitFor({ state: 'detached' });
        await page.locator('[data-testid=teams-notice][data-notice=oneDay]').waitFor();
        await eventually(() => shifts(page), (s) => s.join() === ['06:00–14:00', '06:00–14:00', '09:00–14:00', '06:00–14:00', '06:00–14:00', '06:00–14:00', '06:00–14:00'].join(), 'Wednesday changed alone');
        await part(page, wed, 'one-day').waitFor();
        assert.equal(await part(page, tue, 'one-day').count(), 0);
        const wednesday = await call(token, 'GET', `/api/teams/${teamId}?date=${wed}`);
        assert.deepEqual([wednesday.start, wednesday.oneDay], ['09:00', true]);
        // The reporter's week follows, without a reload.
        await eventually(() => part(ppage, wed, 'shift').textContent(), '09:00–14:00', "the one-day change on the reporter's screen", 10_000);

        // From Friday on: overnight, 22:00–06:00, the reporter alone.
        await page.getByTestId(`team-change-${teamId}-${fri}`).click();
        await change.waitFor();
        await page.getByTestId('team-start').fill('22:00');
        await page.getByTestId('team-end').fill('06:00');
        await change.getByText('The shift ends the next day.').waitFor();
        await page.getByTestId('team-member-remove-1').click();
        await page.getByTestId('team-save-forward').click();
        await change.waitFor({ state: 'detached' });
        await page.locator('[data-testid=teams-notice][data-notice=forward]').waitFor();
        await eventually(() => shifts(page), (s) => s.slice(4).every((x) => x === '22:00–06:00+1') && s[3] === '06:00–14:00', 'from Friday on, overnight');
        assert.equal(await part(page, sat, 'members').textContent(), 'reporter · Reporter');
        await shot(page, 'teams-week');

        // From Tuesday on: 07:00–15:00. Friday's forward change gives way; Wednesday's own change stays.
        await page.getByTestId(`team-change-${teamId}-${tue}`).click();
        await change.waitFor();
        await page.getByTestId('team-start').fill('07:00');
        await page.getByTestId('team-end').fill('15:00');
        await page.getByTestId('team-save-forward').click();
        await change.waitFor({ state: 'detached' });
        const expected = ['06:00–14:00', '07:00–15:00', '09:00–14:00', '07:00–15:00', '07:00–15:00', '07:00–15:00', '07:00–15:00'];
        await eventually(() => shifts(page), (s) => s.join() === expected.join(), 'from Tuesday on, Wednesday kept');
        await eventually(() => shifts(ppage), (s) => s.join() === expected.join(), "the forward change on the reporter's screen", 10_000);
        assert.equal(await ppage.evaluate(() => window.__sameDocument), true, "the reporter's page was not reloaded");
        await shot(ppage, 'teams-week-reporter');

        // On an assignment of the Thursday, from its dialog: named with its members' nicknames.
        assignment = await call(token, 'POST', '/api/assignments', { slug: `E2E ${name}`, content: 'Harbour fire.', date: thu, programIds: [PROGRAM_ID] });
        await page.goto(`/assignments/assignment/${assignment.id}`);
        await page.getByTestId('assignment-edit').click();
        await eventually(() => page.getByTestId('assignment-form').getAttribute('data-lock'), 'held', 'the producer holds the lock');
        const box = page.getByTestId(`assignment-teamIds-${teamId}`);
        await box.waitFor();
        assert.equal(await page.getByTestId('assignment-teams').getByRole('checkbox', { name: `${name} (reporter, editor)` }).count(), 1);
        await box.check();
        await shot(page, 'teams-assignment-dialog');
        await page.getByTestId('assignment-save').click();
        await page.getByTestId('assignment-notice').waitFor();
        assert.deepEqual((await call(token, 'GET', `/api/assignments/${assignment.id}`)).teamIds, [teamId]);
        await eventually(() => page.getByTestId('assignment-view-teams').textContent(), `${name} (reporter, editor)`, 'the assignment names its team');
        // The day's list grouped by team: the assignment under its team's heading.
        await openMenu(page, 'assignments');
        await page.getByTestId('assignments-date').fill(thu);
        await page.getByTestId(`assignment-row-${assignment.id}`).waitFor();
        await page.getByTestId('assignments-grouping').selectOption('TEAM');
        await eventually(() => page.getByTestId(`assignment-group-TEAM:${teamId}`).innerText(), `${name} (reporter, editor) (1)`, "the team's group");
        await shot(page, 'teams-assignments-grouped');

        // The week counts it on the Thursday.
        await page.goto(`/teams?date=${thu}`);
        await eventually(() => part(page, thu, 'used').textContent().catch(() => null), '1 assignment', "the Thursday's assignment counted");
        assert.equal(await part(page, wed, 'used').count(), 0, 'no count where no assignment names it');

        // Deleting it from the Thursday is refused while the assignment names it.
        await page.getByTestId(`team-change-${teamId}-${thu}`).click();
        await change.waitFor();
        page.once('dialog', (d) => void d.accept());
        await page.getByTestId('team-delete').click();
        const refused = page.getByTestId('team-change-error');
        await refused.waitFor();
        assert.equal(await refused.getAttribute('data-code'), 'team_in_use');
        assert.equal(await refused.textContent(), 'This team could not be deleted as it is being used in a document.');
        await shot(page, 'teams-delete-refused');
        await change.getByRole('button', { name: 'Cancel' }).click();
        await change.waitFor({ state: 'detached' });
        assert.equal((await call(token, 'GET', `/api/teams/${teamId}?date=${sun}`)).id, teamId, 'still there on Sunday');

        // From the Saturday it goes: the weekend empty, Friday kept; a list with recent deletions still names it.
        await page.getByTestId(`team-change-${teamId}-${sat}`).click();
        await change.waitFor();
        const asked = new Promise((resolve) => page.once('dialog', (d) => void d.accept().then(() => resolve(d.message()))));
        await page.getByTestId('team-delete').click();
        assert.match(await asked, new RegExp(`^Delete ${name} from .* on\\? It stays on the days before\\.$`));
        await change.waitFor({ state: 'detached' });
        await page.locator('[data-testid=teams-notice][data-notice=deleted]').waitFor();
        await eventually(() => page.getByTestId(`team-cell-${teamId}-${sat}`).getAttribute('data-exists'), 'false', 'gone from Saturday');
        assert.equal(await page.getByTestId(`team-cell-${teamId}-${sun}`).getAttribute('data-exists'), 'false');
        assert.equal(await page.getByTestId(`team-cell-${teamId}-${fri}`).getAttribute('data-exists'), 'true');
        assert.equal((await call(token, 'GET', `/api/teams?date=${sat}`)).some((t) => t.id === teamId), false);
        const recent = (await call(token, 'GET', `/api/teams?date=${sat}&includeRecentDeactivations=true`)).find((t) => t.id === teamId);
        assert.equal(recent?.deactivatedFrom, sat);
        await eventually(() => ppage.getByTestId(`team-cell-${teamId}-${sat}`).getAttribute('data-exists'), 'false', "the deletion on the reporter's screen", 10_000);

        // Renamed: every day alike.
        await page.getByTestId(`team-rename-${teamId}`).click();
        await page.getByTestId('team-rename').fill(`${name} B`);
        await page.getByTestId('team-rename-save').click();
        await page.locator('[data-testid=teams-notice][data-notice=renamed]').waitFor();
        await eventually(() => page.getByTestId(`team-row-${teamId}`).getByRole('rowheader').textContent(), (text) => text.startsWith(`${name} B`), 'the new name in the grid');
        assert.equal((await call(token, 'GET', `/api/teams/${teamId}?date=${monday}`)).name, `${name} B`);
        await shot(page, 'teams-week-end');
      } finally {
        await producer.ctx.close();
        await reader.ctx.close();
        // Nothing of this run stays: the assignment lets go of the team, which then goes altogether.
        if (assignment) {
          await call(token, 'PATCH', `/api/assignments/${assignment.id}`, { field: 'teamIds', value: [] }).catch(() => {});
          await call(token, 'DELETE', `/api/assignments?ids=${assignment.id}`).catch(() => {});
        }
        if (teamId) await call(token, 'DELETE', `/api/teams/${teamId}?date=${monday}`).catch(() => {});
      }
    },
  },
];
