// @vitest-environment jsdom
/**
 * The trash (/trash): a tab per kind the user may read, in the address (`?kind=`); the stories tab (the
 * rundown of a program and date, its deleted stories, filter, restore), the assignments, reportages,
 * productions, reports and proposals tabs.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Proposal } from '@newsroom/api';
import { fakeServer } from '../../test/fakeServer';
import { renderApp, users } from '../../test/renderApp';
import { ID as PRODUCTION_ID, production } from '../productions/fixtures';
import { ID as PROPOSAL_ID, declined, proposal } from '../proposals/fixtures';
import { ID as REPORTAGE_ID, reportage } from '../reportages/fixtures';
import { ID as REPORT_ID, report } from '../reports/fixtures';
import { sampleRundown, story } from '../rundown/fixtures';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);

const server = fakeServer();
const { TrashPage } = await import('./TrashPage');
beforeEach(() => void server.calls.splice(0));

const trashed = (id: number, slug: string, page: string, by: string) => ({ story: story(id, 10, 0, { slug, page }), deletedAt: '2026-11-22T18:40:12Z', deletedBy: by });

/** A producer who also reads and writes assignments and reads reportages. */
const deskProducer = { ...users.producer, roles: [...users.producer.roles, 'ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE', 'ROLE_NEWS_REPORT_READ'] };
const ASSIGNMENT_ID = 1_000_000_000_001;
const trashedAssignment = { id: ASSIGNMENT_ID, slug: 'OLD MARATHON', date: '2026-11-20', programIds: [1], state: 'PRODUCING', owner: { id: 1, nickname: 'producer' }, deletedAt: '2026-11-21T09:00:00Z' };

function serve(user: keyof typeof users | typeof deskProducer) {
  let trash = [trashed(150, 'FIRE DOWNTOWN', 'A3', 'producer'), trashed(151, 'WEATHER', 'B1', 'editor')];
  server.on('GET /api/users/me', { body: typeof user === 'string' ? users[user] : user });
  server.on('GET /api/programs', { body: [{ id: 1, name: 'Evening News', start: '19:00:00', end: '19:30:00' }] });
  server.on('GET /api/rundowns/exists', ({ url }) => ({ body: { status: url.searchParams.get('date') === '2026-11-22' ? 'EXIST' : 'CAN_CREATE' } }));
  server.on('GET /api/rundowns', { body: sampleRundown() });
  server.on('GET /api/stories/excluded', () => ({ body: trash }));
  server.on('GET /api/rundowns/config', { body: { lockAfterEnd: null, trashRetentionDays: 30, logRetentionDays: 365, versionRetentionDays: 0 } });
  server.on('PUT /api/stories/restore', ({ body }) => {
    const { ids } = body as { ids: number[] };
    trash = trash.filter((t) => !ids.includes(t.story.id));
    return { body: { restored: ids.length } };
  });
  let assignments = [trashedAssignment];
  server.on('GET /api/users/active', { body: [{ id: 1, name: 'Paula Producer', nickname: 'producer' }] });
  server.on('GET /api/assignments/excluded', () => ({ body: { data: assignments, total: assignments.length } }));
  server.on('PUT /api/assignments/restore', ({ body }) => {
    const { ids } = body as { ids: number[] };
    const back = assignments.filter((a) => ids.includes(a.id)).map((a) => ({ ...a, deletedAt: null }));
    assignments = assignments.filter((a) => !ids.includes(a.id));
    return { body: back };
  });
  server.on('GET /api/reportages/excluded', { body: { data: [reportage(4, 'OLD FLOOD', { deletedAt: '2026-11-28T11:00:00Z' })], total: 1 } });
}

const tabs = () => screen.getAllByRole('tab').map((tab) => [tab.dataset.testid, tab.getAttribute('aria-selected')]);

const open = (search = '?programId=1&date=2026-11-22') => renderApp(<TrashPage />, { path: '/trash', route: `/trash${search}` });

