// @vitest-environment jsdom
/**
 * /assignments/newReport/:id: the report begun from the assignment (one POST, even under StrictMode's
 * second run of effects), then its form in the address's place (Back does not make another); a refusal
 * said, with the way back to the assignment.
 */
import { StrictMode } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeServer } from '../../test/fakeServer';
import { renderApp } from '../../test/renderApp';
import { ASSIGNMENT_ID, ID, report, reportUsers, serveBasics } from './fixtures';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);

const server = fakeServer();
const { NewReportFromAssignmentPage } = await import('./NewReportFromAssignmentPage');
beforeEach(() => void server.calls.splice(0));

const open = () =>
  renderApp(
    <StrictMode>
      <NewReportFromAssignmentPage />
    </StrictMode>,
    {
      path: '/assignments/newReport/:id',
      route: `/assignments/newReport/${ASSIGNMENT_ID}`,
      others: [{ path: '/reports/editReport/:id', element: <p data-testid="report-editor-stub" /> }],
    },
  );
const posts = () => server.calls.filter((c) => c.method === 'POST').map((c) => c.path);

describe('NewReportFromAssignmentPage', () => {
  it("begins the assignment's report once and opens its form in the address's place", async () => {
    serveBasics(server, reportUsers.producer);
    server.on(`POST /api/reports/assignment/${ASSIGNMENT_ID}`, { status: 201, body: report(5, 'FIRE DOWNTOWN', { assignmentId: ASSIGNMENT_ID as never }) });
    const { router } = await open();
    await screen.findByTestId('report-editor-stub');
    expect(router.state.location.pathname).toBe(`/reports/editReport/${ID + 5}`);
    // Replaced: the history has no entry of the page that made it.
    expect(router.state.historyAction).toBe('REPLACE');
    expect(posts()).toEqual([`/api/reports/assignment/${ASSIGNMENT_ID}`]);
  });

  it('says why no report was begun, and leads back to the assignment', async () => {
    serveBasics(server, reportUsers.producer);
    server.on(`POST /api/reports/assignment/${ASSIGNMENT_ID}`, { status: 404, body: { code: 'not_found', message: 'Not found.' } });
    await open();
    const error = await screen.findByTestId('report-from-assignment-error');
    expect(error.dataset.code).toBe('not_found');
    expect(screen.getByTestId('report-from-assignment').dataset.state).toBe('failed');
    expect(screen.getByRole('link', { name: '‹ Back to the assignment' }).getAttribute('href')).toBe(`/assignments/assignment/${ASSIGNMENT_ID}`);
    await waitFor(() => expect(posts()).toHaveLength(1));
  });
});
