// @vitest-environment jsdom
/** The templates dialog of the rundown toolbar: save as, a taken name, list and delete. */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProgramId, RundownId } from '@newsroom/api';
import { fakeServer } from '../../test/fakeServer';
import { renderApp, users } from '../../test/renderApp';
import { TemplatesDialog } from './TemplatesDialog';

const server = fakeServer();
beforeEach(() => void server.calls.splice(0));

const rundown = { id: 3 as RundownId, programId: 1 as ProgramId, programName: 'Evening News' };

function serve() {
  let templates = [{ id: 7, programId: 1, name: 'Weekday', blocks: 4, stories: 9 }];
  server.on('GET /api/users/me', { body: users.producer });
  server.on('GET /api/programs/1/templates', () => ({ body: templates }));
  server.on('POST /api/rundowns/3/template', ({ body }) => {
    const { name } = body as { name: string };
    if (templates.some((t) => t.name === name)) return { status: 409, body: { code: 'conflict', message: '' } };
    templates = [...templates, { id: 8, programId: 1, name, blocks: 3, stories: 5 }];
    return { status: 201, body: templates.at(-1) };
  });
  server.on('DELETE /api/templates/*', ({ url }) => {
    templates = templates.filter((t) => `/api/templates/${t.id}` !== url.pathname);
    return { status: 204 };
  });
}

const open = () => renderApp(<TemplatesDialog rundown={rundown} onClose={() => {}} />, { path: '/', route: '/' });

describe('TemplatesDialog', () => {
  it('saves the rundown as a template, which the list then shows', async () => {
    serve();
    const { user } = await open();
    await screen.findByTestId('template-row-7');
    await user.type(screen.getByTestId('template-name'), ' Weekend ');
    await user.click(screen.getByTestId('template-save'));
    expect((await screen.findByTestId('template-saved')).textContent).toBe('Saved as template “Weekend”.');
    await screen.findByTestId('template-row-8');
    expect(server.calls.find((c) => c.method === 'POST')?.body).toEqual({ name: 'Weekend' });
  });

  it('asks before replacing a template of a taken name, and only then sends overwrite', async () => {
    serve();
    server.on('POST /api/rundowns/3/template', ({ body }) =>
      (body as { overwrite?: boolean }).overwrite ? { status: 201, body: { id: 7, programId: 1, name: 'Weekday', blocks: 3, stories: 5 } } : { status: 409, body: { code: 'conflict', message: '' } },
    );
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = await open();
    await user.type(await screen.findByTestId('template-name'), 'Weekday');
    await user.click(screen.getByTestId('template-save'));
    expect((await screen.findByTestId('template-save-error')).dataset.code).toBe('conflict');
    expect(confirm).toHaveBeenCalledWith('The program already has a template “Weekday”. Replace the template “Weekday” with this rundown?');
    await user.click(screen.getByTestId('template-save'));
    expect((await screen.findByTestId('template-saved')).textContent).toBe('Saved as template “Weekday”.');
    expect(server.calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([{ name: 'Weekday' }, { name: 'Weekday' }, { name: 'Weekday', overwrite: true }]);
  });

  it('deletes a template after asking', async () => {
    serve();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValueOnce(true);
    const { user } = await open();
    const row = await screen.findByTestId('template-row-7');
    await user.click(within(row).getByTestId('template-delete-7'));
    expect(server.calls.some((c) => c.method === 'DELETE')).toBe(false);
    await user.click(within(row).getByTestId('template-delete-7'));
    await screen.findByTestId('template-list-empty');
    expect(confirm).toHaveBeenLastCalledWith('Delete the template “Weekday”? Rundowns made from it keep their blocks.');
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/templates/7']));
  });
});
