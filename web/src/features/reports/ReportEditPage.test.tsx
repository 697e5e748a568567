// @vitest-environment jsdom
/**
 * The report form (/reports/editReport/:id, /reports/newReport): events typed as times of the user's clock
 * on the report's day (or the day after) and sent in UTC, the event rows (add stamped now, category, place,
 * sources, text, remove, put in time order), the save with its revision and this tab's lock, a 422's
 * problems beside their fields, a 409 conflict and their version loaded, the edit lock held by someone
 * else, who sees it changed by its owner only, and a new one made for the day in the address.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Report, ReportIn } from '@newsroom/api';
import { serveEditLock } from '../../test/fakeLocks';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { ID, report, reportUsers, serveBasics } from './fixtures';

// The user's clock: São Paulo, UTC-3 all year; the form sends UTC.
const zone = process.env.TZ;
process.env.TZ = 'America/Sao_Paulo';
afterAll(() => {
  if (zone === undefined) delete process.env.TZ;
  else process.env.TZ = zone;
});

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);
vi.mock('../files/upload', async () => (await import('../files/fakeUploads')).fakeUploadModule);

const server = fakeServer();
const { ReportEditPage } = await import('./ReportEditPage');
const { NewReportPage } = await import('./NewReportPage');
beforeEach(() => {
  server.calls.splice(0);
  // Now is 14:05 of the report's day on the user's clock (only Date is faked: the user's events still run).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 10, 28, 14, 5));
});
afterEach(() => vi.useRealTimers());

const RID = ID + 1;
const page = { path: '/reports/report/:id', element: <p data-testid="report-page-stub" /> };

/** The gateway of report RID: the document, its saves (409 on an old revision, 422 on an event without text), its lock. */
function serve(start: Report = report(1, 'RIVER BRIDGE'), me: (typeof reportUsers)[keyof typeof reportUsers] = reportUsers.producer) {
  let current = start;
  serveBasics(server, me);
  server.on(`GET /api/reports/${RID}`, () => ({ body: current }));
  server.on(`PUT /api/reports/${RID}`, ({ body }) => {
    const input = body as ReportIn;
    if (input.revision !== current.revision) return { status: 409, body: { code: 'conflict', message: 'Conflict.' } };
    if (input.events?.some((e) => !e.text)) return { status: 422, body: { code: 'validation', message: 'Invalid.', fields: { events: { code: 'required' } } } };
    const { revision: _r, lockUuid: _l, ...fields } = input;
    current = { ...current, ...fields, revision: current.revision + 1 } as Report;
    return { body: current };
  });
  const lock = serveEditLock(server, RID, me);
  return { ...lock, change: (next: Partial<Report>) => (current = { ...current, ...next, revision: current.revision + 1 }) };
}

const open = () => renderApp(<ReportEditPage />, { path: '/reports/editReport/:id', route: `/reports/editReport/${RID}`, others: [page] });
const saves = () => server.calls.filter((c) => c.method === 'PUT' && c.path === `/api/reports/${RID}`).map((c) => c.body as ReportIn);
const held = async () => {
  const editor = await screen.findByTestId('report-editor');
  await waitFor(() => expect(editor.dataset.lock).toBe('held'));
  return editor;
};
const field = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
const typeTime = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

