// @vitest-environment jsdom
/**
 * /reports/report/:id: one report's fields read only (the categories its events name, who sees it, its
 * assignment, its summary), its events as a timeline in time order, nothing to change without REPORT write,
 * an event added elsewhere shown live, its state, the trash and Edit for a writer, a private one of
 * someone else as not found, and its history.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Report } from '@newsroom/api';
import { deliver, subscribed } from '../../test/fakeHub';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { ASSIGNMENT_ID, ID, report, reportUsers, serveBasics } from './fixtures';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);

const server = fakeServer();
const { ReportPage } = await import('./ReportPage');
beforeEach(() => void server.calls.splice(0));

const RID = ID + 1;

function serve(me: (typeof reportUsers)[keyof typeof reportUsers], start: Report = report(1, 'RIVER BRIDGE', { assignmentId: ASSIGNMENT_ID as Report['assignmentId'] })) {
  let current = start;
  serveBasics(server, me);
  server.on(`GET /api/reports/${RID}`, () => ({ body: current }));
  server.on('PATCH /api/reports/states', ({ body }) => {
    current = { ...current, state: (body as { state: Report['state'] }).state, revision: current.revision + 1 };
    return { body: [current] };
  });
  server.on(`GET /api/reports/${RID}/revisions`, () => ({
    body: [3, 2, 1].map((number) => ({ number, at: `2026-11-28T1${number}:00:00Z`, userId: 1, nickname: 'producer', slug: 'RIVER BRIDGE' })),
  }));
  server.on(`GET /api/reports/${RID}/revisions/1`, {
    body: {
      summary: { number: 1, at: '2026-11-28T11:00:00Z', userId: 1, nickname: 'producer', slug: 'RIVER BRIDGE' },
      state: 'PRODUCING',
      deleted: false,
      diff: [
        { op: 'equal', text: 'Slug: RIVER BRIDGE' },
        { op: 'insert', text: 'Categories: Traffic' },
      ],
    },
  });
  return { change: (next: Partial<Report>) => (current = { ...current, ...next, revision: current.revision + 1 }) };
}

const open = () =>
  renderApp(<ReportPage />, {
    path: '/reports/report/:id',
    route: `/reports/report/${RID}`,
    others: [{ path: '/reports', element: <p data-testid="reports-list" /> }],
  });
/** A time as the browser shows it in English, whatever zone the tests run in. */
const clock = (iso: string) => new Intl.DateTimeFormat('en', { timeStyle: 'short' }).format(new Date(iso));
const timeline = () => within(screen.getByTestId('report-timeline')).getAllByRole('listitem');

