// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { ErrorPage } from './ErrorPages';
import { errorPageKindOf, RouteErrorPage } from './RouteErrorPage';

fakeServer();

describe('error pages', () => {
  it.each([
    ['forbidden', 'forbidden', "Sorry, you don't have access to this page."],
    ['notFound', 'not-found', 'Page does not exist.'],
    ['serverError', 'server-error', 'Server is reporting an error.'],
  ] as const)('%s says the words of web.md section 8', async (kind, testId, text) => {
    await renderApp(<ErrorPage kind={kind} />, { path: '/x', route: '/x' });
    expect(screen.getByTestId(testId).querySelector('h1')?.textContent).toBe(text);
  });

  it('shows the 500 page when a page fails, and logs the error', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const Broken = () => {
      throw new Error('boom');
    };
    await renderApp(<Broken />, { path: '/broken', route: '/broken', errorElement: <RouteErrorPage /> });
    expect(await screen.findByTestId('server-error')).toBeTruthy();
    expect(log).toHaveBeenCalled();
    log.mockRestore();
  });

  it('maps a 403 and a 404 answer to their pages', () => {
    expect(errorPageKindOf({ status: 403, statusText: 'Forbidden', internal: false, data: null })).toBe('forbidden');
    expect(errorPageKindOf({ status: 404, statusText: 'Not Found', internal: true, data: null })).toBe('notFound');
    expect(errorPageKindOf(new Error('x'))).toBe('serverError');
  });
});
