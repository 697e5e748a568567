// @vitest-environment jsdom
/**
 * One section of a reportage edited alone (/reportages/editReportageItem/:id?section=): opened under the
 * reportage's edit lock with its slug, day, kind and reading time; typed and saved as the whole reportage
 * with only that section changed (the revision and this tab's lock sent), then back to the reportage;
 * Cancel gives the lock back (asking first over unsaved text); a section the reportage does not have is
 * said so; someone else's save meanwhile keeps the text (409 `conflict`); the lock held elsewhere, taken
 * over and lost as in the whole editor; and the reportage page's Edit link of each section, for writers.
 */
import type { Editor } from '@tiptap/react';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReportageSection, ScriptedReportage, ScriptedReportageIn } from '@newsroom/api';
import { deliver, subscribed } from '../../test/fakeHub';
import { lockOf, serveEditLock } from '../../test/fakeLocks';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { ID, reportage, reportageUsers, SECTIONS, serveBasics } from './fixtures';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);

const server = fakeServer();
const { ReportageSectionEditPage, sectionIndexOf } = await import('./ReportageSectionEditPage');
const { ReportagePage } = await import('./ReportagePage');
beforeEach(() => void server.calls.splice(0));

// jsdom has no layout: ProseMirror asks for coordinates, which are all zero here.
document.elementFromPoint ??= () => null;
Range.prototype.getClientRects ??= () => ({ length: 0, item: () => null, [Symbol.iterator]: [][Symbol.iterator] }) as unknown as DOMRectList;
Range.prototype.getBoundingClientRect ??= () => new DOMRect();

const P = (text: string) => ({ type: 'paragraph' as const, children: [{ text }] });

/** The gateway of reportage ID: the document, saves (409 on an old revision), its lock; `change` saves it as someone else would. */
function serve(me: (typeof reportageUsers)[keyof typeof reportageUsers], start: ScriptedReportage = reportage(0, 'RIVER FLOODS')) {
  let current = start;
  serveBasics(server, me);
  server.on(`GET /api/reportages/${ID}`, () => ({ body: current }));
  server.on(`PUT /api/reportages/${ID}`, ({ body }) => {
    const input = body as ScriptedReportageIn;
    if (input.revision !== current.revision) return { status: 409, body: { code: 'conflict', message: 'Conflict.' } };
    const { revision: _r, lockUuid: _l, ...fields } = input;
    current = { ...current, ...fields, revision: current.revision + 1 } as ScriptedReportage;
    return { body: current };
  });
  const lock = serveEditLock(server, ID, me);
  return { ...lock, change: (next: Partial<ScriptedReportage>) => (current = { ...current, ...next, revision: current.revision + 1 }) };
}

const VIEW = { path: '/reportages/reportageView/:id', element: <p data-testid="view-page" /> };
const open = (search: string) => renderApp(<ReportageSectionEditPage />, { path: '/reportages/editReportageItem/:id', route: `/reportages/editReportageItem/${ID}${search}`, others: [VIEW] });
const saves = () => server.calls.filter((c) => c.method === 'PUT' && c.path === `/api/reportages/${ID}`).map((c) => c.body as ScriptedReportageIn);
const reads = () => server.calls.filter((c) => c.method === 'GET' && c.path === `/api/reportages/${ID}`).length;
const lockCalls = (method: string) => server.calls.filter((c) => c.method === method && c.path === `/api/locks/${ID}`);
const held = async () => {
  const editor = await screen.findByTestId('reportage-section-editor');
  await waitFor(() => expect(editor.dataset.lock).toBe('held'));
  return editor;
};
/** Types `text` at the end of the section's text box (TipTap keeps its editor on its element; jsdom has no Ctrl+End). */
async function typeAtEnd(user: Awaited<ReturnType<typeof open>>['user'], index: number, text: string) {
  const body = screen.getByTestId(`item-body-${index}`) as HTMLElement & { editor: Editor };
  // The caret at the end, and the focus at once (TipTap's own waits a frame).
  body.editor.commands.focus('end');
  body.focus();
  await user.keyboard(text);
}