describe('ReportPage', () => {
  it('shows its fields and summary read only, and its events as a timeline in time order, to a reader', async () => {
    // The events come out of order: the page puts them in time order.
    const events = report(1, 'RIVER BRIDGE').events;
    serve(reportUsers.editor, report(1, 'RIVER BRIDGE', { assignmentId: ASSIGNMENT_ID as Report['assignmentId'], events: [events[1], events[0]] }));
    await open();
    await screen.findByTestId('report-view');
    expect(screen.getByTestId('report-title').textContent).toBe('RIVER BRIDGE');
    expect(screen.getByTestId('report-view-state').textContent).toBe('Covering');
    await waitFor(() => expect(screen.getByTestId('report-view-programs').textContent).toBe('Evening News'));
    await waitFor(() => expect(screen.getByTestId('report-view-categories').textContent).toBe('Traffic'));
    expect(screen.getByTestId('report-view-visibility').textContent).toBe('Everyone who may read reports');
    expect(screen.getByTestId('report-view-summary').textContent).toBe('A quiet morning, then the bridge.\nTraffic back to normal by noon.');
    expect(screen.getByTestId('report-assignment-link').getAttribute('href')).toBe(`/assignments/assignment/${ASSIGNMENT_ID}`);

    const [first, second] = timeline();
    expect(within(first).getByTestId('report-event-time').textContent).toBe(clock('2026-11-28T09:15:00Z'));
    expect(within(first).getByTestId('report-event-time').getAttribute('datetime')).toBe('2026-11-28T09:15:00Z');
    expect(within(first).getByTestId('report-event-category').textContent).toBe('Traffic');
    expect(within(first).getByTestId('report-event-place').textContent).toBe('Riverside bridge');
    expect(within(first).getByTestId('report-event-text').textContent).toBe('A lorry blocks two lanes.');
    expect(within(first).getByTestId('report-event-sources').textContent).toBe('Heard: Traffic police');
    expect(within(second).getByTestId('report-event-time').textContent).toBe(clock('2026-11-28T13:40:00Z'));
    expect(within(second).getByTestId('report-event-text').textContent).toBe('Lanes open again.\nQueues until 14:00.');
    // No category, place nor sources: none shown.
    expect(within(second).queryByTestId('report-event-category')).toBeNull();
    expect(within(second).queryByTestId('report-event-place')).toBeNull();
    expect(within(second).queryByTestId('report-event-sources')).toBeNull();

    expect(screen.queryByTestId('report-edit')).toBeNull();
    expect(screen.queryByTestId('report-trash')).toBeNull();
    expect(screen.queryByTestId('report-state-select')).toBeNull();
  });

  it('dates an event of the night after, and names who else sees a private one', async () => {
    serve(reportUsers.editor, report(1, 'NIGHT SHIFT', { private: true, allowedUserIds: [2, 4] as Report['allowedUserIds'], events: [{ time: '2026-11-29T12:00:00Z', categoryId: null, place: '', text: 'Next day.', sources: '' }] }));
    await open();
    const [only] = await waitFor(timeline);
    const at = new Date('2026-11-29T12:00:00Z');
    expect(within(only).getByTestId('report-event-time').textContent).toBe(`${new Intl.DateTimeFormat('en', { dateStyle: 'short' }).format(at)} ${clock(at.toISOString())}`);
    await waitFor(() => expect(screen.getByTestId('report-view-visibility').textContent).toBe('Private · Eddie Editor, Rita Reporter'));
  });

  it('says when there are no events yet', async () => {
    serve(reportUsers.editor, report(1, 'QUIET', { events: [], summary: '' }));
    await open();
    expect((await screen.findByTestId('report-timeline-empty')).textContent).toBe('No event yet.');
    expect(screen.getByTestId('report-view-summary').textContent).toBe('No summary.');
    expect(screen.getByTestId('report-view-categories').textContent).toBe('None');
  });

  it("shows another user's new event as it is made", async () => {
    const backend = serve(reportUsers.editor);
    await open();
    await screen.findByTestId('report-timeline');
    await waitFor(() => expect(subscribed()).toContain('/topic/reports'));
    backend.change({ events: [...report(1, 'x').events, { time: '2026-11-28T16:00:00Z', categoryId: 31, place: 'Station', text: 'Two arrested.', sources: 'Police' }] });
    deliver('/topic/reports', { event: 'updated', entity: 'report', id: RID, data: null, lock: null });
    await waitFor(() => expect(timeline()).toHaveLength(3));
    expect(within(timeline()[2]).getByTestId('report-event-category').textContent).toBe('Police');
    await waitFor(() => expect(screen.getByTestId('report-view-categories').textContent).toBe('Traffic, Police'));
  });

  it('sets its state, moves it to the trash (asked first) and offers Edit to a writer', async () => {
    serve(reportUsers.producer);
    server.on('DELETE /api/reports', { status: 204 });
    const { user, router } = await open();
    expect((await screen.findByRole('link', { name: 'Edit' })).getAttribute('href')).toBe(`/reports/editReport/${RID}`);
    await user.selectOptions(screen.getByTestId('report-state-select'), 'COMPLETED');
    await user.click(screen.getByTestId('report-state-apply'));
    expect((await screen.findByTestId('report-notice')).textContent).toBe('State set to Completed.');
    await waitFor(() => expect(screen.getByTestId('report-view-state').textContent).toBe('Completed'));
    expect(server.calls.find((c) => c.path === '/api/reports/states')?.body).toEqual({ ids: [RID], state: 'COMPLETED' });
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByRole('button', { name: 'Move to trash' }));
    expect(confirm).toHaveBeenCalledWith('Move the report “RIVER BRIDGE” to the trash?');
    await screen.findByTestId('reports-list');
    expect(router.state.location.search).toBe('?date=2026-11-28');
    expect(server.calls.find((c) => c.method === 'DELETE')?.search).toBe(`?ids=${RID}`);
    confirm.mockRestore();
  });

  it('says why it could not be trashed (409 locked while someone edits it) and stays', async () => {
    serve(reportUsers.producer);
    server.on('DELETE /api/reports', { status: 409, body: { code: 'locked', message: 'Someone else is editing it.' } });
    const { user } = await open();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(await screen.findByTestId('report-trash'));
    expect((await screen.findByTestId('report-action-error')).dataset.code).toBe('locked');
    expect(screen.queryByTestId('reports-list')).toBeNull();
    confirm.mockRestore();
  });

  it('answers not found for a report the caller may not see', async () => {
    serveBasics(server, reportUsers.editor);
    server.on(`GET /api/reports/${RID}`, { status: 404, body: { code: 'not_found', message: 'Not found.' } });
    await open();
    expect((await screen.findByTestId('error-message')).dataset.code).toBe('not_found');
  });

  it('shows its history, newest first, and what changed since a revision', async () => {
    serve(reportUsers.editor);
    const { user } = await open();
    const history = await screen.findByTestId('report-history');
    await waitFor(() => expect(within(history).getAllByTestId(/^revision-\d+$/)).toHaveLength(3));
    await user.click(within(history).getByTestId('revision-1'));
    const lines = await within(history).findAllByTestId('diff-line');
    expect(lines.map((l) => l.dataset.op)).toEqual(['equal', 'insert']);
    expect(lines[1].textContent).toContain('Categories: Traffic');
  });
});
