// @vitest-environment jsdom
/**
 * A reportage's graphics on its page (/reportages/reportageView/:id): each one's template and values in air
 * order, "No graphics." without any, and "Edit graphics" (to /reportages/editCg/:id) for writers only.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { ScriptedReportage, StoryItem } from '@newsroom/api';
import { fakeServer } from '../../../test/fakeServer';
import { renderApp } from '../../../test/renderApp';
import { ID, reportage, reportageUsers, serveBasics } from '../fixtures';

vi.mock('../../../shared/stomp/browserHub', async () => (await import('../../../test/fakeHub')).fakeHubModule);

const server = fakeServer();
const { ReportagePage } = await import('../ReportagePage');

const cg = (id: number, templateName: string, fields: [string, string][]): StoryItem => ({
  id: id as StoryItem['id'],
  kind: 'CG',
  deviceId: 4 as StoryItem['deviceId'],
  objectId: '',
  slug: `${templateName}: ${fields[0][1]}`,
  durationMs: null,
  ignore: false,
  placeholder: false,
  templateId: 3,
  templateName,
  fields: fields.map(([name, value]) => ({ name, value })),
  timebase: 0,
  markInMs: null,
  markOutMs: null,
});

function serve(me: (typeof reportageUsers)[keyof typeof reportageUsers], graphics: StoryItem[]) {
  serveBasics(server, me);
  server.on(`GET /api/reportages/${ID}`, { body: { ...reportage(0, 'RIVER FLOODS'), graphics } satisfies ScriptedReportage });
  server.on(`GET /api/reportages/${ID}/revisions`, { body: [] });
}

const open = () => renderApp(<ReportagePage />, { path: '/reportages/reportageView/:id', route: `/reportages/reportageView/${ID}` });

describe('the graphics on the reportage page', () => {
  it('lists each graphic with its template and values in air order, and offers Edit graphics to a writer', async () => {
    serve(reportageUsers.reporter, [
      cg(2, 'Place', [['place', 'Vale do Rio']]),
      cg(1, 'Lower third', [['name', 'Ana Lima'], ['title', 'Mayor']]),
      cg(3, 'Credit', [['reporter', ''], ['camera', 'João Dias']]),
    ]);
    await open();
    const section = await screen.findByTestId('reportage-graphics');
    expect(within(section).getByRole('heading').textContent).toBe('Graphics');
    expect(
      within(section)
        .getAllByTestId('reportage-graphic')
        .map((li) => [li.dataset.item, within(li).getByTestId('reportage-graphic-template').textContent, within(li).getByTestId('reportage-graphic-values').textContent]),
    ).toEqual([
      ['2', 'Place', 'Vale do Rio'],
      ['1', 'Lower third', 'Ana Lima · Mayor'],
      ['3', 'Credit', 'João Dias'],
    ]);
    expect(within(section).getByRole('link', { name: 'Edit graphics' }).getAttribute('href')).toBe(`/reportages/editCg/${ID}`);
  });

  it('says when there is none, and gives a reader no way to edit them', async () => {
    serve(reportageUsers.viewer, []);
    await open();
    const section = await screen.findByTestId('reportage-graphics');
    expect(within(section).getByTestId('reportage-graphics-none').textContent).toBe('No graphics.');
    await waitFor(() => expect(screen.getByTestId('reportage-title').textContent).toBe('RIVER FLOODS'));
    expect(within(section).queryByRole('link')).toBeNull();
  });
});
