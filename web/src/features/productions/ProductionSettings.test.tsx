// @vitest-environment jsdom
/** The default tasks of checklists (PRODUCTION admin), from /productions: edited as rows, saved whole; a 422 said under them. */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { productionUsers, serveBasics } from './fixtures';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);

const server = fakeServer();
const { ProductionsPage } = await import('./ProductionsPage');
beforeEach(() => void server.calls.splice(0));

const admin = { ...productionUsers.producer, roles: [...productionUsers.producer.roles, 'ROLE_PRODUCTION_ADMIN'] };

function serve(me: { id: number; nickname: string; roles: string[] }) {
  serveBasics(server, me);
  server.on('GET /api/productions', { body: [] });
  server.on('GET /api/productions/config', { body: { defaultTasks: ['Filming permit', 'Book the van'] } });
  server.on('PUT /api/productions/config', ({ body }) => {
    const { defaultTasks } = body as { defaultTasks: string[] };
    if (defaultTasks.some((t) => !t.trim())) return { status: 422, body: { code: 'validation', message: 'Invalid.', fields: { defaultTasks: { code: 'required' } } } };
    return { body };
  });
}

const open = () => renderApp(<ProductionsPage />, { path: '/productions', route: '/productions?date=2026-11-28' });

describe('the checklist settings', () => {
  it('are for PRODUCTION admins only', async () => {
    serve(productionUsers.producer);
    await open();
    await screen.findByTestId('productions-empty');
    expect(screen.queryByRole('button', { name: 'Checklist settings' })).toBeNull();
  });

  it('edit the default tasks as rows and save them whole; a 422 is said under them', async () => {
    serve(admin);
    const { user } = await open();
    await user.click(await screen.findByRole('button', { name: 'Checklist settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Checklist settings' });
    expect((await within(dialog).findByRole('textbox', { name: 'Default task 1' }) as HTMLInputElement).value).toBe('Filming permit');
    await user.click(within(dialog).getByRole('button', { name: 'Move default task 2 up' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add default task' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByTestId('error-production-default-tasks')).textContent).toBe('Required field.');
    await user.type(within(dialog).getByRole('textbox', { name: 'Default task 3' }), 'Charge the batteries');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.calls.filter((c) => c.method === 'PUT').map((c) => c.body).at(-1)).toEqual({ defaultTasks: ['Book the van', 'Filming permit', 'Charge the batteries'] });
  });
});
