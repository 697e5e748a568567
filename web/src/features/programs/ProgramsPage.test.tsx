// @vitest-environment jsdom
/** The program administration as a program writer sees it, against the gateway at the fetch boundary. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { ProgramsPage } from './ProgramsPage';

const server = fakeServer();

const writer = { id: 9, name: 'Ada Admin', nickname: 'admin', email: 'admin@example.com', group_ids: [1], roles: ['ROLE_PROGRAM_WRITE'] };
const program = (id: number, name: string, extra: object = {}) => ({ id, name, start: '20:00:00', end: '20:45:00', production: 'PT40M', active: true, allowedGroups: [], legacyMode: false, drawer: true, editors: [], imageEditors: [], announcers: [], cgDeviceId: null, ...extra });

describe('ProgramsPage', () => {
  it('lists every program, disabled ones too, with the groups allowed by name', async () => {
    server.on('GET /api/users/me', { body: writer });
    server.on('GET /api/groups', { body: [{ id: 4, name: 'Night team', permissions: {}, editors: false, imageEditors: false, producers: true, reporters: false, categories: [], userCount: 1 }] });
    server.on('GET /api/programs', { body: [program(1, 'Evening News'), program(2, 'Late Show', { allowedGroups: [4], active: false, production: null, legacyMode: true })] });
    await renderApp(<ProgramsPage />, { path: '/admin/programs', route: '/admin/programs' });
    const open = await screen.findByTestId('program-row-1');
    expect(open.textContent).toContain('Every group');
    expect(open.textContent).toContain('Active');
    const late = screen.getByTestId('program-row-2');
    expect(late.textContent).toContain('Disabled');
    expect(late.textContent).toContain('Yes');
    await screen.findByText('Night team');
    expect(server.calls.find((c) => c.path === '/api/programs')?.search).toBe('?all=true');
  });
});
