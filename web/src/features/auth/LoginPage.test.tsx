// @vitest-environment jsdom
/**
 * The login page as a user sees it: a plain sign-in, and the "new password" prompt of a first access or an
 * expired password (web.md section 2), against the gateway's answers at the fetch boundary.
 */
import { screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { renderApp, users } from '../../test/renderApp';
import { LoginPage } from './LoginPage';

const server = fakeServer();
afterEach(() => vi.restoreAllMocks());

const formOf = (body: unknown) => Object.fromEntries(new URLSearchParams(body as string));

/** The gateway: nobody signed in until a login succeeds; `answer` answers each login form. */
function serve(answer: (form: Record<string, string>) => { status: number; body: unknown }) {
  let signedIn = false;
  server.on('GET /api/users/me', () => (signedIn ? { body: users.producer } : { status: 401, body: { code: 'session_expired', message: '' } }));
  server.on('POST /api/authentication', ({ body }) => {
    const result = answer(formOf(body));
    if (result.status === 200) signedIn = true;
    return result;
  });
}

async function signIn(password = 'one-time-7') {
  const view = await renderApp(<LoginPage />, { path: '/login', route: '/login?redirect=%2Fhome', others: [{ path: '/home', element: <p>home</p> }] });
  await view.user.type(await screen.findByLabelText('Login name'), 'producer');
  await view.user.type(screen.getByLabelText('Password'), password);
  await view.user.click(screen.getByTestId('login-submit'));
  return view;
}

const mustChange = { status: 401, body: { code: 'password_change_required', message: '' } };

describe('LoginPage', () => {
  it('signs in and goes to the redirect target', async () => {
    serve(() => ({ status: 200, body: { token: 'jwt' } }));
    const { router } = await signIn('producer');
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
  });

  it('asks a first-time user for a new password, then signs in with it', async () => {
    serve((form) => (form.isResetPassword === 'true' ? { status: 200, body: { token: 'jwt' } } : mustChange));
    const { user, router } = await signIn();
    expect((await screen.findByTestId('new-password-reason')).textContent).toContain('Choose a new password to finish your first access.');
    await user.type(screen.getByLabelText('New password'), 'my own secret');
    await user.type(screen.getByLabelText('Confirm the new password'), 'my own secret');
    await user.click(screen.getByTestId('new-password-submit'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/home'));
    const sent = server.calls.filter((c) => c.path === '/api/authentication').map((c) => formOf(c.body));
    expect(sent.at(-1)).toEqual({ username: 'producer', password: 'one-time-7', isResetPassword: 'true', newPassword: 'my own secret', newPasswordConfirmation: 'my own secret' });
  });

  it('says why an expired password must be replaced', async () => {
    serve(() => ({ status: 401, body: { code: 'password_expired', message: '' } }));
    await signIn();
    expect((await screen.findByTestId('new-password-reason')).textContent).toContain('Your password has expired. Choose a new one.');
  });

  it('shows what is wrong with the new password beside its field', async () => {
    serve((form) =>
      form.isResetPassword === 'true'
        ? { status: 422, body: { code: 'validation', message: '', fields: { newPassword: { code: 'too_short', params: { min: 8 } }, newPasswordConfirmation: { code: 'password_mismatch' } } } }
        : mustChange,
    );
    const { user } = await signIn();
    await user.type(await screen.findByLabelText('New password'), 'short');
    await user.click(screen.getByTestId('new-password-submit'));
    expect((await screen.findByTestId('error-newPassword')).textContent).toContain('At least 8 characters.');
    expect((screen.getByTestId('error-newPasswordConfirmation')).textContent).toContain('The two passwords must match.');
  });

  it('goes back to sign in when the password is already set', async () => {
    serve((form) => (form.isResetPassword === 'true' ? { status: 409, body: { code: 'password_already_set', message: '' } } : mustChange));
    const { user } = await signIn();
    await user.type(await screen.findByLabelText('New password'), 'my own secret');
    await user.click(screen.getByTestId('new-password-submit'));
    expect((await screen.findByTestId('login-error')).textContent).toContain('Password reset not possible because it is already set.');
    expect(screen.getByTestId('login-form')).toBeTruthy();
  });

  it('says a throttled login must wait, and for how long', async () => {
    serve(() => ({ status: 429, body: { code: 'too_many_attempts', message: '' }, headers: { 'Retry-After': '42' } }));
    await signIn();
    expect((await screen.findByTestId('login-error')).textContent).toContain('Too many login attempts. Wait a moment and try again.');
    expect(screen.getByTestId('login-retry-after').textContent).toBe('Try again in 42 s.');
  });

  it.each([
    ['max_logins', 'Maximum limit of logins reached!'],
    ['licence_expired', 'License expired or invalid.'],
  ])('says a login the licence refuses (%s)', async (code, message) => {
    serve(() => ({ status: 403, body: { code, message: '' } }));
    await signIn('producer');
    const error = await screen.findByTestId('login-error');
    expect(error.textContent).toContain(message);
    expect(error.dataset.code).toBe(code);
  });

  it("shows the installation's name, and speaks its language where English would be the default", async () => {
    serve(() => ({ status: 200, body: { token: 'jwt' } }));
    // A first visit from a browser in a language we do not speak: no language chosen yet when the
    // configuration arrives.
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    server.on('GET /api/branch/config', () => {
      localStorage.removeItem('language');
      return { body: { locale: 'es_ES', branchName: 'TV Norte', loginDomain: '' } };
    });
    try {
      await renderApp(<LoginPage />, { path: '/login', route: '/login' });
      await waitFor(() => expect(screen.getByTestId('login-branch-name').textContent).toBe('TV Norte'));
      await waitFor(() => expect(screen.getByTestId('login-submit').textContent).toBe('Entrar'));
      expect(screen.getByTestId<HTMLSelectElement>('language-picker').value).toBe('es');
      expect(localStorage.getItem('language')).toBeNull();
    } finally {
      await i18next.changeLanguage('en');
    }
  });

  it("keeps a browser language we speak", async () => {
    serve(() => ({ status: 200, body: { token: 'jwt' } }));
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['en-GB']);
    server.on('GET /api/branch/config', () => {
      localStorage.removeItem('language');
      return { body: { locale: 'pt_BR', branchName: 'TV Norte', loginDomain: '' } };
    });
    await renderApp(<LoginPage />, { path: '/login', route: '/login' });
    await waitFor(() => expect(screen.getByTestId('login-branch-name').textContent).toBe('TV Norte'));
    expect(screen.getByTestId('login-submit').textContent).toBe('Sign in');
  });

  it("keeps the user's own choice of language", async () => {
    vi.spyOn(navigator, 'languages', 'get').mockReturnValue(['de-DE']);
    serve(() => ({ status: 200, body: { token: 'jwt' } }));
    server.on('GET /api/branch/config', { body: { locale: 'pt_BR', branchName: 'TV Norte', loginDomain: '' } });
    await renderApp(<LoginPage />, { path: '/login', route: '/login' });
    await waitFor(() => expect(screen.getByTestId('login-branch-name').textContent).toBe('TV Norte'));
    expect(screen.getByTestId('login-submit').textContent).toBe('Sign in');
  });
});
