import { describe, expect, it } from 'vitest';
import type { User } from '@newsroom/api';
import { loginPath, loginRoute, protectedRoute, safeRedirect } from './guard';

const user = (...roles: string[]): User => ({
  id: 1 as User['id'],
  name: 'Paula Producer',
  nickname: 'producer',
  email: 'producer@newsroom.example',
  groupIds: [],
  roles: roles as User['roles'],
});
const at = (pathname: string, search = '') => ({ pathname, search });

describe('protectedRoute', () => {
  it('waits while the current user loads', () => {
    expect(protectedRoute({ loading: true, user: null }, 'ROLE_RUNDOWN_READ', at('/rundown'))).toEqual({ kind: 'loading' });
  });
  it('sends an unauthenticated user to login, keeping path and query', () => {
    expect(protectedRoute({ loading: false, user: null }, 'ROLE_RUNDOWN_READ', at('/rundown/2026-11-22/1', '?x=1'))).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Frundown%2F2026-11-22%2F1%3Fx%3D1',
    });
  });
  it('sends an unauthenticated user to login from routes without a permission too', () => {
    expect(protectedRoute({ loading: false, user: null }, null, at('/home'))).toEqual({ kind: 'redirect', to: loginPath('/home') });
  });
  it('sends a user without the permission home', () => {
    expect(protectedRoute({ loading: false, user: user('ROLE_CHAT_READ') }, 'ROLE_RUNDOWN_READ', at('/rundown'))).toEqual({
      kind: 'redirect',
      to: '/home',
    });
  });
  it('lets in a user with the permission, and anyone signed in where none is needed', () => {
    expect(protectedRoute({ loading: false, user: user('ROLE_RUNDOWN_READ') }, 'ROLE_RUNDOWN_READ', at('/rundown'))).toEqual({ kind: 'allow' });
    expect(protectedRoute({ loading: false, user: user() }, null, at('/home'))).toEqual({ kind: 'allow' });
  });
  it('lets in a user with any one of a list of permissions, and sends home one with none of them', () => {
    const any = ['ROLE_RUNDOWN_READ', 'ROLE_ASSIGNMENT_READ'] as const;
    expect(protectedRoute({ loading: false, user: user('ROLE_ASSIGNMENT_READ') }, any, at('/trash'))).toEqual({ kind: 'allow' });
    expect(protectedRoute({ loading: false, user: user('ROLE_CHAT_READ') }, any, at('/trash'))).toEqual({ kind: 'redirect', to: '/home' });
  });
  it('lets in only a user with every one of `{ all }`', () => {
    const all = { all: ['ROLE_RUNDOWN_READ', 'ROLE_STORY_READ'] } as const;
    expect(protectedRoute({ loading: false, user: user('ROLE_RUNDOWN_READ', 'ROLE_STORY_READ') }, all, at('/scripts'))).toEqual({ kind: 'allow' });
    expect(protectedRoute({ loading: false, user: user('ROLE_RUNDOWN_READ') }, all, at('/scripts'))).toEqual({ kind: 'redirect', to: '/home' });
    expect(protectedRoute({ loading: false, user: user('ROLE_STORY_READ') }, all, at('/scripts'))).toEqual({ kind: 'redirect', to: '/home' });
  });
});

describe('loginRoute', () => {
  it('shows the form to a visitor', () => {
    expect(loginRoute({ loading: false, user: null }, '?redirect=%2Frundown')).toEqual({ kind: 'allow' });
  });
  it('waits while the current user loads', () => {
    expect(loginRoute({ loading: true, user: null }, '')).toEqual({ kind: 'loading' });
  });
  it('sends a signed-in user to the redirect target', () => {
    expect(loginRoute({ loading: false, user: user() }, '?redirect=%2Frundown%2F2026-11-22%2F1')).toEqual({
      kind: 'redirect',
      to: '/rundown/2026-11-22/1',
    });
  });
  it('sends a signed-in user to / without a target', () => {
    expect(loginRoute({ loading: false, user: user() }, '')).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('safeRedirect', () => {
  it.each([
    ['/home', '/home'],
    ['/rundown?a=1', '/rundown?a=1'],
    ['//evil.example', '/'],
    ['https://evil.example', '/'],
    ['/\\evil', '/'],
    ['/login?redirect=/x', '/'],
    [null, '/'],
  ])('%s -> %s', (target, to) => {
    expect(safeRedirect(target)).toBe(to);
  });
});
