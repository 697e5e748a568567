// @vitest-environment jsdom
/**
 * The rundown's prompter on /rundown/:date/:programId/tpMode through the shared PrompterScreen: its
 * stories in air order with their texts, the remote-control channel and its link, the story words of the
 * controls, a text saved meanwhile shown at once, and Leave back to the rundown.
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { renderApp, users } from '../../test/renderApp';
import { sampleRundown } from '../rundown/fixtures';
import '../../test/noLayout';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);

const server = fakeServer();
const { deliver, subscribed } = await import('../../test/fakeHub');
const { PrompterPage } = await import('./PrompterPage');
beforeEach(() => void server.calls.splice(0));

const texts: Record<number, string> = { 100: 'Good evening.', 101: 'The river rose.', 200: 'Sports now.', 900: 'Never read.' };
const P = (text: string) => ({ type: 'paragraph', children: [{ text }] });

function serve(user: keyof typeof users) {
  server.on('GET /api/users/me', { body: users[user] });
  server.on('GET /api/rundowns', { body: sampleRundown() });
  server.on('GET /api/stories/*', ({ url }) => {
    const id = Number(url.pathname.split('/').pop());
    return { body: { id, revision: 1, script: [{ kind: 'TEXT', content: [P(texts[id])] }, { kind: 'NOTE', content: [P('check the map')] }] } };
  });
}

const open = () =>
  renderApp(<PrompterPage />, {
    path: '/rundown/:date/:programId/tpMode',
    route: '/rundown/2026-11-22/1/tpMode',
    others: [{ path: '/rundown/:date/:programId', element: <p data-testid="rundown-page">rundown</p> }],
  });

describe('PrompterPage', () => {
  it('shows the stories on air with their texts, drives the remote channel, follows a save and leaves to the rundown', async () => {
    serve('producer');
    const { user, router } = await open();
    await screen.findByTestId('prompter');
    for (const id of [100, 101, 200]) await waitFor(() => expect(screen.getByTestId(`prompter-story-${id}`).dataset.loaded).toBe('true'));
    expect(screen.queryByTestId('prompter-story-900')).toBeNull();
    expect(screen.getAllByTestId('prompter-read').map((el) => el.textContent)).toEqual(['Good evening.', 'The river rose.', 'Sports now.']);
    expect(screen.getAllByTestId('prompter-cue')[0].textContent).toBe('[NOTE: check the map]');
    expect(screen.getByTestId('prompter-position').textContent).toBe('Story 1 of 3');
    expect(screen.getByTestId('prompter-next').getAttribute('aria-label')).toBe('Next story');
    await waitFor(() => expect(screen.getByTestId('prompter').dataset.remote).toBe('live'));
    expect(subscribed()).toContain('/topic/prompter/1');
    expect(screen.getByTestId('prompter-channel').dataset.state).toBe('live');
    expect(screen.getByTestId('prompter-open-remote').getAttribute('href')).toBe('/rundown/2026-11-22/1/tpRemote');

    // A command from a remote control.
    deliver('/topic/prompter/1', { command: 'speed', value: 5, from: 'editor' });
    await waitFor(() => expect(screen.getByTestId('prompter').dataset.speed).toBe('5'));
    expect(screen.getByTestId('prompter-channel').textContent).toMatch(/from editor/);

    // Someone saves a story's text.
    texts[101] = 'The river is going down.';
    deliver('/topic/rundowns/1', { entity: 'story', event: 'updated', data: { id: 101 } });
    await waitFor(() => expect(screen.getByTestId('prompter-story-101').querySelector('[data-testid=prompter-read]')?.textContent).toBe('The river is going down.'));

    await user.click(screen.getByTestId('prompter-leave'));
    await screen.findByTestId('rundown-page');
    expect(router.state.location.pathname).toBe('/rundown/2026-11-22/1');
  });

  it('has no remote-control link for who may not write stories', async () => {
    serve('viewer');
    await open();
    await waitFor(() => expect(screen.getByTestId('prompter').dataset.remote).toBe('live'));
    expect(screen.queryByTestId('prompter-open-remote')).toBeNull();
  });
});
