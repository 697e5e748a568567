// @vitest-environment jsdom
/** /assignments/assignment/:id: one assignment read-only, Edit for writers under the edit lock, a 409 with its reload, private and allowed users the owner's only, Send to rundown for rundown writers. */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { serveEditLock } from '../../test/fakeLocks';
import { fakeServer } from '../../test/fakeServer';
import { renderApp, users } from '../../test/renderApp';
import { serveFiles, storedFile, uploads } from '../files/fakeUploads';
import { sampleRundown, story } from '../rundown/fixtures';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);
vi.mock('../files/upload', async () => (await import('../files/fakeUploads')).fakeUploadModule);

const server = fakeServer();
const { AssignmentPage } = await import('./AssignmentPage');
beforeEach(() => void server.calls.splice(0));

const ID = 1_000_000_000_007;
const stored = {
  id: ID,
  slug: 'FIRE DOWNTOWN',
  content: 'Crew at the corner of 5th and Main.\nCall the fire chief.',
  date: '2026-11-22',
  programIds: [1, 2],
  producerIds: [1],
  editorIds: [3],
  reporterIds: [4],
  private: true,
  allowedUserIds: [3],
  classificationId: null,
  editorialId: null,
  typeId: null,
  vehicleIds: [],
  attachmentIds: [] as number[],
  teamIds: [] as number[],
  priority: true,
  pending: true,
  state: 'COVERING',
  owner: { id: 1, nickname: 'producer' },
  revision: 3,
  createdAt: '2026-11-22T10:00:00Z',
  updatedAt: '2026-11-22T10:30:00Z',
  deletedAt: null,
};

const FILES = [storedFile(41, 'fire.jpg'), storedFile(42, 'permit.pdf', { size: 3 * 1024 * 1024 }), storedFile(43, 'crew.jpg')];

function serve(me: { id: number; nickname: string; roles: string[] } & Record<string, unknown>, current = { ...stored }) {
  let assignment = current;
  server.on('GET /api/users/me', { body: me });
  server.on('GET /api/programs', {
    body: [
      { id: 1, name: 'Evening News', start: '19:00:00', end: '19:30:00' },
      { id: 2, name: 'Midday Bulletin', start: '12:00:00', end: '12:15:00' },
    ],
  });
  const people = [
    { id: 1, name: 'Paula Producer', nickname: 'producer' },
    { id: 3, name: 'Eddie Editor', nickname: 'editor' },
    { id: 4, name: 'Rita Reporter', nickname: 'reporter' },
  ];
  server.on('GET /api/users/active', { body: people });
  server.on('GET /api/users/producers', { body: [people[0]] });
  server.on('GET /api/users/editors', { body: [people[1]] });
  server.on('GET /api/users/reporters', { body: [people[2]] });
  server.on(`GET /api/assignments/${ID}`, () => ({ body: assignment }));
  serveFiles(server, FILES);
  server.on(`GET /api/assignments/${ID}/revisions`, () => ({
    body: [3, 2, 1].map((number) => ({ number, at: `2026-11-22T1${number}:00:00Z`, userId: 1, nickname: number === 2 ? 'editor' : 'producer', slug: 'FIRE DOWNTOWN' })),
  }));
  server.on(`GET /api/assignments/${ID}/revisions/1`, {
    body: {
      summary: { number: 1, at: '2026-11-22T11:00:00Z', userId: 1, nickname: 'producer', slug: 'FIRE DOWNTOWN' },
      state: 'PRODUCING',
      deleted: false,
      diff: [
        { op: 'equal', text: 'Slug: FIRE DOWNTOWN' },
        { op: 'delete', text: 'State: PRODUCING' },
        { op: 'insert', text: 'State: COVERING' },
      ],
    },
  });
  server.on(`PUT /api/assignments/${ID}`, ({ body }) => {
    const input = body as typeof stored;
    if (input.revision !== assignment.revision) return { status: 409, body: { code: 'conflict', message: 'Conflict.' } };
    assignment = { ...assignment, ...input, revision: assignment.revision + 1 };
    return { body: assignment };
  });
  // The edit lock: free unless `lockedBy` gave it to another user's tab; a take-over moves it.
  const lock = serveEditLock(server, ID, me);
  return {
    changeMeanwhile: (slug: string) => (assignment = { ...assignment, slug, revision: assignment.revision + 1 }),
    lockedBy: lock.lockedBy,
  };
}

