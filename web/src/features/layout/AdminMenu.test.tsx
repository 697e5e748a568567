// @vitest-environment jsdom
/**
 * The Administration entry of the main menu: its pages hidden until the button opens them, closed
 * again by a choice, Escape or a click elsewhere, and marked active on an administration page.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/renderApp';
import { fakeServer } from '../../test/fakeServer';
import { AdminMenu } from './AdminMenu';
import { menuBar } from './menu';

const server = fakeServer();
const roles = ['ROLE_RUNDOWN_READ', 'ROLE_USER_READ', 'ROLE_ADMIN_READ'];
const entries = menuBar(roles).admin;
const others = [{ path: '/admin/*', element: <AdminMenu entries={entries} /> }];

async function open(route = '/home') {
  server.on('GET /api/users/me', { body: { id: 1, name: 'Ada Admin', nickname: 'admin', roles } });
  return renderApp(<AdminMenu entries={entries} />, { path: '/home', route, others });
}

describe('AdminMenu', () => {
  it('lists the administration pages the user may open, hidden until asked', async () => {
    const { user } = await open();
    const button = screen.getByTestId('menu-admin');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('menu-users').closest('ul')?.hidden).toBe(true);
    expect(entries.map((e) => e.key)).toEqual(['devices', 'users', 'groups', 'accessLogs', 'registrations', 'licence']);
    await user.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('menu-users').closest('ul')?.hidden).toBe(false);
    expect(button.className).toBe('');
  });

  it('closes on Escape with the focus back on its button, and on a click elsewhere', async () => {
    const { user } = await open();
    const button = screen.getByTestId('menu-admin');
    await user.click(button);
    await user.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    await user.click(button);
    await user.click(document.body);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('goes to the chosen page, closes, and shows itself active there', async () => {
    const { user, router } = await open();
    await user.click(screen.getByTestId('menu-admin'));
    await user.click(screen.getByTestId('menu-groups'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/groups'));
    const button = await screen.findByTestId('menu-admin');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(button.className).toBe('active');
    expect(screen.getByTestId('menu-groups').className).toBe('active');
  });
});
