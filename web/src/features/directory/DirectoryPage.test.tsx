// @vitest-environment jsdom
/** The directory service: saving with group mappings, field problems, the connection test, synchronisation. */
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { DirectoryPage } from './DirectoryPage';
import { SYNC_POLL_MS } from './DirectorySyncPanel';

const server = fakeServer();

const admin = { id: 9, name: 'Ada Admin', nickname: 'admin', email: 'admin@example.com', groupIds: [1], roles: ['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE', 'ROLE_ADMIN_ADMIN'] };
const defaults = { enabled: false, url: '', startTls: false, bindDn: '', passwordSet: false, baseDn: '', userFilter: '(objectClass=inetOrgPerson)', loginAttribute: 'uid', nameAttribute: 'cn', emailAttribute: 'mail', groupMappings: [] };
const groups = [
  { id: 1, name: 'Administrators' },
  { id: 4, name: 'Editors' },
];
const report = { startedAt: '2026-11-25T08:00:00Z', finishedAt: '2026-11-25T08:00:05Z', created: 3, updated: 1, deactivated: 2, skipped: 4, error: null };

function serve(config: object = defaults, sync: object = { running: false, last: null }) {
  server.on('GET /api/users/me', { body: admin });
  server.on('GET /api/directory/config', { body: config });
  server.on('GET /api/groups', { body: groups });
  server.on('GET /api/directory/sync', { body: sync });
}
const open = () => renderApp(<DirectoryPage />, { path: '/admin/directory', route: '/admin/directory' });
const lastPut = () => server.calls.filter((c) => c.method === 'PUT').at(-1)?.body as Record<string, unknown>;

