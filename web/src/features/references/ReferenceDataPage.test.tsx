// @vitest-environment jsdom
/** The registrations: a list per kind with its usage, add (a name in use refused), a vehicle's medium, rename, delete, a value in use kept, a reader's view. */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fakeServer';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);
const { deliver } = await import('../../test/fakeHub');
import { renderApp } from '../../test/renderApp';
import { ReferenceDataPage } from './ReferenceDataPage';

const server = fakeServer();
beforeEach(() => void server.calls.splice(0));
afterEach(() => vi.restoreAllMocks());

const admin = { id: 9, name: 'Ada Admin', nickname: 'admin', email: 'admin@example.com', groupIds: [1], roles: ['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE'] };

function serve(me = admin) {
  server.on('GET /api/users/me', { body: me });
  server.on('GET /api/classifications', { body: [{ id: 1, name: 'Feature' }, { id: 2, name: 'Hard news' }] });
  server.on('GET /api/classifications/usage_count', { body: [{ id: 2, count: 3 }] });
  server.on('GET /api/vehicles', { body: [{ id: 7, name: 'Channel 4', medium: 'TV' }] });
  server.on('GET /api/vehicles/usage_count', { body: [] });
}
const open = () => renderApp(<ReferenceDataPage />, { path: '/admin/registrations', route: '/admin/registrations' });