/** The saves of the assignment (not the lock calls). */
const saves = () => server.calls.filter((c) => c.method === 'PUT' && c.path === `/api/assignments/${ID}`).map((c) => c.body as { slug: string; revision: number; lockUuid?: string; pending?: boolean; attachmentIds?: number[]; teamIds?: number[] });

/** A team as `GET /api/teams?date=` describes it on the assignment's day. */
const team = (id: number, name: string, members: { userId: number; function: string }[], extra: Record<string, unknown> = {}) => ({
  id,
  name,
  date: '2026-11-22',
  start: '06:00',
  end: '14:00',
  members,
  notes: '',
  oneDay: false,
  since: '2026-11-01',
  startsOn: '2026-11-01',
  deactivatedFrom: null,
  ...extra,
});

/** The teams of the assignment's day, with those deleted shortly before it. */
function serveTeams() {
  server.on('GET /api/teams', ({ url }) =>
    url.searchParams.get('date') === '2026-11-22' && url.searchParams.get('includeRecentDeactivations') === 'true'
      ? {
          body: [
            team(5, 'Crew A', [
              { userId: 4, function: 'Reporter' },
              { userId: 3, function: 'Camera' },
            ]),
            team(6, 'Crew B', []),
            team(7, 'Night crew', [{ userId: 1, function: 'Driver' }], { deactivatedFrom: '2026-11-20' }),
          ],
        }
      : { body: [] },
  );
}

const writer = (user: 'producer' | 'editor') => ({ ...users[user], roles: [...users[user].roles, 'ROLE_ASSIGNMENT_READ', 'ROLE_ASSIGNMENT_WRITE'] });
const open = () => renderApp(<AssignmentPage />, { path: '/assignments/assignment/:id', route: `/assignments/assignment/${ID}` });