describe('DirectoryPage', () => {
  it('saves the settings with a group mapping and a bind password', async () => {
    serve();
    server.on('PUT /api/directory/config', ({ body }) => ({ body: { ...(body as object), passwordSet: true } }));
    const { user } = await open();
    expect((await screen.findByTestId<HTMLInputElement>('directory-userFilter')).value).toBe('(objectClass=inetOrgPerson)');
    expect(screen.getByText('ldap://host:389 with StartTLS, or ldaps://host:636.')).toBeTruthy();
    await user.click(screen.getByTestId('directory-enabled'));
    await user.type(screen.getByTestId('directory-url'), 'ldap://ldap.example.org');
    expect(screen.getByTestId('directory-plain-warning').textContent).toMatch(/not encrypted/);
    await user.click(screen.getByTestId('directory-startTls'));
    await user.type(screen.getByTestId('directory-bindDn'), 'cn=newsroom,dc=example,dc=org');
    await user.type(screen.getByTestId('directory-bindPassword'), 'pw');
    await user.type(screen.getByTestId('directory-baseDn'), 'ou=people,dc=example,dc=org');
    await user.click(screen.getByTestId('directory-mapping-add'));
    await user.click(screen.getByTestId('directory-mapping-add'));
    await user.type(screen.getByTestId('directory-mapping-0-dn'), 'cn=editors,ou=groups,dc=example,dc=org');
    await user.selectOptions(screen.getByTestId('directory-mapping-0-group'), 'Editors');
    await user.click(screen.getByTestId('directory-save'));
    await screen.findByTestId('directory-saved');
    expect(lastPut()).toEqual({
      enabled: true,
      url: 'ldap://ldap.example.org',
      startTls: true,
      bindDn: 'cn=newsroom,dc=example,dc=org',
      bindPassword: 'pw',
      baseDn: 'ou=people,dc=example,dc=org',
      userFilter: '(objectClass=inetOrgPerson)',
      loginAttribute: 'uid',
      nameAttribute: 'cn',
      emailAttribute: 'mail',
      groupMappings: [{ directoryGroup: 'cn=editors,ou=groups,dc=example,dc=org', groupId: 4 }],
    });
    expect(screen.getByText('A password is stored — leave empty to keep it.')).toBeTruthy();
  }, 15_000);

  it('shows what is wrong beside each field and mapping row', async () => {
    serve({ ...defaults, url: 'ldap://x', baseDn: 'dc=x', groupMappings: [{ directoryGroup: 'cn=gone,dc=x', groupId: 77 }] });
    server.on('PUT /api/directory/config', {
      status: 422,
      body: { code: 'validation', message: '', fields: { url: { code: 'ldap_url' }, userFilter: { code: 'ldap_filter' }, baseDn: { code: 'required' }, 'groupMappings[0].groupId': { code: 'unknown_group' } } },
    });
    const { user } = await open();
    expect(await screen.findByText('Group #77')).toBeTruthy();
    await user.click(screen.getByTestId('directory-save'));
    expect((await screen.findByTestId('error-directory-url')).textContent).toBe("Enter the directory's ldap:// or ldaps:// address.");
    expect(screen.getByTestId('error-directory-userFilter').textContent).toBe('Enter an LDAP filter such as (objectClass=inetOrgPerson).');
    expect(screen.getByTestId('error-directory-baseDn').textContent).toBe('Required field.');
    expect(screen.getByTestId('error-directory-mapping-0-group').textContent).toBe('Unknown group.');
  });

  it('finds a half-filled mapping row before sending', async () => {
    serve();
    const { user } = await open();
    const before = server.calls.length;
    await user.click(await screen.findByTestId('directory-mapping-add'));
    await user.type(screen.getByTestId('directory-mapping-0-dn'), 'cn=a,dc=x');
    await user.click(screen.getByTestId('directory-save'));
    expect((await screen.findByTestId('error-directory-mapping-0-group')).textContent).toBe('Required field.');
    expect(server.calls.slice(before).some((c) => c.method === 'PUT')).toBe(false);
  });

  it('turns StartTLS off and explains why with an ldaps:// address', async () => {
    serve({ ...defaults, url: 'ldap://x', startTls: true });
    const { user } = await open();
    const url = await screen.findByTestId('directory-url');
    await user.clear(url);
    await user.type(url, 'ldaps://x:636');
    expect(screen.getByTestId<HTMLInputElement>('directory-startTls').disabled).toBe(true);
    expect(screen.getByText('An ldaps:// address is encrypted already: StartTLS is for ldap://.')).toBeTruthy();
  });

  it('tests the connection: the users found, or the step that failed and why', async () => {
    serve();
    server.on('POST /api/directory/test', { body: { ok: true, users: 12, failedStep: null, error: null } });
    const { user } = await open();
    await user.click(await screen.findByTestId('directory-test-run'));
    expect((await screen.findByTestId('directory-test-result')).textContent).toBe('Connected: the filter finds 12 users.');
    server.on('POST /api/directory/test', { body: { ok: false, users: 0, failedStep: 'CONNECT', error: 'Connection refused (os error 111)' } });
    await user.click(screen.getByTestId('directory-test-run'));
    await screen.findByText('Failed at step: connect.');
    expect(screen.getByTestId('directory-test-detail').textContent).toBe('Connection refused (os error 111)');
    server.on('POST /api/directory/test', { status: 409, body: { code: 'directory_not_configured', message: '' } });
    await user.click(screen.getByTestId('directory-test-run'));
    expect((await screen.findByTestId('directory-test-error')).textContent).toBe('The directory service is not configured.');
  });

  it('synchronises: running while polled, then the report', async () => {
    serve();
    let polls = 0;
    server.on('POST /api/directory/sync', { status: 202, body: { running: true, last: { ...report, finishedAt: null, created: 0, updated: 0, deactivated: 0, skipped: 0 } } });
    const { user } = await open();
    expect(await screen.findByTestId('directory-sync-never')).toBeTruthy();
    server.on('GET /api/directory/sync', () => {
      polls += 1;
      return { body: polls < 2 ? { running: true, last: { ...report, finishedAt: null } } : { running: false, last: report } };
    });
    await user.click(screen.getByTestId('directory-sync-run'));
    expect((await screen.findByTestId('directory-sync-running')).textContent).toBe('User synchronisation in progress…');
    expect(screen.getByTestId<HTMLButtonElement>('directory-sync-run').disabled).toBe(true);
    // No figures of a synchronisation still running.
    expect(screen.queryByTestId('directory-sync-created')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, SYNC_POLL_MS * 2.5)));
    expect(screen.queryByTestId('directory-sync-running')).toBeNull();
    expect(polls).toBeGreaterThanOrEqual(2);
    expect(screen.getByTestId('directory-sync-created').textContent).toBe('3');
    expect(screen.getByTestId('directory-sync-updated').textContent).toBe('1');
    expect(screen.getByTestId('directory-sync-deactivated').textContent).toBe('2');
    expect(screen.getByTestId('directory-sync-skipped').textContent).toBe('4');
    // The local time of the user, not UTC's text.
    expect(screen.getByTestId('directory-sync-when').textContent).not.toContain('2026-11-25T08');
  }, 15_000);

  it("says the spec's message when a synchronisation already runs, and a failed one's error", async () => {
    serve(defaults, { running: false, last: { ...report, error: 'invalid credentials' } });
    server.on('POST /api/directory/sync', { status: 409, body: { code: 'sync_in_progress', message: 'Synchronisation already in progress.' } });
    const { user } = await open();
    expect((await screen.findByTestId('directory-sync-failed')).textContent).toContain('invalid credentials');
    await user.click(screen.getByTestId('directory-sync-run'));
    expect((await screen.findByTestId('directory-sync-error')).textContent).toContain('Synchronisation already in progress.');
  });
});