describe('a reportage section edited alone', () => {
  it('opens under the edit lock with the slug, day, kind and reading time; saves the whole reportage with only that section changed, the revision and lock sent, and goes back to the reportage', async () => {
    serve(reportageUsers.reporter);
    const { user, router } = await open('?section=1');
    const editor = await held();
    const lockUuid = (lockCalls('PUT')[0]?.body as { uuid: string }).uuid;
    expect(lockUuid).toBeTruthy();

    expect(screen.getByTestId('reportage-section-slug').textContent).toBe('RIVER FLOODS');
    expect(screen.getByTestId('reportage-section-date').textContent).toBe('Saturday, November 28, 2026');
    expect(screen.getByTestId('reportage-section-title').textContent).toBe('Voice-over (OFF)Section 2 of 4');
    expect(editor.dataset.kind).toBe('OFF');
    // That section alone, in the whole editor's section editor: its number and kind, no kind menu, no move nor remove, no add bar.
    expect(screen.getAllByTestId(/^script-item-\d+$/).map((li) => [li.dataset.testid, li.dataset.kind])).toEqual([['script-item-1', 'OFF']]);
    expect(screen.getByTestId('item-kind-label-1').textContent).toBe('OFF');
    for (const absent of ['item-kind-1', 'item-up-1', 'item-down-1', 'item-remove-1', 'add-items']) expect(screen.queryByTestId(absent)).toBeNull();
    expect(screen.getByTestId('item-body-1').textContent).toBe('Firefighters worked all night.');
    expect(screen.getByTestId('item-body-1').getAttribute('contenteditable')).toBe('true');
    // Who reads it and how long, as typed: 4 words at 180 a minute.
    expect(screen.getByTestId('item-read-1').textContent).toBe('Reporter00:02');
    expect(screen.getByTestId<HTMLButtonElement>('reportage-section-save').disabled).toBe(true);
    expect(screen.getByTestId('reportage-section-status').dataset.state).toBe('clean');

    await typeAtEnd(user, 1, ' Two hundred homes were evacuated.');
    await waitFor(() => expect(editor.dataset.dirty).toBe('true'));
    expect(screen.getByTestId('reportage-section-status').dataset.state).toBe('dirty');
    expect(screen.getByTestId('item-read-1').textContent).toBe('Reporter00:03');

    await user.click(screen.getByTestId('reportage-section-save'));
    await screen.findByTestId('view-page');
    expect(router.state.location.pathname).toBe(`/reportages/reportageView/${ID}`);
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
      sections: [SECTIONS[0], { kind: 'OFF', content: [P('Firefighters worked all night. Two hundred homes were evacuated.')] }, SECTIONS[2], SECTIONS[3]],
      revision: 3,
      lockUuid,
    });
    // Leaving gave the lock back.
    await waitFor(() => expect(lockCalls('DELETE')).toHaveLength(1));
    expect(lockCalls('DELETE')[0].search).toContain(lockUuid);
  });

  it('Cancel goes back to the reportage and gives the lock back; over unsaved text it asks first', async () => {
    serve(reportageUsers.reporter);
    const { user, router } = await open('?section=0');
    await held();
    expect(screen.getByTestId('reportage-section-title').textContent).toBe('LeadSection 1 of 4');
    await typeAtEnd(user, 0, ' Roads are closed.');
    await waitFor(() => expect(screen.getByTestId('reportage-section-editor').dataset.dirty).toBe('true'));

    await user.click(screen.getByTestId('reportage-section-cancel'));
    expect((await screen.findByTestId('leave-dialog')).textContent).toContain('The reportage “RIVER FLOODS” has changes that are not saved.');
    await user.click(screen.getByTestId('leave-stay'));
    expect(screen.queryByTestId('leave-dialog')).toBeNull();
    expect(screen.getByTestId('item-body-0').textContent).toBe('The river rose two metres overnight. Roads are closed.');
    expect(lockCalls('DELETE')).toHaveLength(0);

    await user.click(screen.getByTestId('reportage-section-cancel'));
    await user.click(await screen.findByTestId('leave-discard'));
    await screen.findByTestId('view-page');
    expect(router.state.location.pathname).toBe(`/reportages/reportageView/${ID}`);
    await waitFor(() => expect(lockCalls('DELETE')).toHaveLength(1));
    expect(saves()).toEqual([]);
  });

  it('Cancel without changes leaves at once, giving the lock back', async () => {
    serve(reportageUsers.reporter);
    const { user } = await open('?section=3');
    await held();
    await user.click(screen.getByTestId('reportage-section-cancel'));
    await screen.findByTestId('view-page');
    expect(screen.queryByTestId('leave-dialog')).toBeNull();
    await waitFor(() => expect(lockCalls('DELETE')).toHaveLength(1));
    expect(saves()).toEqual([]);
  });

  it('says a section the reportage does not have does not exist, with the way back, and takes no lock', async () => {
    serve(reportageUsers.reporter);
    const { user } = await open('?section=4');
    expect((await screen.findByTestId('reportage-section-missing-text')).textContent).toBe('The reportage “RIVER FLOODS” has no section 5.');
    expect(screen.getByRole('heading').textContent).toBe('This section does not exist');
    expect(screen.queryByTestId('reportage-section-editor')).toBeNull();
    expect(lockCalls('PUT')).toEqual([]);
    await user.click(screen.getByTestId('reportage-section-missing-back'));
    await screen.findByTestId('view-page');
  });

  it('says so for an address without a section, or with one that is not an index', async () => {
    serve(reportageUsers.reporter);
    await open('');
    expect((await screen.findByTestId('reportage-section-missing-text')).textContent).toBe('The address does not say which section of the reportage “RIVER FLOODS” to edit.');
    expect(screen.getByTestId('reportage-section-missing-back').getAttribute('href')).toBe(`/reportages/reportageView/${ID}`);
    expect(lockCalls('PUT')).toEqual([]);
    expect([sectionIndexOf('2'), sectionIndexOf('0'), sectionIndexOf(null), sectionIndexOf('-1'), sectionIndexOf('1.5'), sectionIndexOf('x'), sectionIndexOf('')]).toEqual([2, 0, null, null, null, null, null]);
  });

  it('keeps the text when someone else saved meanwhile (409 conflict) in the whole editor’s words; Keep mine saves it into their version', async () => {
    const backend = serve(reportageUsers.reporter);
    const { user } = await open('?section=1');
    const editor = await held();
    await typeAtEnd(user, 1, ' Water everywhere.');
    await waitFor(() => expect(editor.dataset.dirty).toBe('true'));
    // Someone saved it meanwhile (the event missed): a new lead, and this section changed too.
    const theirs: ReportageSection[] = [{ kind: 'LEAD', content: [P('The river is still rising.')] }, { kind: 'OFF', content: [P('Firefighters are tired.')] }, SECTIONS[2], SECTIONS[3]];
    backend.change({ sections: theirs });

    await user.click(screen.getByTestId('reportage-section-save'));
    const notice = await screen.findByTestId('reportage-changed-elsewhere');
    expect(notice.textContent).toContain('Someone else saved this reportage meanwhile. Your text is kept: load their version, or keep yours');
    expect(screen.getByTestId('item-body-1').textContent).toBe('Firefighters worked all night. Water everywhere.');
    expect(editor.dataset.dirty).toBe('true');
    expect(saves().map((b) => b.revision)).toEqual([3]);

    // Their version arrives (the conflict reloads it); Keep mine: this section's text goes into it.
    await waitFor(() => expect(reads()).toBeGreaterThanOrEqual(2));
    await user.click(screen.getByTestId('reportage-keep-mine'));
    expect(screen.queryByTestId('reportage-changed-elsewhere')).toBeNull();
    await user.click(screen.getByTestId('reportage-section-save'));
    await screen.findByTestId('view-page');
    expect(saves()).toHaveLength(2);
    expect(saves()[1]).toMatchObject({ revision: 4, sections: [theirs[0], { kind: 'OFF', content: [P('Firefighters worked all night. Water everywhere.')] }, SECTIONS[2], SECTIONS[3]] });
  });

  it('takes in a change of another section made elsewhere without a word, and saves this section into it', async () => {
    const backend = serve(reportageUsers.reporter);
    const { user } = await open('?section=1');
    const editor = await held();
    await typeAtEnd(user, 1, ' Water everywhere.');
    await waitFor(() => expect(editor.dataset.dirty).toBe('true'));
    await waitFor(() => expect(subscribed()).toContain('/topic/reportages'));
    const lead = { kind: 'LEAD' as const, content: [P('Good evening.')] };
    backend.change({ sections: [lead, SECTIONS[1], SECTIONS[2], SECTIONS[3]], approved: true });
    deliver('/topic/reportages', { event: 'updated', entity: 'reportage', id: ID, data: null, lock: null });
    await waitFor(() => expect(screen.getByTestId(`reportage-approved-${ID}`)).toBeTruthy());
    expect(screen.queryByTestId('reportage-changed-elsewhere')).toBeNull();
    expect(screen.getByTestId('item-body-1').textContent).toBe('Firefighters worked all night. Water everywhere.');

    await user.click(screen.getByTestId('reportage-section-save'));
    await screen.findByTestId('view-page');
    expect(saves()).toHaveLength(1);
    expect(saves()[0]).toMatchObject({ revision: 4, sections: [lead, { kind: 'OFF', content: [P('Firefighters worked all night. Water everywhere.')] }, SECTIONS[2], SECTIONS[3]] });
  });

  it('asks over unsaved text when this section was changed elsewhere; Load their version takes theirs', async () => {
    const backend = serve(reportageUsers.reporter);
    const { user } = await open('?section=1');
    const editor = await held();
    await typeAtEnd(user, 1, ' Water everywhere.');
    await waitFor(() => expect(editor.dataset.dirty).toBe('true'));
    await waitFor(() => expect(subscribed()).toContain('/topic/reportages'));
    backend.change({ sections: [SECTIONS[0], { kind: 'OFF', content: [P('Firefighters are tired.')] }, SECTIONS[2], SECTIONS[3]] });
    deliver('/topic/reportages', { event: 'updated', entity: 'reportage', id: ID, data: null, lock: null });
    await screen.findByTestId('reportage-changed-elsewhere');
    expect(screen.getByTestId('item-body-1').textContent).toBe('Firefighters worked all night. Water everywhere.');

    await user.click(screen.getByTestId('reportage-take-theirs'));
    await waitFor(() => expect(screen.getByTestId('item-body-1').textContent).toBe('Firefighters are tired.'));
    expect(editor.dataset.dirty).toBe('false');
    expect(screen.queryByTestId('reportage-changed-elsewhere')).toBeNull();
    expect(saves()).toEqual([]);
  });

  it('is read only under the holder while someone else edits the reportage; takes it over; is told when it is taken back, keeping what was typed', async () => {
    const backend = serve(reportageUsers.reporter);
    backend.lockedBy(reportageUsers.editor);
    const { user } = await open('?section=1');
    const editor = await screen.findByTestId('reportage-section-editor');
    const banner = await screen.findByTestId('lock-banner');
    await waitFor(() => expect(banner.dataset.holder).toBe('editor'));
    expect(banner.textContent).toContain('Being edited by editor since');
    expect(editor.dataset.canWrite).toBe('false');
    expect(screen.getByTestId('item-body-1').getAttribute('contenteditable')).toBe('false');
    expect(screen.queryByTestId('reportage-section-save')).toBeNull();
    expect(screen.getByTestId('reportage-section-status').dataset.state).toBe('readOnly');

    await user.click(screen.getByTestId('take-over'));
    await waitFor(() => expect(editor.dataset.lock).toBe('held'));
    await typeAtEnd(user, 1, ' Still there.');
    await waitFor(() => expect(editor.dataset.dirty).toBe('true'));

    deliver('/topic/reportages', { event: 'take_over', entity: 'reportage', id: ID, data: null, lock: lockOf(ID, 'their-tab', reportageUsers.editor) });
    await waitFor(() => expect(editor.dataset.lock).toBe('lost'));
    expect(screen.getByTestId('reportage-lock-lost').textContent).toBe('Your edit lock was taken over by editor. What you typed is kept here, read only, until you have the lock again.');
    expect(screen.getByTestId('item-body-1').textContent).toBe('Firefighters worked all night. Still there.');
    expect(screen.getByTestId('item-body-1').getAttribute('contenteditable')).toBe('false');
    expect(screen.queryByTestId('reportage-section-save')).toBeNull();
    expect(saves()).toEqual([]);
  });
});

