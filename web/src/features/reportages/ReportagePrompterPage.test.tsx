// @vitest-environment jsdom
/**
 * /reportages/tpMode/:id: the reportage on the prompter (its read sections large, the interview as a cue),
 * a save by someone else shown at once, Leave back to its page, and 404 for one the caller may not see.
 */
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScriptedReportage } from '@newsroom/api';
import { deliver, subscribed } from '../../test/fakeHub';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { ID, reportage, reportageUsers, serveBasics } from './fixtures';
import '../../test/noLayout';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);

const server = fakeServer();
const { ReportagePrompterPage } = await import('./ReportagePrompterPage');
const { ReportagePrompterLink } = await import('./ReportagePrompterLink');
beforeEach(() => void server.calls.splice(0));

function serve(start: ScriptedReportage | null) {
  let current = start;
  serveBasics(server, reportageUsers.viewer);
  server.on(`GET /api/reportages/${ID}`, () => (current ? { body: current } : { status: 404, body: { code: 'not_found', message: 'Not found' } }));
  return { change: (next: Partial<ScriptedReportage>) => current && (current = { ...current, ...next, revision: current.revision + 1 }) };
}

const open = () =>
  renderApp(<ReportagePrompterPage />, {
    path: '/reportages/tpMode/:id',
    route: `/reportages/tpMode/${ID}`,
    others: [{ path: '/reportages/reportageView/:id', element: <p data-testid="view-page">view</p> }],
  });

describe('ReportagePrompterPage', () => {
  it('shows the read sections large and the interview as a cue, follows a save, and leaves to the reportage', async () => {
    const backend = serve(reportage(0, 'RIVER FLOODS'));
    const { user, router } = await open();
    await screen.findByTestId('prompter');
    const reads = () => screen.getAllByTestId('prompter-read').map((el) => el.textContent);
    expect(reads()).toEqual(['The river rose two metres overnight.', 'Firefighters worked all night.', 'The bridge stays closed until Monday.']);
    expect(screen.getByTestId('prompter-cue').textContent).toBe('[SOT: We lost everything.]');
    // Each read section under the short name of its kind.
    expect(screen.getByTestId('prompter-section-3').querySelector('.prompter-story-head')?.textContent).toBe('FOOTNOTE');
    expect(screen.getByTestId('prompter-section-0').dataset.kind).toBe('LEAD');
    expect(screen.getByTestId('prompter-position').textContent).toBe('Section 1 of 4');
    expect(screen.getByTestId('prompter-next').getAttribute('aria-label')).toBe('Next section');
    // No remote control for a reportage.
    expect(screen.queryByTestId('prompter-channel')).toBeNull();

    await waitFor(() => expect(subscribed()).toContain('/topic/reportages'));
    backend.change({ sections: [{ kind: 'OFF', content: [{ type: 'paragraph', children: [{ text: 'The water is going down.' }] }] }] });
    deliver('/topic/reportages', { event: 'updated', entity: 'reportage', id: ID, data: null, lock: null });
    await waitFor(() => expect(reads()).toEqual(['The water is going down.']));

    await user.click(screen.getByTestId('prompter-leave'));
    await screen.findByTestId('view-page');
    expect(router.state.location.pathname).toBe(`/reportages/reportageView/${ID}`);
  });

  it('takes the prompter keys, and Escape goes back to the reportage', async () => {
    serve(reportage(0, 'RIVER FLOODS'));
    const { user, router } = await open();
    const prompter = await screen.findByTestId('prompter');
    const speed = Number(prompter.dataset.speed);
    await user.keyboard('{ArrowUp}m');
    expect(prompter.dataset.speed).toBe(String(speed + 1));
    expect(prompter.dataset.mirror).toBe('true');
    await user.keyboard('{Escape}');
    await screen.findByTestId('view-page');
    expect(router.state.location.pathname).toBe(`/reportages/reportageView/${ID}`);
  });

  it('answers 404 for a reportage the caller may not see', async () => {
    serve(null);
    await open();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toMatch(/not found|exist/i));
    expect(screen.queryByTestId('prompter')).toBeNull();
    expect(screen.getByTestId('reportage-prompter-back').getAttribute('href')).toBe('/reportages');
  });
});

describe('ReportagePrompterLink', () => {
  it('opens the reportage on the prompter', async () => {
    serve(reportage(0, 'RIVER FLOODS'));
    const { user, router } = await renderApp(<ReportagePrompterLink id={ID} />, {
      path: '/reportages/reportageView/:id',
      route: `/reportages/reportageView/${ID}`,
      others: [{ path: '/reportages/tpMode/:id', element: <ReportagePrompterPage /> }],
    });
    await user.click(screen.getByTestId('reportage-tpmode-link'));
    await screen.findByTestId('prompter');
    expect(router.state.location.pathname).toBe(`/reportages/tpMode/${ID}`);
  });
});
