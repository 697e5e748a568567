// @vitest-environment jsdom
/**
 * Send to rundown (web.md section 7): the dialog offers the document's program and day, says when that
 * day has no rundown (and creates none), offers the first block that airs, sends the story to the end of
 * the chosen block (standby only on purpose), shows a refusal in the dialog, and the page links to the
 * new story beside its rundown.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentId } from '@newsroom/api';
import type { SentStory } from './SendToRundown';
import { fakeServer } from '../../test/fakeServer';
import { renderApp, users } from '../../test/renderApp';
import { sampleRundown, story } from '../rundown/fixtures';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);

const server = fakeServer();
const { SendToRundownButton, SentToRundownNotice } = await import('./SendToRundown');
beforeEach(() => void server.calls.splice(0));

const DOCUMENT = { id: 1_000_000_000_009 as DocumentId, slug: 'RIVER FLOODS', date: '2026-11-28', programIds: [2, 1] };
/** The day sampleRundown is on (program 1). */
const RUNDOWN_DAY = '2026-11-22';

function Host() {
  const [sent, setSent] = useState<SentStory | null>(null);
  return (
    <>
      {sent && <SentToRundownNotice sent={sent} />}
      <SendToRundownButton document={DOCUMENT} onSent={setSent} />
    </>
  );
}

function serve() {
  server.on('GET /api/users/me', { body: users.producer });
  server.on('GET /api/programs', {
    body: [
      { id: 1, name: 'Evening News', start: '19:00:00', end: '19:30:00' },
      { id: 2, name: 'Midday Bulletin', start: '12:00:00', end: '12:15:00' },
    ],
  });
  server.on('GET /api/rundowns/exists', ({ url }) => ({ body: { status: url.searchParams.get('date') === RUNDOWN_DAY && url.searchParams.get('programId') === '1' ? 'EXIST' : 'CAN_CREATE' } }));
  server.on('GET /api/rundowns', { body: sampleRundown() });
  server.on('POST /api/blocks/*/stories/fromDocument', ({ url }) => {
    const blockId = Number(url.pathname.split('/')[3]);
    return { status: 201, body: story(500, blockId, 2, { slug: DOCUMENT.slug }) };
  });
}

const sends = () => server.calls.filter((c) => c.method === 'POST').map((c) => [c.path, c.body]);

async function openDialog() {
  const view = await renderApp(<Host />, { path: '/reportages/reportageView/:id', route: `/reportages/reportageView/${DOCUMENT.id}` });
  await view.user.click(await screen.findByTestId('send-to-rundown'));
  return { ...view, dialog: await screen.findByTestId('send-to-rundown-dialog') };
}

describe('Send to rundown', () => {
  it("offers the document's program and day, says that day has no rundown and creates none", async () => {
    serve();
    const { dialog } = await openDialog();
    await waitFor(() => expect((within(dialog).getByTestId('send-to-rundown-program') as HTMLSelectElement).value).toBe('2'));
    expect((within(dialog).getByTestId('send-to-rundown-date') as HTMLInputElement).value).toBe('2026-11-28');
    const none = await within(dialog).findByTestId('send-to-rundown-no-rundown');
    expect(none.textContent).toBe('Midday Bulletin has no rundown on Saturday, November 28, 2026. Create it on the rundown screen first, or choose another day.');
    expect((within(dialog).getByTestId('send-to-rundown-submit') as HTMLButtonElement).disabled).toBe(true);
    expect(server.calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });

  it('offers the first block that airs, sends the story to the end of it and links to it beside its rundown', async () => {
    serve();
    const { user, dialog } = await openDialog();
    await user.selectOptions(await within(dialog).findByTestId('send-to-rundown-program'), '1');
    const date = within(dialog).getByTestId('send-to-rundown-date');
    await user.clear(date);
    await user.type(date, RUNDOWN_DAY);
    const block = (await within(dialog).findByTestId('send-to-rundown-block')) as HTMLSelectElement;
    expect(block.value).toBe('10');
    expect([...block.options].map((o) => o.textContent)).toEqual(['Block 10 (2 stories)', 'Block 20 (1 story)', 'Standby — does not air (1 story)']);
    await user.click(within(dialog).getByTestId('send-to-rundown-submit'));

    const notice = await screen.findByTestId('sent-to-rundown');
    expect(sends()).toEqual([['/api/blocks/10/stories/fromDocument', { documentId: DOCUMENT.id }]]);
    expect(notice.textContent).toBe('“RIVER FLOODS” is now a story of the rundown of Evening News on Sunday, November 22, 2026. Open it in the rundown');
    expect(within(notice).getByTestId('sent-to-rundown-open').getAttribute('href')).toBe('/rundown/2026-11-22/1/10/stories/500');
    expect(screen.queryByTestId('send-to-rundown-dialog')).toBeNull();
  });

  it('sends to the standby block only when it is chosen, and shows a refusal in the dialog', async () => {
    serve();
    server.on('POST /api/blocks/*/stories/fromDocument', { status: 409, body: { code: 'rundown_displayed', message: 'The rundown is displayed.' } });
    const { user, dialog } = await openDialog();
    await user.selectOptions(await within(dialog).findByTestId('send-to-rundown-program'), '1');
    const date = within(dialog).getByTestId('send-to-rundown-date');
    await user.clear(date);
    await user.type(date, RUNDOWN_DAY);
    await user.selectOptions(await within(dialog).findByTestId('send-to-rundown-block'), '99');
    await user.click(within(dialog).getByTestId('send-to-rundown-submit'));

    const error = await within(dialog).findByTestId('send-to-rundown-error');
    expect(error.dataset.code).toBe('rundown_displayed');
    expect(sends()).toEqual([['/api/blocks/99/stories/fromDocument', { documentId: DOCUMENT.id }]]);
    expect(screen.queryByTestId('sent-to-rundown')).toBeNull();
  });
});