describe('the reportage page', () => {
  const openView = () => renderApp(<ReportagePage />, { path: '/reportages/reportageView/:id', route: `/reportages/reportageView/${ID}` });

  it('gives each section a small Edit link to edit it alone, for writers', async () => {
    serve(reportageUsers.reporter);
    await openView();
    const sections = await screen.findByTestId('reportage-sections');
    const links = await within(sections).findAllByTestId(/^reportage-section-edit-\d+$/);
    expect(links.map((a) => a.getAttribute('href'))).toEqual([0, 1, 2, 3].map((i) => `/reportages/editReportageItem/${ID}?section=${i}`));
    expect(links[1].textContent).toBe('Edit');
    expect(links[1].getAttribute('aria-label')).toBe('Edit section 2 (Voice-over (OFF)) alone');
    // Each in its own section's column.
    expect(within(within(sections).getByTestId('script-item-2')).getByTestId('reportage-section-edit-2')).toBeTruthy();
  });

  it('gives a reader no Edit link', async () => {
    serve(reportageUsers.viewer);
    await openView();
    const sections = await screen.findByTestId('reportage-sections');
    await within(sections).findByText('Firefighters worked all night.');
    expect(within(sections).queryAllByTestId(/^reportage-section-edit-\d+$/)).toEqual([]);
  });
});
