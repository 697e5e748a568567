// @vitest-environment jsdom
/** The access log as an administrator sees it, against the gateway at the fetch boundary. */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AccessLogEntry } from '@newsroom/api';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { AccessLogsPage } from './AccessLogsPage';

const server = fakeServer();

const admin = { id: 9, name: 'Ada Admin', nickname: 'admin', email: 'admin@example.com', group_ids: [1], roles: ['ROLE_ADMIN_READ'] };

const line = (at: string, event: AccessLogEntry['event'], login: string, ip: string): AccessLogEntry => ({ at, event, login, ip, userAgent: 'Firefox', userId: null }) as AccessLogEntry;

const LINES = [
  line('2026-11-25T05:10:00Z', 'LOGIN', 'producer', '10.0.0.7'),
  line('2026-11-25T05:09:00Z', 'THROTTLED', 'producer', '10.0.0.7'),
  line('2026-11-25T05:08:00Z', 'LOGIN_FAILED', 'admin', '192.168.1.2'),
];

function serve(total = LINES.length) {
  server.on('GET /api/users/me', { body: admin });
  server.on('GET /api/access_logs', ({ url }) => {
    const login = url.searchParams.get('login') ?? '';
    const ip = url.searchParams.get('ip') ?? '';
    const data = LINES.filter((l) => l.login.includes(login) && l.ip.startsWith(ip));
    return { body: { data, total: login || ip ? data.length : total } };
  });
}

const open = () => renderApp(<AccessLogsPage />, { path: '/admin/access-logs', route: '/admin/access-logs' });
const asked = () => server.calls.filter((c) => c.path === '/api/access_logs').map((c) => c.search);

describe('AccessLogsPage', () => {
  it('lists the lines in the order the server gives (newest first) with translated events', async () => {
    serve();
    await open();
    const rows = await screen.findAllByTestId('access-log-row');
    expect(rows.map((r) => r.dataset.event)).toEqual(['LOGIN', 'THROTTLED', 'LOGIN_FAILED']);
    expect(rows[1].textContent).toContain('Too many attempts');
    expect(rows[2].textContent).toContain('Sign-in failed');
    expect(rows[0].querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-25T05:10:00Z');
    expect(asked()[0]).toBe('?page=0&size=25');
  });

  it('filters by login name and by address once the typing pauses', async () => {
    serve();
    const { user } = await open();
    await screen.findAllByTestId('access-log-row');
    const before = asked().length;
    await user.type(screen.getByTestId('access-logs-login'), 'adm');
    await waitFor(() => expect(screen.getAllByTestId('access-log-row')).toHaveLength(1));
    await user.type(screen.getByTestId('access-logs-ip'), '192.');
    await waitFor(() => expect(asked().at(-1)).toBe('?login=adm&ip=192.&page=0&size=25'));
    expect(asked().slice(before)).not.toContain('?login=a&page=0&size=25');
  });

  it('pages through a long log', async () => {
    serve(60);
    const { user } = await open();
    expect((await screen.findByTestId('access-logs-pager')).textContent).toContain('1–25 of 60');
    await user.click(screen.getByTestId('access-logs-next'));
    await waitFor(() => expect(asked().at(-1)).toBe('?page=1&size=25'));
    expect(screen.getByTestId('access-logs-pager').textContent).toContain('26–50 of 60');
  });
});