describe('AssignmentPage', () => {
  it('shows its history, newest first, and what changed since a revision', async () => {
    serve({ ...users.viewer, roles: [...users.viewer.roles, 'ROLE_ASSIGNMENT_READ'] });
    const { user } = await open();
    const history = await screen.findByTestId('assignment-history');
    await waitFor(() => expect(within(history).getAllByTestId(/^revision-\d+$/).map((b) => b.textContent)).toHaveLength(3));
    expect(within(history).getByTestId('revision-3').textContent).toContain('current');
    expect(within(history).getByTestId('revision-2').textContent).toContain('editor');
    await user.click(within(history).getByTestId('revision-1'));
    const lines = await within(history).findAllByTestId('diff-line');
    expect(lines.map((l) => [l.dataset.op, l.querySelector('.diff-text')?.textContent])).toEqual([
      ['equal', 'Slug: FIRE DOWNTOWN'],
      ['delete', 'State: PRODUCING'],
      ['insert', 'State: COVERING'],
    ]);
  });

  it('writes a reportage from it for who may write reportages, and opens its editor', async () => {
    serve({ ...users.viewer, roles: [...users.viewer.roles, 'ROLE_ASSIGNMENT_READ', 'ROLE_NEWS_REPORT_READ', 'ROLE_NEWS_REPORT_WRITE'] });
    const made = 1_000_000_000_011;
    server.on(`POST /api/reportages/assignment/${ID}`, { status: 201, body: { id: made, slug: 'FIRE DOWNTOWN' } });
    const { user, router } = await renderApp(<AssignmentPage />, {
      path: '/assignments/assignment/:id',
      route: `/assignments/assignment/${ID}`,
      others: [{ path: '/reportages/editReportage/:id', element: <p data-testid="reportage-editor-page" /> }],
    });
    // A reportage writer who may not write assignments: no Edit, but Write reportage.
    await user.click(await screen.findByTestId('assignment-write-reportage'));
    await screen.findByTestId('reportage-editor-page');
    expect(router.state.location.pathname).toBe(`/reportages/editReportage/${made}`);
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`/api/reportages/assignment/${ID}`]);
  });

  it('says why a reportage could not be written from it', async () => {
    serve({ ...users.viewer, roles: [...users.viewer.roles, 'ROLE_ASSIGNMENT_READ', 'ROLE_NEWS_REPORT_READ', 'ROLE_NEWS_REPORT_WRITE'] });
    server.on(`POST /api/reportages/assignment/${ID}`, { status: 404, body: { code: 'not_found', message: 'Page does not exist.' } });
    const { user } = await open();
    await user.click(await screen.findByTestId('assignment-write-reportage'));
    expect((await screen.findByTestId('assignment-write-reportage-error')).dataset.code).toBe('not_found');
  });

  it('shows every field read-only, and no Edit to a reader', async () => {
    serve({ ...users.viewer, roles: [...users.viewer.roles, 'ROLE_ASSIGNMENT_READ'] });
    await open();
    await screen.findByTestId('assignment-view');
    expect(screen.getByTestId('assignment-title').textContent).toBe('FIRE DOWNTOWN');
    expect(screen.getByTestId('assignment-view-state').textContent).toBe('Covering');
    await waitFor(() => expect(screen.getByTestId('assignment-view-programs').textContent).toBe('Evening News, Midday Bulletin'));
    await waitFor(() => expect(screen.getByTestId('assignment-view-reporters').textContent).toBe('Rita Reporter'));
    expect(screen.getByTestId('assignment-view-editors').textContent).toBe('Eddie Editor');
    expect(screen.getByTestId('assignment-view-indications').textContent).toBe('PriorityPending');
    expect(screen.getByTestId('assignment-view-visibility').textContent).toBe('Private · Eddie Editor');
    expect(screen.getByTestId('assignment-view-owner').textContent).toBe('producer');
    expect(screen.getByTestId('assignment-view-content').textContent).toBe(stored.content);
    expect(screen.getByTestId('assignment-back').getAttribute('href')).toBe('/assignments?date=2026-11-22');
    expect(screen.queryByTestId('assignment-edit')).toBeNull();
    expect(screen.queryByTestId('assignment-write-reportage')).toBeNull();
    expect(screen.queryByTestId('send-to-rundown')).toBeNull();
    expect(screen.queryByRole('textbox')).toBeNull();
    // It attaches nothing: no attachments at all.
    expect(screen.queryByTestId('assignment-attachments')).toBeNull();
    expect(server.calls.some((c) => c.path === '/api/files')).toBe(false);
  });

  it('shows its attachments, in order, with thumbnails and links', async () => {
    serve({ ...users.viewer, roles: [...users.viewer.roles, 'ROLE_ASSIGNMENT_READ'] }, { ...stored, attachmentIds: [42, 41] });
    await open();
    const section = await screen.findByTestId('assignment-attachments');
    expect(within(section).getByRole('heading').textContent).toBe('Attachments');
    const links = await within(section).findAllByTestId('attachment-link');
    expect(links.map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/api/files/42', 'PDFpermit.pdf3 MB'],
      ['/api/files/41', 'fire.jpg1.5 kB'],
    ]);
    expect(within(section).getByTestId('attachment-thumb').getAttribute('src')).toBe('/api/files/41/thumbnail');
    expect(within(section).queryByRole('button')).toBeNull();
  });

  it('keeps the attachments through an edit of other fields, and saves a removal', async () => {
    serve(writer('producer'), { ...stored, attachmentIds: [41, 42] });
    const { user } = await open();
    await user.click(await screen.findByTestId('assignment-edit'));
    const dialog = await screen.findByTestId('assignment-dialog');
    await waitFor(() => expect(within(dialog).getByTestId('assignment-attachments-list-42').textContent).toContain('permit.pdf'));
    // No ROLE_MEDIA_WRITE: the files show and can be removed, but no upload.
    expect(within(dialog).queryByTestId('assignment-attachments-upload-input')).toBeNull();
    await user.type(within(dialog).getByTestId('assignment-slug'), ' LIVE');
    await user.click(within(dialog).getByTestId('assignment-save'));
    await waitFor(() => expect(screen.queryByTestId('assignment-dialog')).toBeNull());
    expect(saves()[0]).toMatchObject({ slug: 'FIRE DOWNTOWN LIVE', attachmentIds: [41, 42] });

    await user.click(screen.getByTestId('assignment-edit'));
    const again = await screen.findByTestId('assignment-dialog');
    await user.click(await within(again).findByRole('button', { name: 'Remove fire.jpg' }));
    await user.click(within(again).getByTestId('assignment-save'));
    await waitFor(() => expect(screen.queryByTestId('assignment-dialog')).toBeNull());
    expect(saves()[1]).toMatchObject({ attachmentIds: [42], revision: 4 });
    await waitFor(() => expect(within(screen.getByTestId('assignment-attachments')).getAllByTestId('attachment-link')).toHaveLength(1));
  });

  it('says under the attachments when one may not be attached (422 unknown_value)', async () => {
    serve(writer('producer'), { ...stored, attachmentIds: [41] });
    server.on(`PUT /api/assignments/${ID}`, { status: 422, body: { code: 'validation', message: 'Invalid.', fields: { attachmentIds: { code: 'unknown_value' } } } });
    const { user } = await open();
    await user.click(await screen.findByTestId('assignment-edit'));
    const dialog = await screen.findByTestId('assignment-dialog');
    await waitFor(() => expect(within(dialog).getByTestId('assignment-form').dataset.lock).toBe('held'));
    await user.click(within(dialog).getByTestId('assignment-save'));
    expect((await within(dialog).findByTestId('error-assignment-attachments')).textContent).toBe('This value does not exist any more; choose another.');
    // Removing it clears the problem.
    await user.click(await within(dialog).findByRole('button', { name: 'Remove fire.jpg' }));
    expect(within(dialog).queryByTestId('error-assignment-attachments')).toBeNull();
  });

  it('uploads a file into the dialog, Save waiting for it, and saves it at the end of the attachments', async () => {
    const me = writer('producer');
    serve({ ...me, roles: [...me.roles, 'ROLE_MEDIA_WRITE'] }, { ...stored, attachmentIds: [42] });
    const { user } = await open();
    await user.click(await screen.findByTestId('assignment-edit'));
    const dialog = await screen.findByTestId('assignment-dialog');
    await waitFor(() => expect(within(dialog).getByTestId('assignment-form').dataset.lock).toBe('held'));
    await user.upload(within(dialog).getByTestId('assignment-attachments-upload-input'), new File([new Uint8Array(10)], 'crew.jpg', { type: 'image/jpeg' }));
    expect(within(dialog).getByRole('progressbar', { name: 'Uploading crew.jpg' })).toBeTruthy();
    await waitFor(() => expect((within(dialog).getByTestId('assignment-save') as HTMLButtonElement).disabled).toBe(true));
    uploads.at(-1)?.finish(FILES[2]);
    await waitFor(() => expect((within(dialog).getByTestId('assignment-save') as HTMLButtonElement).disabled).toBe(false));
    await user.click(within(dialog).getByTestId('assignment-save'));
    await waitFor(() => expect(screen.queryByTestId('assignment-dialog')).toBeNull());
    expect(saves()[0]).toMatchObject({ attachmentIds: [42, 43], revision: 3 });
  });

  it('sends it to the rundown of its first program on its day, as a story at the end of the first block that airs, and links to it', async () => {
    serve({ ...users.producer, roles: [...users.producer.roles, 'ROLE_ASSIGNMENT_READ'] });
    server.on('GET /api/rundowns/exists', { body: { status: 'EXIST' } });
    server.on('GET /api/rundowns', { body: sampleRundown() });
    server.on('POST /api/blocks/10/stories/fromDocument', { status: 201, body: story(500, 10, 2, { slug: 'FIRE DOWNTOWN' }) });
    const { user } = await open();
    await user.click(await screen.findByTestId('send-to-rundown'));
    const dialog = await screen.findByTestId('send-to-rundown-dialog');
    await waitFor(() => expect((within(dialog).getByTestId('send-to-rundown-program') as HTMLSelectElement).value).toBe('1'));
    expect((within(dialog).getByTestId('send-to-rundown-date') as HTMLInputElement).value).toBe('2026-11-22');
    expect(((await within(dialog).findByTestId('send-to-rundown-block')) as HTMLSelectElement).value).toBe('10');
    expect(server.calls.find((c) => c.path === '/api/rundowns')?.search).toBe('?date=2026-11-22&programId=1');
    await user.click(within(dialog).getByTestId('send-to-rundown-submit'));
    const notice = await screen.findByTestId('sent-to-rundown');
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ documentId: ID });
    expect(within(notice).getByTestId('sent-to-rundown-open').getAttribute('href')).toBe('/rundown/2026-11-22/1/10/stories/500');
  });

  it('edits, says when someone else changed it meanwhile, reloads their version and saves on it', async () => {
    const backend = serve(writer('producer'));
    const { user } = await open();
    await user.click(await screen.findByTestId('assignment-edit'));
    const dialog = await screen.findByTestId('assignment-dialog');
    expect((within(dialog).getByTestId('assignment-private') as HTMLInputElement).disabled).toBe(false);
    backend.changeMeanwhile('FIRE ON MAIN STREET');
    await user.clear(within(dialog).getByTestId('assignment-slug'));
    await user.type(within(dialog).getByTestId('assignment-slug'), 'FIRE DOWNTOWN LIVE');
    await user.click(within(dialog).getByTestId('assignment-save'));
    expect((await within(dialog).findByTestId('assignment-conflict')).textContent).toContain('changed by someone else meanwhile');
    await user.click(within(dialog).getByTestId('assignment-reload'));
    await waitFor(() => expect((within(dialog).getByTestId('assignment-slug') as HTMLInputElement).value).toBe('FIRE ON MAIN STREET'));
    expect(within(dialog).queryByTestId('assignment-conflict')).toBeNull();
    await user.type(within(dialog).getByTestId('assignment-slug'), ' LIVE');
    await user.click(within(dialog).getByTestId('assignment-save'));
    await waitFor(() => expect(screen.queryByTestId('assignment-dialog')).toBeNull());
    expect(screen.getByTestId('assignment-notice').textContent).toBe('Assignment saved.');
    expect(saves().map((p) => [p.slug, p.revision])).toEqual([
      ['FIRE DOWNTOWN LIVE', 3],
      ['FIRE ON MAIN STREET LIVE', 4],
    ]);
    await waitFor(() => expect(screen.getByTestId('assignment-title').textContent).toBe('FIRE ON MAIN STREET LIVE'));
  });

  it('lets another writer edit but not change who may see it', async () => {
    serve(writer('editor'));
    const { user } = await open();
    await user.click(await screen.findByTestId('assignment-edit'));
    const dialog = await screen.findByTestId('assignment-dialog');
    expect((within(dialog).getByTestId('assignment-private') as HTMLInputElement).disabled).toBe(true);
    expect((within(dialog).getByTestId('assignment-allowedUserIds-3') as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog).getByTestId('assignment-privacy').textContent).toContain('Only its owner (producer) changes who may see it.');
    await user.click(within(dialog).getByTestId('assignment-pending'));
    await user.click(within(dialog).getByTestId('assignment-save'));
    await waitFor(() => expect(screen.queryByTestId('assignment-dialog')).toBeNull());
    expect(saves()[0]).toMatchObject({ pending: false, private: true, allowedUserIds: [3], revision: 3 });
  });

  it('edits under the edit lock: read only with the holder and Take over while someone else has it; the save carries the tab; closing releases it', async () => {
    const backend = serve(writer('producer'));
    backend.lockedBy(users.editor);
    const { user } = await open();
    await user.click(await screen.findByTestId('assignment-edit'));
    const dialog = await screen.findByTestId('assignment-dialog');
    const banner = await within(dialog).findByTestId('lock-banner');
    await waitFor(() => expect(banner.dataset.holder).toBe('editor'));
    expect(banner.textContent).toContain('Being edited by editor since');
    expect(within(dialog).getByTestId('assignment-slug').matches(':disabled')).toBe(true);
    expect(within(dialog).getByTestId('assignment-pending').matches(':disabled')).toBe(true);
    expect((within(dialog).getByTestId('assignment-save') as HTMLButtonElement).disabled).toBe(true);

    await user.click(within(dialog).getByTestId('take-over'));
    await waitFor(() => expect(within(dialog).getByTestId('assignment-form').dataset.lock).toBe('held'));
    expect(within(dialog).queryByTestId('lock-banner')).toBeNull();
    await user.type(within(dialog).getByTestId('assignment-slug'), ' LIVE');
    await user.click(within(dialog).getByTestId('assignment-save'));
    await waitFor(() => expect(screen.queryByTestId('assignment-dialog')).toBeNull());
    // The tab that took the lock over is the one that saves.
    const uuid = (server.calls.find((c) => c.path === `/api/locks/${ID}/take_over`)?.body as { uuid: string }).uuid;
    expect(uuid).toBeTruthy();
    expect(saves()).toEqual([expect.objectContaining({ slug: 'FIRE DOWNTOWN LIVE', lockUuid: uuid })]);
    await waitFor(() => expect(server.calls.some((c) => c.method === 'DELETE' && c.path === `/api/locks/${ID}` && c.search.includes(`uuid=${uuid}`))).toBe(true));
  });

  it('names its teams with their members, a team it names that the day does not list by its id', async () => {
    serve({ ...users.viewer, roles: [...users.viewer.roles, 'ROLE_ASSIGNMENT_READ'] }, { ...stored, teamIds: [5, 9] });
    serveTeams();
    await open();
    await waitFor(() => expect(screen.getByTestId('assignment-view-teams').textContent).toBe('Crew A (reporter, editor); #9'));
    expect(server.calls.find((c) => c.path === '/api/teams')?.search).toBe('?date=2026-11-22&includeRecentDeactivations=true');
  });

  it('asks for no teams when it names none', async () => {
    serve({ ...users.viewer, roles: [...users.viewer.roles, 'ROLE_ASSIGNMENT_READ'] });
    await open();
    await waitFor(() => expect(screen.getByTestId('assignment-view-teams').textContent).toBe('—'));
    expect(server.calls.some((c) => c.path === '/api/teams')).toBe(false);
  });

  it("offers the teams of its day in the dialog, keeps a deleted one it names marked, saves the teams chosen and shows a 422 under them", async () => {
    serve(writer('producer'), { ...stored, teamIds: [7] });
    serveTeams();
    const { user } = await open();
    await user.click(await screen.findByTestId('assignment-edit'));
    const dialog = await screen.findByTestId('assignment-dialog');
    const teams = within(dialog).getByTestId('assignment-teams');
    await waitFor(() => expect(within(teams).getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual(['Crew A (reporter, editor)', 'Crew B', 'Night crew (producer) (deleted)']));
    expect(within(teams).getByRole('group', { name: 'Teams' })).toBeTruthy();
    expect(within(teams).getByTestId<HTMLInputElement>('assignment-teamIds-7').checked).toBe(true);
    await waitFor(() => expect(within(dialog).getByTestId('assignment-form').dataset.lock).toBe('held'));
    await user.click(within(teams).getByTestId('assignment-teamIds-5'));
    server.on(`PUT /api/assignments/${ID}`, { status: 422, body: { code: 'validation', message: 'Invalid.', fields: { teamIds: { code: 'unknown_value' } } } });
    await user.click(within(dialog).getByTestId('assignment-save'));
    expect((await within(dialog).findByTestId('error-assignment-teamIds')).textContent).toBe('This value does not exist any more; choose another.');
    expect(saves()[0].teamIds).toEqual([7, 5]);
    // Taking the deleted team off clears the problem; the save goes through.
    await user.click(within(teams).getByTestId('assignment-teamIds-7'));
    expect(within(dialog).queryByTestId('error-assignment-teamIds')).toBeNull();
    server.on(`PUT /api/assignments/${ID}`, ({ body }) => ({ body: { ...stored, ...(body as object), revision: 4 } }));
    await user.click(within(dialog).getByTestId('assignment-save'));
    await waitFor(() => expect(screen.queryByTestId('assignment-dialog')).toBeNull());
    expect(saves()[1]).toMatchObject({ teamIds: [5], revision: 3 });
  });

  it('lists the checklists made from it for production readers, without Make checklist', async () => {
    serve({ ...users.viewer, roles: [...users.viewer.roles, 'ROLE_ASSIGNMENT_READ', 'ROLE_PRODUCTION_READ'] });
    const checklist = { id: 1_000_000_000_031, slug: 'FIRE DOWNTOWN', tasks: [{ description: 'Permit', status: 'DONE' }, { description: 'Van', status: 'NEW' }] };
    server.on(`GET /api/productions/assignment/${ID}`, { body: [checklist] });
    await open();
    const section = await screen.findByTestId('assignment-checklists');
    expect(within(section).getByRole('heading').textContent).toBe('Checklists');
    const link = await within(section).findByRole('link', { name: 'FIRE DOWNTOWN' });
    expect(link.getAttribute('href')).toBe(`/productions/production/${checklist.id}`);
    expect(within(section).getByTestId(`assignment-checklist-progress-${checklist.id}-count`).textContent).toBe('1/2');
    expect(within(section).queryByRole('button', { name: 'Make checklist' })).toBeNull();
  });

  it('makes a checklist from it for production writers, and opens it', async () => {
    serve({ ...users.viewer, roles: [...users.viewer.roles, 'ROLE_ASSIGNMENT_READ', 'ROLE_PRODUCTION_READ', 'ROLE_PRODUCTION_WRITE'] });
    const made = 1_000_000_000_032;
    server.on(`GET /api/productions/assignment/${ID}`, { body: [] });
    server.on(`POST /api/productions/assignment/${ID}`, { status: 201, body: { id: made, slug: 'FIRE DOWNTOWN', tasks: [] } });
    const { user, router } = await renderApp(<AssignmentPage />, {
      path: '/assignments/assignment/:id',
      route: `/assignments/assignment/${ID}`,
      others: [{ path: '/productions/production/:id', element: <p data-testid="production-page" /> }],
    });
    const section = await screen.findByTestId('assignment-checklists');
    expect((await within(section).findByText('No checklist made from this assignment yet.'))).toBeTruthy();
    await user.click(within(section).getByRole('button', { name: 'Make checklist' }));
    await screen.findByTestId('production-page');
    expect(router.state.location.pathname).toBe(`/productions/production/${made}`);
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`/api/productions/assignment/${ID}`]);
  });

  it('lists the reports made from it for report readers, without Write report', async () => {
    serve({ ...users.viewer, roles: [...users.viewer.roles, 'ROLE_ASSIGNMENT_READ', 'ROLE_REPORT_READ'] });
    const made = { id: 1_000_000_000_051, slug: 'FIRE DOWNTOWN' };
    server.on(`GET /api/reports/assignment/${ID}`, { body: [made] });
    await open();
    const section = await screen.findByTestId('assignment-reports');
    expect(within(section).getByRole('heading').textContent).toBe('Reports');
    const link = await within(section).findByRole('link', { name: 'FIRE DOWNTOWN' });
    expect(link.getAttribute('href')).toBe(`/reports/report/${made.id}`);
    expect(within(section).queryByRole('link', { name: 'Write report' })).toBeNull();
    expect(screen.queryByTestId('assignment-checklists')).toBeNull();
  });

  it('offers report writers Write report, which opens the report begun from it', async () => {
    serve({ ...users.viewer, roles: [...users.viewer.roles, 'ROLE_ASSIGNMENT_READ', 'ROLE_REPORT_READ', 'ROLE_REPORT_WRITE'] });
    server.on(`GET /api/reports/assignment/${ID}`, { body: [] });
    await open();
    const section = await screen.findByTestId('assignment-reports');
    expect(await within(section).findByText('No report made from this assignment yet.')).toBeTruthy();
    expect(within(section).getByRole('link', { name: 'Write report' }).getAttribute('href')).toBe(`/assignments/newReport/${ID}`);
    // Nothing is made until the link is followed.
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('shows no checklists nor reports to who may not read them', async () => {
    serve({ ...users.viewer, roles: [...users.viewer.roles, 'ROLE_ASSIGNMENT_READ'] });
    await open();
    await screen.findByTestId('assignment-view');
    expect(screen.queryByTestId('assignment-checklists')).toBeNull();
    expect(server.calls.some((c) => c.path.startsWith('/api/productions'))).toBe(false);
    expect(screen.queryByTestId('assignment-reports')).toBeNull();
    expect(server.calls.some((c) => c.path.startsWith('/api/reports'))).toBe(false);
  });
});
