// @vitest-environment jsdom
/**
 * The reportage editor (/reportages/editReportage/:id, /reportages/newReportage): the sections in the
 * story's script editor (add, retype, reorder, type, save in the API's JSON shape with the revision and
 * this tab's lock), the edit lock (holder, take over, told when it is taken over, the typed text kept),
 * field problems beside their fields, approval, and a new reportage created and opened in its editor.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScriptedReportage, ScriptedReportageIn } from '@newsroom/api';
import { deliver } from '../../test/fakeHub';
import { lockOf, serveEditLock } from '../../test/fakeLocks';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { serveFiles, storedFile, uploads } from '../files/fakeUploads';
import { ID, reportage, reportageUsers, serveBasics } from './fixtures';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);
vi.mock('../files/upload', async () => (await import('../files/fakeUploads')).fakeUploadModule);

const server = fakeServer();
const { ReportageEditPage } = await import('./ReportageEditPage');
const { NewReportagePage } = await import('./NewReportagePage');
beforeEach(() => void server.calls.splice(0));

// jsdom has no layout: ProseMirror asks for coordinates, which are all zero here.
document.elementFromPoint ??= () => null;
Range.prototype.getClientRects ??= () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

const FILES = [storedFile(41, 'flood.jpg'), storedFile(42, 'report.pdf'), storedFile(43, 'bridge.png')];

/** The gateway of reportage ID: the document, saves (409 on an old revision), approval, its lock (free unless `lockedBy`). */
function serve(me: (typeof reportageUsers)[keyof typeof reportageUsers], start: ScriptedReportage = reportage(0, 'RIVER FLOODS')) {
  let current = start;
  serveBasics(server, me);
  server.on(`GET /api/reportages/${ID}`, () => ({ body: current }));
  serveFiles(server, FILES);
  server.on(`PUT /api/reportages/${ID}`, ({ body }) => {
    const input = body as ScriptedReportageIn;
    if (input.revision !== current.revision) return { status: 409, body: { code: 'conflict', message: 'Conflict.' } };
    if (input.private && current.approved) return { status: 422, body: { code: 'validation', message: 'Invalid.', fields: { private: { code: 'approved_private' } } } };
    if (!input.slug) return { status: 422, body: { code: 'validation', message: 'Invalid.', fields: { slug: { code: 'required' }, sections: { code: 'too_many', params: { max: 100 } } } } };
    const { revision: _r, lockUuid: _l, ...fields } = input;
    current = { ...current, ...fields, revision: current.revision + 1 } as ScriptedReportage;
    return { body: current };
  });
  server.on('PUT /api/reportages/approve', () => {
    current = { ...current, approved: true, revision: current.revision + 1 };
    return { body: [current] };
  });
  return serveEditLock(server, ID, me);
}

const open = () => renderApp(<ReportageEditPage />, { path: '/reportages/editReportage/:id', route: `/reportages/editReportage/${ID}` });
const saves = () => server.calls.filter((c) => c.method === 'PUT' && c.path === `/api/reportages/${ID}`).map((c) => c.body as ScriptedReportageIn);
const held = async () => {
  const editor = await screen.findByTestId('reportage-editor');
  await waitFor(() => expect(editor.dataset.lock).toBe('held'));
  return editor;
};
const P = (text: string) => ({ type: 'paragraph', children: [{ text }] });

