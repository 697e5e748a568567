// @vitest-environment jsdom
/**
 * A graphic's fields in the story editor (CgItemEditor): each field is saved when left, every field in
 * each save, one save after the other (two fields left quickly must not land out of order).
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { DeviceId, StoryId, StoryItem } from '@newsroom/api';
import { fakeServer } from '../../test/fakeServer';
import { renderApp, users } from '../../test/renderApp';
import { story } from '../rundown/fixtures';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);

const server = fakeServer();
const { CgItemEditor } = await import('./ItemsPanel');

const graphic: StoryItem = {
  id: 7 as StoryItem['id'],
  kind: 'CG',
  deviceId: 4 as DeviceId,
  objectId: '',
  slug: 'Lower third',
  durationMs: null,
  ignore: false,
  placeholder: false,
  templateId: 3,
  templateName: 'Lower third',
  fields: [],
  timebase: 0,
  markInMs: null,
  markOutMs: null,
};

describe('a graphic in the story editor', () => {
  it('saves the fields one save after the other, each with every field', async () => {
    server.on('GET /api/users/me', { body: users.producer });
    server.on('GET /api/devices/4/templates', { body: [{ id: 3, name: 'Lower third', fields: ['name', 'title'] }] });
    const first = server.hold('PUT /api/stories/100/cgs/7');
    const { user } = await renderApp(<CgItemEditor storyId={100 as StoryId} item={graphic} device="CG 1" canEdit />, { path: '/', route: '/' });
    const field = (name: string) => screen.findByRole('textbox', { name });

    await user.type(await field('name'), 'Ana Lima{Enter}');
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    server.on('PUT /api/stories/100/cgs/7', { body: story(100, 10, 0) });
    await user.type(await field('title'), 'Mayor{Enter}');
    // The second save waits for the first one's answer.
    await new Promise((r) => setTimeout(r, 50));
    expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);

    first.release({ body: story(100, 10, 0) });
    await waitFor(() => expect(server.calls.filter((c) => c.method === 'PUT')).toHaveLength(2));
    const [a, b] = server.calls.filter((c) => c.method === 'PUT').map((c) => c.body);
    expect(a).toEqual({ fields: { name: 'Ana Lima', title: '' } });
    expect(b).toEqual({ fields: { name: 'Ana Lima', title: 'Mayor' } });
  });
});
