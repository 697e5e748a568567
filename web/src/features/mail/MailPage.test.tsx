// @vitest-environment jsdom
/** The mail server: saving (the stored password kept, replaced or removed), field problems, the test mail. */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { MailPage } from './MailPage';

const server = fakeServer();

const admin = { id: 9, name: 'Ada Admin', nickname: 'admin', email: 'admin@example.com', groupIds: [1], roles: ['ROLE_ADMIN_READ', 'ROLE_ADMIN_WRITE', 'ROLE_ADMIN_ADMIN'] };
const stored = { configured: true, host: 'smtp.example.com', port: 587, security: 'STARTTLS', username: 'desk', passwordSet: true, sender: 'desk@example.com', senderName: 'Newsroom', verifyCertificate: true };
const never = { configured: false, host: '', port: 0, security: null, username: '', passwordSet: false, sender: '', senderName: '', verifyCertificate: false };

function serve(config: object = stored) {
  server.on('GET /api/users/me', { body: admin });
  server.on('GET /api/mail/config', { body: config });
}
const open = () => renderApp(<MailPage />, { path: '/admin/mail', route: '/admin/mail' });
const lastPut = () => server.calls.filter((c) => c.method === 'PUT').at(-1)?.body as Record<string, unknown>;

describe('MailPage', () => {
  it('configures a server never set up, with a login and password', async () => {
    serve(never);
    server.on('PUT /api/mail/config', ({ body }) => ({ body: { ...(body as object), configured: true, passwordSet: true } }));
    const { user } = await open();
    expect(await screen.findByTestId('mail-not-configured')).toBeTruthy();
    expect((screen.getByTestId<HTMLInputElement>('mail-port')).value).toBe('587');
    expect(screen.getByText('Usually 25 (none), 587 (STARTTLS) or 465 (TLS).')).toBeTruthy();
    await user.type(screen.getByTestId('mail-host'), 'smtp.tvnorte.com.br');
    await user.selectOptions(screen.getByTestId('mail-security'), 'TLS');
    await user.clear(screen.getByTestId('mail-port'));
    await user.type(screen.getByTestId('mail-port'), '465');
    await user.type(screen.getByTestId('mail-username'), 'desk');
    await user.type(screen.getByTestId('mail-password'), 'pw');
    await user.type(screen.getByTestId('mail-sender'), 'desk@tvnorte.com.br');
    await user.type(screen.getByTestId('mail-senderName'), 'TV Norte');
    await user.click(screen.getByTestId('mail-save'));
    await screen.findByTestId('mail-saved');
    expect(lastPut()).toEqual({ host: 'smtp.tvnorte.com.br', port: 465, security: 'TLS', username: 'desk', password: 'pw', sender: 'desk@tvnorte.com.br', senderName: 'TV Norte', verifyCertificate: true });
    // Saved: the password is now stored, and never shown.
    expect(screen.getByText('A password is stored — leave empty to keep it.')).toBeTruthy();
    expect(screen.getByTestId<HTMLInputElement>('mail-password').value).toBe('');
  }, 15_000);

  it('keeps the stored password when left empty, removes it on request', async () => {
    serve();
    server.on('PUT /api/mail/config', ({ body }) => ({ body: { ...stored, passwordSet: (body as { password?: string }).password !== '' } }));
    const { user } = await open();
    await user.click(await screen.findByTestId('mail-save'));
    await screen.findByTestId('mail-saved');
    expect('password' in lastPut()).toBe(false);
    await user.click(screen.getByTestId('mail-password-remove'));
    expect(screen.getByText('The stored password is removed on saving.')).toBeTruthy();
    await user.click(screen.getByTestId('mail-save'));
    await screen.findByTestId('mail-saved');
    expect(lastPut().password).toBe('');
    expect(screen.queryByTestId('mail-password-remove')).toBeNull();
  });

  it('warns when the certificate is not verified', async () => {
    serve();
    const { user } = await open();
    expect(screen.queryByTestId('mail-verify-warning')).toBeNull();
    await user.click(await screen.findByTestId('mail-verifyCertificate'));
    expect(screen.getByTestId('mail-verify-warning').textContent).toMatch(/self-signed certificate/);
  });

  it('shows what is wrong beside each field; a port out of range is found before sending', async () => {
    serve();
    server.on('PUT /api/mail/config', { status: 422, body: { code: 'validation', message: '', fields: { host: { code: 'required' }, sender: { code: 'email' } } } });
    const { user } = await open();
    const before = server.calls.length;
    await user.clear(await screen.findByTestId('mail-port'));
    await user.type(screen.getByTestId('mail-port'), '70000');
    await user.click(screen.getByTestId('mail-save'));
    expect((await screen.findByTestId('error-mail-port')).textContent).toBe('Enter a number from 1 to 65535.');
    expect(server.calls.slice(before).some((c) => c.method === 'PUT')).toBe(false);
    await user.clear(screen.getByTestId('mail-port'));
    await user.type(screen.getByTestId('mail-port'), '25');
    await user.clear(screen.getByTestId('mail-host'));
    await user.click(screen.getByTestId('mail-save'));
    expect((await screen.findByTestId('error-mail-host')).textContent).toBe('Required field.');
    expect(screen.getByTestId('error-mail-sender').textContent).toBe('Invalid e-mail.');
  });

  it("sends a test mail to the user's own address and shows the outcome with the server's words, as text", async () => {
    serve();
    server.on('POST /api/mail/test', { body: { outcome: 'SENT', detail: '250 Message accepted <b>for</b> delivery' } });
    const { user } = await open();
    expect((await screen.findByTestId<HTMLInputElement>('mail-test-to')).value).toBe('admin@example.com');
    await user.click(screen.getByTestId('mail-test-send'));
    expect((await screen.findByTestId('mail-test-outcome')).textContent).toBe('Sent to admin@example.com.');
    expect(screen.getByTestId('mail-test-detail').textContent).toBe('250 Message accepted <b>for</b> delivery');
    expect(server.calls.filter((c) => c.path === '/api/mail/test').at(-1)?.body).toEqual({ to: 'admin@example.com' });
  });

  it('says a refused login in the user language, and a bad address beside the field', async () => {
    serve();
    server.on('POST /api/mail/test', ({ body }) =>
      (body as { to: string }).to === 'nope'
        ? { status: 422, body: { code: 'validation', message: '', fields: { to: { code: 'email' } } } }
        : { body: { outcome: 'LOGIN_REFUSED', detail: 'permanent error (535): 5.7.8 Authentication credentials invalid' } },
    );
    const { user } = await open();
    await user.click(await screen.findByTestId('mail-test-send'));
    const result = await screen.findByTestId('mail-test-result');
    expect(result.dataset.outcome).toBe('LOGIN_REFUSED');
    expect(screen.getByTestId('mail-test-outcome').textContent).toBe('The mail server refused the login or password.');
    expect(screen.getByTestId('mail-test-detail').textContent).toBe('permanent error (535): 5.7.8 Authentication credentials invalid');
    await user.clear(screen.getByTestId('mail-test-to'));
    await user.type(screen.getByTestId('mail-test-to'), 'nope');
    await user.click(screen.getByTestId('mail-test-send'));
    expect((await screen.findByTestId('error-mail-test-to')).textContent).toBe('Invalid e-mail.');
  });
});