describe('TrashPage', () => {
  it('lists the deleted stories of the rundown, filters them and restores one', async () => {
    serve('producer');
    const { user } = await open();
    const row = await screen.findByTestId('trash-row-150');
    expect(row.textContent).toContain('FIRE DOWNTOWN');
    expect((await screen.findByTestId('trash-retention')).textContent).toBe('Deleted stories are kept 30 days, then purged.');
    expect(row.textContent).toContain('Block 10');
    expect(server.calls.find((c) => c.path === '/api/stories/excluded')?.search).toBe('?rundownId=1');
    await user.type(screen.getByTestId('trash-filter'), 'weather');
    await waitFor(() => expect(screen.queryByTestId('trash-row-150')).toBeNull());
    await user.click(within(screen.getByTestId('trash-row-151')).getByTestId('trash-restore-151'));
    expect((await screen.findByTestId('trash-restored')).textContent).toBe('1 story restored.');
    expect((await screen.findByTestId('trash-empty')).textContent).toBe('No deleted story matches the filter.');
    expect(server.calls.find((c) => c.method === 'PUT')?.body).toEqual({ ids: [151] });
  });

  it('offers no restore to a reader, and says when the program has no rundown that day', async () => {
    serve('viewer');
    const { user } = await open();
    await screen.findByTestId('trash-row-150');
    expect(screen.queryByTestId('trash-restore-150')).toBeNull();
    await user.clear(screen.getByTestId('trash-date'));
    await user.type(screen.getByTestId('trash-date'), '2026-11-30');
    await screen.findByTestId('trash-no-rundown');
  });

  it('gives a producer a tab per kind; the assignments tab lists a deleted assignment and restores it', async () => {
    serve(deskProducer);
    const { user, router } = await open();
    await screen.findByTestId('trash-row-150');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Trash');
    expect(tabs()).toEqual([
      ['trash-tab-stories', 'true'],
      ['trash-tab-assignments', 'false'],
      ['trash-tab-reportages', 'false'],
    ]);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('trash-tab-stories');
    await user.click(screen.getByTestId('trash-tab-assignments'));
    expect(router.state.location.search).toBe('?programId=1&date=2026-11-22&kind=assignments');
    const row = await screen.findByTestId(`trashed-assignment-${ASSIGNMENT_ID}`);
    expect(row.textContent).toContain('OLD MARATHON');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe('trash-tab-assignments');
    expect(screen.getByTestId('trash-tab-assignments').getAttribute('aria-selected')).toBe('true');
    // The newsroom's one trash retention applies to assignments too.
    expect(screen.getByTestId('trash-retention').textContent).toBe('Deleted assignments are kept 30 days, then purged.');
    await user.click(within(row).getByTestId(`assignment-restore-${ASSIGNMENT_ID}`));
    expect((await screen.findByTestId('trash-restored')).textContent).toBe('1 assignment restored.');
    await screen.findByTestId('assignments-trash-empty');
    expect(server.calls.find((c) => c.method === 'PUT' && c.path === '/api/assignments/restore')?.body).toEqual({ ids: [ASSIGNMENT_ID] });
    // The reportages: read only (no news report write), no restore.
    await user.click(screen.getByTestId('trash-tab-reportages'));
    await screen.findByTestId(`trashed-reportage-${REPORTAGE_ID + 4}`);
    expect(screen.queryByTestId(`reportage-restore-${REPORTAGE_ID + 4}`)).toBeNull();
  });

  it('gives production writers a productions tab that lists deleted checklists and restores one', async () => {
    serve({ ...users.producer, roles: [...users.producer.roles, 'ROLE_PRODUCTION_READ', 'ROLE_PRODUCTION_WRITE'] });
    let trashed = [production(5, 'OLD DRONE SHOOT', { deletedAt: '2026-11-28T12:00:00Z' })];
    server.on('GET /api/productions/excluded', () => ({ body: { data: trashed, total: trashed.length } }));
    server.on('PUT /api/productions/restore', () => {
      const back = trashed;
      trashed = [];
      return { body: back };
    });
    const { user } = await open('?kind=productions');
    const row = await screen.findByTestId(`trashed-production-${PRODUCTION_ID + 5}`);
    expect(tabs()).toEqual([
      ['trash-tab-stories', 'false'],
      ['trash-tab-productions', 'true'],
    ]);
    expect(screen.getByTestId('trash-tab-productions').textContent).toBe('Productions');
    expect(row.textContent).toContain('OLD DRONE SHOOT');
    expect(screen.getByTestId('trash-retention').textContent).toBe('Deleted checklists are kept 30 days, then purged.');
    await user.click(within(row).getByTestId(`production-restore-${PRODUCTION_ID + 5}`));
    expect((await screen.findByTestId('trash-restored')).textContent).toBe('1 checklist restored.');
    expect(server.calls.find((c) => c.method === 'PUT' && c.path === '/api/productions/restore')?.body).toEqual({ ids: [PRODUCTION_ID + 5] });
  });

  it('gives report writers a reports tab that lists deleted reports and restores one, and report readers one without restore', async () => {
    serve({ ...users.producer, roles: [...users.producer.roles, 'ROLE_REPORT_READ', 'ROLE_REPORT_WRITE'] });
    let trashed = [report(6, 'OLD NIGHT SHIFT', { deletedAt: '2026-11-28T12:00:00Z' })];
    server.on('GET /api/reports/excluded', () => ({ body: { data: trashed, total: trashed.length } }));
    server.on('PUT /api/reports/restore', () => {
      const back = trashed;
      trashed = [];
      return { body: back };
    });
    const { user } = await open('?kind=reports');
    const row = await screen.findByTestId(`trashed-report-${REPORT_ID + 6}`);
    expect(tabs()).toEqual([
      ['trash-tab-stories', 'false'],
      ['trash-tab-reports', 'true'],
    ]);
    expect(screen.getByTestId('trash-tab-reports').textContent).toBe('Reports');
    expect(row.textContent).toContain('OLD NIGHT SHIFT');
    expect(screen.getByTestId('trash-retention').textContent).toBe('Deleted reports are kept 30 days, then purged.');
    await user.click(within(row).getByTestId(`report-restore-${REPORT_ID + 6}`));
    expect((await screen.findByTestId('trash-restored')).textContent).toBe('1 report restored.');
    expect(server.calls.find((c) => c.method === 'PUT' && c.path === '/api/reports/restore')?.body).toEqual({ ids: [REPORT_ID + 6] });
  });

  it("gives proposal writers a proposals tab, after the assignments, that lists deleted proposals with their status and restores one's own only", async () => {
    serve({ ...users.producer, roles: [...users.producer.roles, 'ROLE_ASSIGNMENT_PROPOSAL_READ', 'ROLE_ASSIGNMENT_PROPOSAL_WRITE'] });
    // The producer's own, and the reporter's (restoring it would be 403: not theirs, and no proposal admin).
    let trashed = [proposal(7, 'OLD FAIR', { ...declined('Covered.'), owner: { id: 1, nickname: 'producer' } as Proposal['owner'], deletedAt: '2026-11-28T12:00:00Z' }), proposal(8, 'OLD PARADE', { deletedAt: '2026-11-28T11:00:00Z' })];
    server.on('GET /api/proposals/excluded', () => ({ body: { data: trashed, total: trashed.length } }));
    server.on('PUT /api/proposals/restore', ({ body }) => {
      const { ids } = body as { ids: number[] };
      const back = trashed.filter((p) => ids.includes(p.id));
      trashed = trashed.filter((p) => !ids.includes(p.id));
      return { body: back };
    });
    const { user } = await open('?kind=proposals');
    const row = await screen.findByTestId(`trashed-proposal-${PROPOSAL_ID + 7}`);
    expect(tabs()).toEqual([
      ['trash-tab-stories', 'false'],
      ['trash-tab-proposals', 'true'],
    ]);
    expect(screen.getByTestId('trash-tab-proposals').textContent).toBe('Proposals');
    expect(row.textContent).toContain('OLD FAIR');
    expect(row.textContent).toContain('Declined');
    expect(screen.getByTestId('trash-retention').textContent).toBe('Deleted proposals are kept 30 days, then purged.');
    expect(screen.getByTestId(`trashed-proposal-${PROPOSAL_ID + 8}`).textContent).toContain('reporter');
    expect(screen.queryByTestId(`proposal-restore-${PROPOSAL_ID + 8}`)).toBeNull();
    await user.click(within(row).getByTestId(`proposal-restore-${PROPOSAL_ID + 7}`));
    expect((await screen.findByTestId('trash-restored')).textContent).toBe('1 proposal restored.');
    expect(server.calls.find((c) => c.method === 'PUT' && c.path === '/api/proposals/restore')?.body).toEqual({ ids: [PROPOSAL_ID + 7] });
  });

  it('lists deleted reports without restore to a report reader', async () => {
    serve({ ...users.viewer, roles: ['ROLE_REPORT_READ'] });
    server.on('GET /api/reports/excluded', { body: { data: [report(6, 'OLD NIGHT SHIFT', { deletedAt: '2026-11-28T12:00:00Z' })], total: 1 } });
    await open();
    await screen.findByTestId(`trashed-report-${REPORT_ID + 6}`);
    expect(tabs()).toEqual([['trash-tab-reports', 'true']]);
    expect(screen.queryByTestId(`report-restore-${REPORT_ID + 6}`)).toBeNull();
  });

  it('shows only the stories tab to a user who reads only rundowns', async () => {
    serve('viewer');
    await open('?kind=assignments&programId=1&date=2026-11-22');
    await screen.findByTestId('trash-row-150');
    expect(tabs()).toEqual([['trash-tab-stories', 'true']]);
    expect(server.calls.some((c) => c.path === '/api/assignments/excluded')).toBe(false);
  });

  it('opens the tab the address names, follows it back, and moves between tabs with the arrow keys', async () => {
    serve(deskProducer);
    const { user, router } = await open('?kind=reportages');
    await screen.findByTestId(`trashed-reportage-${REPORTAGE_ID + 4}`);
    expect(screen.getByTestId('trash-tab-reportages').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByTestId('trash-tab-reportages').tabIndex).toBe(0);
    expect(screen.getByTestId('trash-tab-stories').tabIndex).toBe(-1);
    await user.click(screen.getByTestId('trash-tab-assignments'));
    await screen.findByTestId(`trashed-assignment-${ASSIGNMENT_ID}`);
    await router.navigate(-1);
    await screen.findByTestId(`trashed-reportage-${REPORTAGE_ID + 4}`);
    expect(screen.getByTestId('trash-tab-reportages').getAttribute('aria-selected')).toBe('true');
    // Right from the last tab: the first.
    screen.getByTestId('trash-tab-reportages').focus();
    await user.keyboard('{ArrowRight}');
    expect(router.state.location.search).toBe('?kind=stories');
    expect(document.activeElement).toBe(screen.getByTestId('trash-tab-stories'));
    await screen.findByTestId('trash-panel-stories');
  });

  it('says the trash keeps stories until restored when the retention is 0', async () => {
    serve('viewer');
    server.on('GET /api/rundowns/config', { body: { lockAfterEnd: null, trashRetentionDays: 0, logRetentionDays: 0, versionRetentionDays: 0 } });
    await open();
    expect((await screen.findByTestId('trash-retention')).textContent).toBe('Deleted stories are kept until restored.');
  });
});