describe('the report form', () => {
  it("shows the events on the user's clock, and saves them in UTC as edited, with the revision and lock", async () => {
    serve();
    const { user, router } = await open();
    await held();
    const lockUuid = (server.calls.find((c) => c.method === 'PUT' && c.path === `/api/locks/${RID}`)?.body as { uuid: string }).uuid;
    // 09:15 UTC is 06:15 in São Paulo.
    expect([field('report-events-time-0').value, field('report-events-time-1').value]).toEqual(['06:15', '10:40']);
    expect(field('report-events-day-0').value).toBe('0');
    await waitFor(() => expect(field('report-events-category-0').value).toBe('32'));
    expect(screen.getByRole('combobox', { name: 'Category of event 1' })).toBe(screen.getByTestId('report-events-category-0'));
    expect(field('report-events-text-1').value).toBe('Lanes open again.\nQueues until 14:00.');

    // A third event: stamped now (14:05), a category, place, who was heard and what happened.
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    expect(field('report-events-time-2').value).toBe('14:05');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category of event 3' }), 'Police');
    await user.type(screen.getByRole('textbox', { name: 'Place of event 3' }), 'Station');
    await user.type(screen.getByRole('textbox', { name: 'Who was heard (event 3)' }), 'Police');
    await user.type(screen.getByRole('textbox', { name: 'What happened (event 3)' }), 'Two held.');
    // The second one is taken off; the summary changes.
    await user.click(screen.getByRole('button', { name: 'Remove event 2' }));
    await user.clear(screen.getByRole('textbox', { name: 'Summary' }));
    await user.type(screen.getByRole('textbox', { name: 'Summary' }), 'Bridge.');
    expect(screen.getByTestId('report-editor').dataset.dirty).toBe('true');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('report-page-stub');
    expect(router.state.location.pathname).toBe(`/reports/report/${RID}`);
    expect(saves()).toHaveLength(1);
    const sent = saves()[0];
    expect([sent.revision, sent.lockUuid, sent.summary]).toEqual([3, lockUuid, 'Bridge.']);
    expect(sent.events).toEqual([
      { time: '2026-11-28T09:15:00Z', categoryId: 32, place: 'Riverside bridge', text: 'A lorry blocks two lanes.', sources: 'Traffic police' },
      { time: '2026-11-28T17:05:00Z', categoryId: 31, place: 'Station', text: 'Two held.', sources: 'Police' },
    ]);
    expect([sent.slug, sent.date, sent.programIds, sent.private, sent.allowedUserIds, sent.attachmentIds]).toEqual(['RIVER BRIDGE', '2026-11-28', [1], false, [], []]);
  });

  it('puts an event on the day after and the events in time order when asked, and sends it on that day', async () => {
    serve();
    const { user } = await open();
    await held();
    expect(screen.queryByTestId('report-events-sort')).toBeNull();
    // The first event happens after midnight: the night after the report's day.
    typeTime('report-events-time-0', '00:30');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Day of event 1' }), '1');
    await user.click(await screen.findByRole('button', { name: 'Put in time order' }));
    expect([field('report-events-time-0').value, field('report-events-time-1').value]).toEqual(['10:40', '00:30']);
    expect(field('report-events-day-1').value).toBe('1');
    expect(screen.queryByTestId('report-events-sort')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('report-page-stub');
    expect(saves()[0].events?.map((e) => e.time)).toEqual(['2026-11-28T13:40:00Z', '2026-11-29T03:30:00Z']);
  });

  it("puts a 422's problem under the events, and keeps what was typed", async () => {
    serve();
    const { user } = await open();
    await held();
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByTestId('error-report-events')).textContent).toBe('Required field.');
    expect(field('report-events-time-2').value).toBe('14:05');
    expect(screen.queryByTestId('report-page-stub')).toBeNull();
    // Changing the events clears their problem.
    await user.type(screen.getByRole('textbox', { name: 'What happened (event 3)' }), 'x');
    await waitFor(() => expect(screen.queryByTestId('error-report-events')).toBeNull());
  });

  it('says someone else saved it meanwhile, and loads their version', async () => {
    const backend = serve();
    const { user } = await open();
    await held();
    await user.type(screen.getByRole('textbox', { name: 'Summary' }), ' Mine.');
    backend.change({ summary: 'Theirs.' });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('report-conflict');
    await user.click(screen.getByRole('button', { name: 'Load their version' }));
    await waitFor(() => expect((screen.getByRole('textbox', { name: 'Summary' }) as HTMLTextAreaElement).value).toBe('Theirs.'));
    expect(screen.queryByTestId('report-conflict')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('report-page-stub');
    expect(saves().map((s) => s.revision)).toEqual([3, 4]);
  });

  it('is read only while someone else edits it, with their name and Take over', async () => {
    const lock = serve();
    lock.lockedBy({ id: 2, nickname: 'editor' });
    const { user } = await open();
    const banner = await screen.findByTestId('lock-banner');
    await waitFor(() => expect(banner.dataset.holder).toBe('editor'));
    expect(banner.textContent).toContain('Being edited by editor');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveProperty('disabled', true);
    // Disabled through the form's fieldset.
    expect(screen.getByRole('textbox', { name: 'Summary' }).matches(':disabled')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Take over' }));
    await held();
    expect(screen.getByRole('textbox', { name: 'Summary' }).matches(':disabled')).toBe(false);
  });

  it("leaves who sees it to its owner: someone else's form shows it disabled and sends it back as it was", async () => {
    serve(report(1, 'RIVER BRIDGE', { private: true, allowedUserIds: [2] as Report['allowedUserIds'], owner: { id: 4, nickname: 'reporter' } as Report['owner'] }));
    const { user } = await open();
    await held();
    const privacy = screen.getByTestId('report-privacy');
    expect(within(privacy).getByTestId('report-private')).toHaveProperty('disabled', true);
    expect(privacy.textContent).toContain('Only its owner (reporter) changes who may see it.');
    await waitFor(() => expect(screen.getByTestId('report-allowedUserIds-2')).toHaveProperty('checked', true));
    await user.type(screen.getByRole('textbox', { name: 'Summary' }), ' More.');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByTestId('report-page-stub');
    expect([saves()[0].private, saves()[0].allowedUserIds]).toEqual([true, [2]]);
  });

  it('makes a new one for the day and program in the address, and opens its page', async () => {
    serveBasics(server, reportUsers.producer);
    server.on('POST /api/reports', ({ body }) => ({ status: 201, body: { ...report(9, (body as ReportIn).slug), id: ID + 9 } }));
    const { user, router } = await renderApp(<NewReportPage />, { path: '/reports/newReport', route: '/reports/newReport?date=2026-12-01&programId=2', others: [page] });
    expect(screen.getByTestId('report-editor-title').textContent).toBe('New report');
    await user.type(await screen.findByRole('textbox', { name: 'Slug' }), 'NIGHT SHIFT');
    await user.type(screen.getByRole('textbox', { name: 'Summary' }), 'Quiet.');
    // Not a report of today: the first event's time is to be typed.
    await user.click(screen.getByRole('button', { name: 'Add event' }));
    expect(field('report-events-time-0').value).toBe('');
    typeTime('report-events-time-0', '23:50');
    await user.type(screen.getByRole('textbox', { name: 'What happened (event 1)' }), 'Noise.');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByTestId('report-page-stub');
    expect(router.state.location.pathname).toBe(`/reports/report/${ID + 9}`);
    const sent = server.calls.find((c) => c.method === 'POST')?.body as ReportIn;
    expect(sent).toEqual({
      slug: 'NIGHT SHIFT',
      date: '2026-12-01',
      programIds: [2],
      private: false,
      allowedUserIds: [],
      assignmentId: null,
      summary: 'Quiet.',
      events: [{ time: '2026-12-02T02:50:00Z', categoryId: null, place: '', text: 'Noise.', sources: '' }],
      attachmentIds: [],
    });
  });
});