describe('ReferenceDataPage', () => {
  it("shows another administrator's change at once: its kind's list reloads, another kind's does not", async () => {
    serve();
    await open();
    await screen.findByTestId('reference-row-2');
    const loads = (path: string) => server.calls.filter((c) => c.method === 'GET' && c.path === path).length;
    const before = loads('/api/classifications');
    server.on('GET /api/classifications', { body: [{ id: 1, name: 'Feature' }, { id: 2, name: 'Hard news' }, { id: 5, name: 'Opinion' }] });
    deliver('/topic/references', { event: 'updated', entity: 'reference', kind: 'vehicles', id: 7, data: { id: 7, name: 'Van', medium: 'TV' } });
    deliver('/topic/references', { event: 'created', entity: 'reference', kind: 'classifications', id: 5, data: { id: 5, name: 'Opinion' } });
    expect((await screen.findByTestId('reference-row-5')).textContent).toContain('Opinion');
    expect(loads('/api/classifications')).toBe(before + 1);
    expect(loads('/api/vehicles')).toBe(0);
  });

  it('lists the classifications with how many documents use each, and keeps a used one from deletion', async () => {
    serve();
    await open();
    const used = await screen.findByTestId('reference-row-2');
    await waitFor(() => expect(within(used).getByTestId('reference-usage-2').textContent).toBe('3 documents'));
    expect(screen.getByTestId('reference-usage-1').textContent).toBe('0 documents');
    expect(screen.getByTestId<HTMLButtonElement>('reference-delete-2').disabled).toBe(true);
    expect(screen.getByTestId<HTMLButtonElement>('reference-delete-1').disabled).toBe(false);
  });

  it('adds a value, and says a name the list has is taken', async () => {
    serve();
    let tries = 0;
    server.on('POST /api/classifications', ({ body }) => (++tries === 1 ? { status: 409, body: { code: 'conflict', message: '' } } : { status: 201, body: { id: 3, ...(body as object) } }));
    const { user } = await open();
    await user.type(await screen.findByTestId('reference-name'), 'hard news');
    await user.click(screen.getByTestId('reference-save'));
    expect((await screen.findByTestId('error-reference-name')).textContent).toBe('This name is already in the list.');
    await user.clear(screen.getByTestId('reference-name'));
    await user.type(screen.getByTestId('reference-name'), 'Opinion');
    await user.click(screen.getByTestId('reference-save'));
    expect((await screen.findByTestId('references-notice')).dataset.notice).toBe('created');
    expect(server.calls.filter((c) => c.method === 'POST' && c.path === '/api/classifications').map((c) => c.body)).toEqual([{ name: 'hard news' }, { name: 'Opinion' }]);
  });

  it("gives a vehicle its medium, renames one, and tells why a deletion was refused", async () => {
    serve();
    server.on('POST /api/vehicles', ({ body }) => ({ status: 201, body: { id: 8, ...(body as object) } }));
    server.on('PUT /api/vehicles/7', ({ body }) => ({ body: { id: 7, ...(body as object) } }));
    server.on('DELETE /api/vehicles/7', { status: 409, body: { code: 'reference_in_use', message: '' } });
    vi.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = await open();
    await user.click(await screen.findByTestId('references-tab-vehicles'));
    expect((await screen.findByTestId('reference-row-7')).textContent).toContain('TV');
    await user.type(screen.getByTestId('reference-name'), 'Radio One');
    await user.selectOptions(screen.getByTestId('reference-medium'), 'Radio');
    await user.click(screen.getByTestId('reference-save'));
    await screen.findByTestId('references-notice');
    await user.click(screen.getByTestId('reference-edit-7'));
    expect(screen.getByTestId<HTMLInputElement>('reference-name').value).toBe('Channel 4');
    await user.clear(screen.getByTestId('reference-name'));
    await user.type(screen.getByTestId('reference-name'), 'Channel Four');
    await user.click(screen.getByTestId('reference-save'));
    await waitFor(() => expect(screen.getByTestId('references-notice').dataset.notice).toBe('saved'));
    expect(server.calls.filter((c) => c.path.startsWith('/api/vehicles') && (c.method === 'POST' || c.method === 'PUT')).map((c) => [c.method, c.body])).toEqual([
      ['POST', { name: 'Radio One', medium: 'RADIO' }],
      ['PUT', { name: 'Channel Four', medium: 'TV' }],
    ]);
    await user.click(screen.getByTestId('reference-delete-7'));
    expect((await screen.findByTestId('references-error')).textContent).toContain('This value could not be deleted as it is being used in a document.');
  });

  it('puts an institution in a segment with its phone and person to ask for, and counts a segment by its institutions', async () => {
    serve();
    server.on('GET /api/segments', { body: [{ id: 20, name: 'Security' }] });
    server.on('GET /api/segments/usage_count', { body: [{ id: 20, count: 1 }] });
    server.on('GET /api/institutions', { body: [{ id: 30, name: 'Fire Brigade', segmentId: 20, phone: '+1 555 0101', contact: 'Press office' }] });
    server.on('GET /api/institutions/usage_count', { body: [] });
    let tries = 0;
    server.on('POST /api/institutions', ({ body }) =>
      ++tries === 1 ? { status: 422, body: { code: 'validation', message: '', fields: { segmentId: { code: 'required' }, phone: { code: 'invalid' } } } } : { status: 201, body: { id: 31, ...(body as object) } },
    );
    const { user } = await open();
    await user.click(await screen.findByTestId('references-tab-segments'));
    await waitFor(() => expect(screen.getByTestId('reference-usage-20').textContent).toBe('1 institution'));
    expect(screen.getByTestId<HTMLButtonElement>('reference-delete-20').disabled).toBe(true);
    await user.click(screen.getByTestId('references-tab-institutions'));
    const row = await screen.findByTestId('reference-row-30');
    await waitFor(() => expect(within(row).getByTestId('reference-segment-30').textContent).toBe('Security'));
    expect(within(row).getByRole('link', { name: '+1 555 0101' }).getAttribute('href')).toBe('tel:+15550101');
    await user.type(screen.getByTestId('reference-name'), 'General Hospital');
    await user.type(screen.getByTestId('reference-phone'), 'ask Joe');
    await user.click(screen.getByTestId('reference-save'));
    expect((await screen.findByTestId('error-reference-segment')).textContent).toBe('Required field.');
    expect(screen.getByTestId('error-reference-phone')).toBeTruthy();
    await user.selectOptions(screen.getByTestId('reference-segment'), 'Security');
    await user.clear(screen.getByTestId('reference-phone'));
    await user.type(screen.getByTestId('reference-phone'), '+1 555 0102');
    await user.type(screen.getByTestId('reference-contact'), 'Front desk');
    await user.click(screen.getByTestId('reference-save'));
    expect((await screen.findByTestId('references-notice')).dataset.notice).toBe('created');
    expect(server.calls.filter((c) => c.method === 'POST' && c.path === '/api/institutions').map((c) => c.body)).toEqual([
      { name: 'General Hospital', segmentId: null, phone: 'ask Joe', contact: '' },
      { name: 'General Hospital', segmentId: 20, phone: '+1 555 0102', contact: 'Front desk' },
    ]);
  });

  it("keeps the reports' categories at /api/reports/categories, with how many reports name each, reloaded on their kind's messages", async () => {
    serve();
    server.on('GET /api/reports/categories', { body: [{ id: 31, name: 'Police' }, { id: 32, name: 'Traffic' }] });
    server.on('GET /api/reports/categories/usage_count', { body: [{ id: 31, count: 2 }] });
    server.on('POST /api/reports/categories', ({ body }) => ({ status: 201, body: { id: 33, ...(body as object) } }));
    const { user } = await open();
    await user.click(await screen.findByTestId('references-tab-report_categories'));
    expect(screen.getByTestId('references-tab-report_categories').textContent).toBe('Report categories');
    await waitFor(() => expect(screen.getByTestId('reference-usage-31').textContent).toBe('2 documents'));
    expect(screen.getByTestId<HTMLButtonElement>('reference-delete-31').disabled).toBe(true);
    expect(screen.getByLabelText('New report category')).toBe(screen.getByTestId('reference-name'));
    await user.type(screen.getByTestId('reference-name'), 'Fire');
    await user.click(screen.getByTestId('reference-save'));
    expect((await screen.findByTestId('references-notice')).dataset.notice).toBe('created');
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([['/api/reports/categories', { name: 'Fire' }]]);
    // Another administrator's change of the categories reloads them.
    server.on('GET /api/reports/categories', { body: [{ id: 31, name: 'Police' }, { id: 32, name: 'Traffic' }, { id: 34, name: 'Weather' }] });
    deliver('/topic/references', { event: 'created', entity: 'reference', kind: 'report_categories', id: 34, data: { id: 34, name: 'Weather' } });
    expect((await screen.findByTestId('reference-row-34')).textContent).toContain('Weather');
  });

  it('keeps the groups of contacts at /api/contacts/groups, with how many contacts each has; one with contacts cannot be deleted', async () => {
    serve();
    server.on('GET /api/contacts/groups', { body: [{ id: 41, name: 'Civil defence' }, { id: 42, name: 'Hospitals' }] });
    server.on('GET /api/contacts/groups/usage_count', { body: [{ id: 41, count: 3 }] });
    server.on('POST /api/contacts/groups', ({ body }) => ({ status: 201, body: { id: 43, ...(body as object) } }));
    const { user } = await open();
    await user.click(await screen.findByTestId('references-tab-contact_groups'));
    expect(screen.getByTestId('references-tab-contact_groups').textContent).toBe('Contact groups');
    await waitFor(() => expect(screen.getByTestId('reference-usage-41').textContent).toBe('3 contacts'));
    const del = screen.getByTestId<HTMLButtonElement>('reference-delete-41');
    expect([del.disabled, del.title]).toEqual([true, 'It has contacts: it cannot be deleted.']);
    expect(screen.getByTestId<HTMLButtonElement>('reference-delete-42').disabled).toBe(false);
    await user.type(screen.getByLabelText('New contact group'), 'Courts');
    await user.click(screen.getByTestId('reference-save'));
    expect((await screen.findByTestId('references-notice')).dataset.notice).toBe('created');
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body])).toEqual([['/api/contacts/groups', { name: 'Courts' }]]);
  });

  it('shows an administration reader the lists without changes', async () => {
    serve({ ...admin, roles: ['ROLE_ADMIN_READ'] });
    await open();
    await screen.findByTestId('reference-row-1');
    expect(screen.queryByTestId('reference-form')).toBeNull();
    expect(screen.queryByTestId('reference-delete-1')).toBeNull();
  });
});
