/**
 * Renders a screen as the app does: the app's real store (RTK Query `api` included), i18next in English,
 * a memory router at `route`, the signed-in user loaded first (as RequireAuth does). The network is the test's fakeServer; the STOMP hub the fakeHub. Only for
 * component tests (jsdom).
 */
import { cleanup, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { afterEach } from 'vitest';
import { makeStore } from '../app/store';
import { authApi } from '../features/auth/authApi';
import { initI18n } from '../shared/i18n';

let i18nReady: Promise<unknown> | null = null;

// jsdom lays nothing out: every element gets a box of 1280 x 800, so the windowed grid
// (@tanstack/react-virtual) has a view to draw rows in, as a browser window would.
for (const [prop, size] of [['offsetWidth', 1280], ['offsetHeight', 800], ['clientWidth', 1280], ['clientHeight', 800]] as const) {
  Object.defineProperty(HTMLElement.prototype, prop, { configurable: true, get: () => size });
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

/** The users of the demo data, by what they may do. */
export const users = {
  producer: { id: 1, name: 'Paula Producer', nickname: 'producer', roles: ['ROLE_RUNDOWN_READ', 'ROLE_RUNDOWN_WRITE', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE'] },
  editor: { id: 2, name: 'Eddie Editor', nickname: 'editor', roles: ['ROLE_RUNDOWN_READ', 'ROLE_STORY_READ', 'ROLE_STORY_WRITE'] },
  viewer: { id: 3, name: 'Vera Viewer', nickname: 'viewer', roles: ['ROLE_RUNDOWN_READ', 'ROLE_STORY_READ'] },
};

/** `others`: more routes of the app, for a screen that navigates away (a stub is enough). */
export async function renderApp(ui: ReactElement, { path, route, others = [], errorElement }: { path: string; route: string; others?: RouteObject[]; errorElement?: ReactElement }) {
  localStorage.setItem('language', 'en');
  i18nReady ??= (() => {
    const i18n = initI18n();
    return i18n.isInitialized ? Promise.resolve() : new Promise((resolve) => i18n.on('initialized', resolve));
  })();
  await i18nReady;
  const store = makeStore();
  // As RequireAuth does in the app: the signed-in user (GET /api/users/me) is known before the screen.
  await store.dispatch(authApi.endpoints.me.initiate());
  const router = createMemoryRouter([{ path, element: ui, errorElement }, ...others], { initialEntries: [route] });
  const user = userEvent.setup();
  const view = render(
    <Provider store={store}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { store, router, user, ...view };
}
