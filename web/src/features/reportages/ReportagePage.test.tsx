// @vitest-environment jsdom
/**
 * /reportages/reportageView/:id: one reportage read only (its fields, its sections with the presenter's
 * lead and footnote set apart, the assignment it came from), its history with a diff, Edit for writers,
 * Approve for NEWS_REPORT admins, Send to rundown for rundown writers, and a live change shown at once.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScriptedReportage } from '@newsroom/api';
import { deliver, subscribed } from '../../test/fakeHub';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { serveFiles, storedFile } from '../files/fakeUploads';
import { ASSIGNMENT_ID, ID, reportage, reportageUsers, serveBasics } from './fixtures';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);

const server = fakeServer();
const { ReportagePage } = await import('./ReportagePage');
beforeEach(() => void server.calls.splice(0));

function serve(me: (typeof reportageUsers)[keyof typeof reportageUsers], start: ScriptedReportage) {
  let current = start;
  serveBasics(server, me);
  server.on(`GET /api/reportages/${ID}`, () => ({ body: current }));
  serveFiles(server, [storedFile(41, 'flood.jpg'), storedFile(42, 'report.pdf')]);
  server.on(`GET /api/reportages/${ID}/revisions`, () => ({
    body: [3, 2, 1].map((number) => ({ number, at: `2026-11-28T1${number}:00:00Z`, userId: 4, nickname: 'reporter', slug: 'RIVER FLOODS' })),
  }));
  server.on(`GET /api/reportages/${ID}/revisions/1`, {
    body: {
      summary: { number: 1, at: '2026-11-28T11:00:00Z', userId: 4, nickname: 'reporter', slug: 'RIVER FLOODS' },
      state: 'PRODUCING',
      approved: false,
      deleted: false,
      diff: [
        { op: 'equal', text: 'Slug: RIVER FLOODS' },
        { op: 'equal', text: '[LEAD]' },
        { op: 'delete', text: 'The river rose.' },
        { op: 'insert', text: 'The river rose two metres overnight.' },
      ],
    },
  });
  server.on('PUT /api/reportages/approve', () => {
    current = { ...current, approved: true, revision: current.revision + 1 };
    return { body: [current] };
  });
  return { change: (next: Partial<ScriptedReportage>) => (current = { ...current, ...next, revision: current.revision + 1 }) };
}

const open = () => renderApp(<ReportagePage />, { path: '/reportages/reportageView/:id', route: `/reportages/reportageView/${ID}` });

describe('ReportagePage', () => {
  it('shows its fields and its sections read only, the presenter set apart, and links to its assignment; no Edit nor Approve for a reader', async () => {
    serve(reportageUsers.viewer, reportage(0, 'RIVER FLOODS', { assignmentId: ASSIGNMENT_ID as ScriptedReportage['assignmentId'], state: 'COVERING' }));
    await open();
    await screen.findByTestId('reportage-view');
    expect(screen.getByTestId('reportage-title').textContent).toBe('RIVER FLOODS');
    expect(screen.getByTestId('reportage-view-state').textContent).toBe('Covering');
    expect(screen.getByTestId('reportage-view-approval').textContent).toBe('Not approved');
    await waitFor(() => expect(screen.getByTestId('reportage-view-programs').textContent).toBe('Evening News'));
    await waitFor(() => expect(screen.getByTestId('reportage-view-reporters').textContent).toBe('Rita Reporter'));
    expect(screen.getByTestId('reportage-view-editors').textContent).toBe('Edna Editor');
    expect(screen.getByTestId('reportage-view-reading').textContent).toBe('Presenter 00:05 · reporter 00:02');
    expect(screen.getByTestId('reportage-assignment-link').getAttribute('href')).toBe(`/assignments/assignment/${ASSIGNMENT_ID}`);

    const sections = screen.getByTestId('reportage-sections');
    const items = within(sections).getAllByTestId(/^script-item-\d+$/);
    expect(items.map((li) => [li.dataset.kind, li.classList.contains('voice-presenter')])).toEqual([
      ['LEAD', true],
      ['OFF', false],
      ['INTERVIEW', false],
      ['FOOTNOTE', true],
    ]);
    expect(within(sections).getByTestId('item-kind-label-0').textContent).toBe('LEAD');
    expect(await within(sections).findByText('The river rose two metres overnight.')).toBeTruthy();
    expect(within(sections).getByTestId('item-body-0').getAttribute('contenteditable')).toBe('false');
    expect(within(sections).queryByTestId('add-items')).toBeNull();
    expect(screen.queryByTestId('reportage-edit')).toBeNull();
    expect(screen.queryByTestId('reportage-approve')).toBeNull();
    expect(screen.queryByTestId('send-to-rundown')).toBeNull();
    // It attaches nothing: no attachments at all.
    expect(screen.queryByTestId('reportage-attachments')).toBeNull();
  });

  it('shows its attachments, in order, with thumbnails and links; a file the reader may not read is left out', async () => {
    serve(reportageUsers.viewer, reportage(0, 'RIVER FLOODS', { attachmentIds: [41, 99, 42] }));
    await open();
    const section = await screen.findByTestId('reportage-attachments');
    await waitFor(() => expect(within(section).getAllByTestId('attachment-link').map((a) => a.getAttribute('href'))).toEqual(['/api/files/41', '/api/files/42']));
    expect(within(section).getByTestId('attachment-thumb').getAttribute('src')).toBe('/api/files/41/thumbnail');
    expect(within(section).getAllByTestId('attachment-link')[1].getAttribute('download')).toBe('report.pdf');
  });

  it('offers Send to rundown to who may write rundowns, with its program and day first', async () => {
    serve({ ...reportageUsers.viewer, roles: [...reportageUsers.viewer.roles, 'ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE'] }, reportage(0, 'RIVER FLOODS', { programIds: [2] as ScriptedReportage['programIds'] }));
    server.on('GET /api/rundowns/exists', { body: { status: 'CAN_CREATE' } });
    const { user } = await open();
    await user.click(await screen.findByTestId('send-to-rundown'));
    const dialog = await screen.findByTestId('send-to-rundown-dialog');
    expect(within(dialog).getByRole('heading').textContent).toBe('Send “RIVER FLOODS” to a rundown');
    await waitFor(() => expect((within(dialog).getByTestId('send-to-rundown-program') as HTMLSelectElement).value).toBe('2'));
    expect((within(dialog).getByTestId('send-to-rundown-date') as HTMLInputElement).value).toBe('2026-11-28');
    expect((await within(dialog).findByTestId('send-to-rundown-no-rundown')).textContent).toContain('Midday Bulletin has no rundown');
    expect(server.calls.find((c) => c.path === '/api/rundowns/exists')?.search).toBe('?date=2026-11-28&programId=2');
  });

  it('shows its history, newest first, and what changed since a revision', async () => {
    serve(reportageUsers.viewer, reportage(0, 'RIVER FLOODS'));
    const { user } = await open();
    const history = await screen.findByTestId('reportage-history');
    await waitFor(() => expect(within(history).getAllByTestId(/^revision-\d+$/)).toHaveLength(3));
    expect(within(history).getByTestId('revision-3').textContent).toContain('current');
    await user.click(within(history).getByTestId('revision-1'));
    const lines = await within(history).findAllByTestId('diff-line');
    expect(lines.map((l) => [l.dataset.op, l.querySelector('.diff-text')?.textContent])).toEqual([
      ['equal', 'Slug: RIVER FLOODS'],
      ['equal', '[LEAD]'],
      ['delete', 'The river rose.'],
      ['insert', 'The river rose two metres overnight.'],
    ]);
  });

  it('offers Edit to writers, and Approve to NEWS_REPORT admins, which shows at once', async () => {
    serve(reportageUsers.editor, reportage(0, 'RIVER FLOODS'));
    const { user } = await open();
    expect((await screen.findByTestId('reportage-edit')).getAttribute('href')).toBe(`/reportages/editReportage/${ID}`);
    await user.click(screen.getByTestId('reportage-approve'));
    await waitFor(() => expect(screen.getByTestId('reportage-view-approval').textContent).toBe('Approved'));
    expect(screen.getByTestId(`reportage-approved-${ID}`)).toBeTruthy();
    expect(screen.getByTestId('reportage-disapprove')).toBeTruthy();
  });

  it("shows another user's change as it is made", async () => {
    const backend = serve(reportageUsers.viewer, reportage(0, 'RIVER FLOODS'));
    await open();
    await screen.findByTestId('reportage-view');
    await waitFor(() => expect(subscribed()).toContain('/topic/reportages'));
    backend.change({ slug: 'RIVER FLOODS LIVE', sections: [{ kind: 'LEAD', content: [{ type: 'paragraph', children: [{ text: 'The water is going down.' }] }] }] });
    deliver('/topic/reportages', { event: 'updated', entity: 'reportage', id: ID, data: null, lock: null });
    await waitFor(() => expect(screen.getByTestId('reportage-title').textContent).toBe('RIVER FLOODS LIVE'));
    expect(await screen.findByText('The water is going down.')).toBeTruthy();
    expect(within(screen.getByTestId('reportage-sections')).getAllByTestId(/^script-item-\d+$/)).toHaveLength(1);
  });
});