describe('the reportage editor', () => {
  it('edits the sections in the script editor: adds one, changes its kind, moves it, types, and saves them in the JSON shape with the revision and the lock', async () => {
    serve(reportageUsers.reporter);
    const { user } = await open();
    const editor = await held();
    const lockUuid = (server.calls.find((c) => c.method === 'PUT' && c.path === `/api/locks/${ID}`)?.body as { uuid: string }).uuid;
    expect(screen.getAllByTestId(/^script-item-\d+$/).map((li) => li.dataset.kind)).toEqual(['LEAD', 'OFF', 'INTERVIEW', 'FOOTNOTE']);
    // The presenter's lead and footnote are set apart from the package.
    expect(screen.getByTestId('script-item-0').className).toContain('voice-presenter');
    expect(screen.getByTestId('script-item-1').className).toContain('voice-reporter');
    expect(screen.getByTestId('item-read-0').textContent).toBe('Presenter00:02');
    expect(screen.getByTestId('item-read-2').textContent).toBe('Recorded sound');

    // A stand-up at the end, turned into a closing, moved above the footnote.
    await user.click(screen.getByTestId('add-item-APPEARANCE'));
    expect(screen.getByTestId('script-item-4').dataset.kind).toBe('APPEARANCE');
    await user.selectOptions(screen.getByTestId('item-kind-4'), 'CLOSURE');
    await user.click(screen.getByTestId('item-up-4'));
    expect(screen.getAllByTestId(/^script-item-\d+$/).map((li) => li.dataset.kind)).toEqual(['LEAD', 'OFF', 'INTERVIEW', 'CLOSURE', 'FOOTNOTE']);
    // Text typed into the lead (TipTap): the caret starts at its beginning.
    screen.getByTestId('item-body-0').focus();
    await user.keyboard('Tonight: ');
    await waitFor(() => expect(editor.dataset.dirty).toBe('true'));
    expect(screen.getByTestId('reportage-status').dataset.state).toBe('dirty');

    await user.click(screen.getByTestId('reportage-save'));
    await waitFor(() => expect(screen.getByTestId('reportage-status').dataset.state).toBe('saved'));
    expect(editor.dataset.dirty).toBe('false');
    expect(saves()).toHaveLength(1);
    expect(saves()[0]).toEqual({
      slug: 'RIVER FLOODS',
      date: '2026-11-28',
      programIds: [1],
      reporterIds: [4],
      editorIds: [3],
      private: false,
      allowedUserIds: [],
      assignmentId: null,
      attachmentIds: [],
      sections: [
        { kind: 'LEAD', content: [P('Tonight: The river rose two metres overnight.')] },
        { kind: 'OFF', content: [P('Firefighters worked all night.')] },
        { kind: 'INTERVIEW', content: [P('We lost everything.')] },
        { kind: 'CLOSURE', content: [P('')] },
        { kind: 'FOOTNOTE', content: [P('The bridge stays closed until Monday.')] },
      ],
      revision: 3,
      lockUuid,
    });
    expect(screen.getByTestId('reportage-status').textContent).toContain('revision 4');
  });

  it('keeps its attachments through a save of other fields; an upload or a removal is a change to save', async () => {
    serve({ ...reportageUsers.reporter, roles: [...reportageUsers.reporter.roles, 'ROLE_MEDIA_WRITE'] }, reportage(0, 'RIVER FLOODS', { attachmentIds: [41, 42] }));
    const { user } = await open();
    const editor = await held();
    await waitFor(() => expect(screen.getByTestId('reportage-attachments-list-42').textContent).toContain('report.pdf'));
    await user.type(screen.getByTestId('reportage-slug'), ' LIVE');
    await user.click(screen.getByTestId('reportage-save'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({ slug: 'RIVER FLOODS LIVE', attachmentIds: [41, 42] });
    await waitFor(() => expect(editor.dataset.dirty).toBe('false'));

    // A photo uploaded goes at the end: unsaved until saved.
    await user.upload(screen.getByTestId('reportage-attachments-upload-input'), new File([new Uint8Array(10)], 'bridge.png', { type: 'image/png' }));
    uploads.at(-1)?.finish(FILES[2]);
    await waitFor(() => expect(editor.dataset.dirty).toBe('true'));
    await user.click(screen.getByRole('button', { name: 'Remove flood.jpg' }));
    await user.click(screen.getByTestId('reportage-save'));
    await waitFor(() => expect(saves()).toHaveLength(2));
    expect(saves()[1]).toMatchObject({ attachmentIds: [42, 43], revision: 4 });
    await waitFor(() => expect(editor.dataset.dirty).toBe('false'));
    // Attachments take no approval away.
    expect(screen.queryByTestId('reportage-approval-warning')).toBeNull();
  });

  it('removes a section, asking first when it has text', async () => {
    serve(reportageUsers.reporter);
    const { user } = await open();
    await held();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(true);
    await user.click(screen.getByTestId('item-remove-2'));
    expect(confirm).toHaveBeenCalledWith('Remove section 3 (Interview (sound bite)) and its text?');
    confirm.mockRestore();
    expect(screen.getAllByTestId(/^script-item-\d+$/).map((li) => li.dataset.kind)).toEqual(['LEAD', 'OFF', 'FOOTNOTE']);
  });

  it('is read only under the holder while someone else edits it; takes it over; is told at once when it is taken back, keeping what was typed', async () => {
    const backend = serve(reportageUsers.reporter);
    backend.lockedBy(reportageUsers.editor);
    const { user } = await open();
    const editor = await screen.findByTestId('reportage-editor');
    const banner = await screen.findByTestId('lock-banner');
    await waitFor(() => expect(banner.dataset.holder).toBe('editor'));
    expect(banner.textContent).toContain('Being edited by editor since');
    expect(editor.dataset.canWrite).toBe('false');
    expect(screen.getByTestId('item-body-0').getAttribute('contenteditable')).toBe('false');
    expect(screen.getByTestId<HTMLInputElement>('reportage-slug').matches(':disabled')).toBe(true);
    expect(screen.queryByTestId('reportage-save')).toBeNull();
    expect(screen.queryByTestId('add-items')).toBeNull();

    await user.click(screen.getByTestId('take-over'));
    await waitFor(() => expect(editor.dataset.lock).toBe('held'));
    await user.type(screen.getByTestId('reportage-slug'), ' LIVE');
    screen.getByTestId('item-body-1').focus();
    await user.keyboard('Still ');

    // The editor takes it back: the take_over event of /topic/reportages.
    deliver('/topic/reportages', { event: 'take_over', entity: 'reportage', id: ID, data: null, lock: lockOf(ID, 'their-tab', reportageUsers.editor) });
    await waitFor(() => expect(editor.dataset.lock).toBe('lost'));
    expect(screen.getByTestId('reportage-lock-lost').textContent).toBe('Your edit lock was taken over by editor. What you typed is kept here, read only, until you have the lock again.');
    expect(screen.getByTestId<HTMLInputElement>('reportage-slug').value).toBe('RIVER FLOODS LIVE');
    expect(screen.getByTestId('item-body-1').textContent).toBe('Still Firefighters worked all night.');
    expect(screen.getByTestId('item-body-1').getAttribute('contenteditable')).toBe('false');
    expect(editor.dataset.dirty).toBe('true');
    expect(saves()).toEqual([]);
  });

  it('puts each problem of a 422 beside its field, approved_private in the words of reportages', async () => {
    serve(reportageUsers.reporter, reportage(0, 'RIVER FLOODS', { approved: true }));
    const { user } = await open();
    await held();
    await user.click(screen.getByTestId('reportage-private'));
    await user.click(screen.getByTestId('reportage-save'));
    expect((await screen.findByTestId('error-reportage-private')).textContent).toBe('An approved reportage cannot be made private.');

    await user.click(screen.getByTestId('reportage-private'));
    await user.clear(screen.getByTestId('reportage-slug'));
    // Changing what goes on air of an approved reportage takes the approval away: said before saving.
    expect(screen.getByTestId('reportage-approval-warning')).toBeTruthy();
    await user.click(screen.getByTestId('reportage-save'));
    expect((await screen.findByTestId('error-reportage-slug')).textContent).toBe('Required field.');
    expect(screen.getByTestId('error-reportage-sections').textContent).toBe('At most 100.');
    await user.type(screen.getByTestId('reportage-slug'), 'R');
    expect(screen.queryByTestId('error-reportage-slug')).toBeNull();
  });

  it('lets a NEWS_REPORT admin approve it from the editor, keeping what is typed and saving on the new revision', async () => {
    serve(reportageUsers.editor);
    const { user } = await open();
    await held();
    await user.type(screen.getByTestId('reportage-slug'), ' LIVE');
    await user.click(screen.getByTestId('reportage-approve'));
    expect(await screen.findByTestId(`reportage-approved-${ID}`)).toBeTruthy();
    expect(screen.getByTestId<HTMLInputElement>('reportage-slug').value).toBe('RIVER FLOODS LIVE');
    expect(screen.getByTestId('reportage-disapprove')).toBeTruthy();
    // The slug changed: saving takes the approval away, and the editor says so.
    expect(screen.getByTestId('reportage-approval-warning')).toBeTruthy();
    await user.click(screen.getByTestId('reportage-save'));
    await waitFor(() => expect(saves()).toHaveLength(1));
    expect(saves()[0]).toMatchObject({ slug: 'RIVER FLOODS LIVE', revision: 4 });
  });
});

describe('a new reportage', () => {
  it('starts with its lead, is created with its fields and sections, and opens in its editor', async () => {
    serveBasics(server, reportageUsers.reporter);
    server.on('POST /api/reportages', ({ body }) => ({ status: 201, body: reportage(0, (body as ScriptedReportageIn).slug, body as Partial<ScriptedReportage>) }));
    const { user, router } = await renderApp(<NewReportagePage />, {
      path: '/reportages/newReportage',
      route: '/reportages/newReportage?date=2026-12-01',
      others: [{ path: '/reportages/editReportage/:id', element: <p data-testid="edit-page" /> }],
    });
    const editor = await screen.findByTestId('reportage-editor');
    expect(editor.dataset.lock).toBe('none');
    expect(screen.getByTestId('reportage-editor-title').textContent).toBe('New reportage');
    expect(screen.getAllByTestId(/^script-item-\d+$/).map((li) => li.dataset.kind)).toEqual(['LEAD']);
    expect(screen.getByTestId<HTMLInputElement>('reportage-date').value).toBe('2026-12-01');
    await user.type(screen.getByTestId('reportage-slug'), 'BRIDGE REOPENS');
    await user.click(await within(screen.getByTestId('reportage-programIds')).findByTestId('reportage-programIds-2'));
    await user.click(await screen.findByTestId('reportage-reporterIds-4'));
    await user.click(screen.getByTestId('add-item-OFF'));
    screen.getByTestId('item-body-1').focus();
    await user.keyboard('Traffic is back.');
    await user.click(screen.getByTestId('reportage-save'));
    await screen.findByTestId('edit-page');
    expect(router.state.location.pathname).toBe(`/reportages/editReportage/${ID}`);
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({
      slug: 'BRIDGE REOPENS',
      date: '2026-12-01',
      programIds: [2],
      reporterIds: [4],
      editorIds: [],
      private: false,
      allowedUserIds: [],
      assignmentId: null,
      attachmentIds: [],
      sections: [
        { kind: 'LEAD', content: [P('')] },
        { kind: 'OFF', content: [P('Traffic is back.')] },
      ],
    });
  });
});
