// @vitest-environment jsdom
/**
 * The copy form of every list kind (DocumentCopyForm): in the kind's words and test ids, the day offered
 * first, the programs optional, the body the kind's call gets, a 422's problems beside their fields and
 * any other failure under the form.
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CopyIn, DocumentId } from '@newsroom/api';
import { fakeServer } from '../../test/fakeServer';
import { renderApp, users } from '../../test/renderApp';
import type { ListKind } from './kinds';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);

const server = fakeServer();
const { DocumentCopyForm } = await import('./DocumentCopyForm');

const IDS = [1_000_000_000_001, 1_000_000_000_002] as DocumentId[];

beforeEach(() => {
  server.calls.splice(0);
  server.on('GET /api/users/me', { body: users.producer });
  server.on('GET /api/programs', {
    body: [
      { id: 1, name: 'Evening News', start: '19:00:00', end: '19:30:00' },
      { id: 2, name: 'Midday Bulletin', start: '12:00:00', end: '12:15:00' },
    ],
  });
});

async function open(kind: ListKind, copy: (body: CopyIn) => Promise<readonly unknown[]>, ids: readonly DocumentId[] = IDS) {
  const onCancel = vi.fn();
  const onCopied = vi.fn();
  const view = await renderApp(<DocumentCopyForm kind={kind} ids={ids} date="2026-11-29" copy={copy} onCancel={onCancel} onCopied={onCopied} />, { path: '/', route: '/' });
  return { ...view, onCancel, onCopied };
}

/** A failed call as RTK Query's `unwrap` throws it. */
const failed = (status: number, data: unknown) => Promise.reject({ status, data });

describe('DocumentCopyForm', () => {
  it("copies a reportage kind's selection to the day offered, in the programs chosen", async () => {
    const copy = vi.fn((body: CopyIn) => Promise.resolve(body.ids.map((id) => ({ id }))));
    const { user, onCopied } = await open('reportages', copy);
    const form = await screen.findByTestId('reportage-copy-form');
    expect(within(form).getByRole('group', { name: 'Copy 2 reportages' })).toBeTruthy();
    expect(within(form).getByTestId<HTMLInputElement>('reportage-copy-date').value).toBe('2026-11-29');
    expect(within(form).getByRole('group', { name: /For the programs/ })).toBeTruthy();
    await user.click(await within(form).findByTestId('reportage-copy-programs-2'));
    await user.click(within(form).getByTestId('reportage-copy-submit'));
    expect(copy).toHaveBeenCalledWith({ ids: IDS, programsIds: [2], date: '2026-11-29' });
    expect(onCopied).toHaveBeenCalledWith(2, '2026-11-29');
  });

  it("speaks of assignments with the assignments' test ids, and sends no program when none is chosen", async () => {
    const copy = vi.fn(() => Promise.resolve([{}]));
    const { user, onCopied } = await open('assignments', copy, IDS.slice(0, 1));
    const form = await screen.findByTestId('assignment-copy-form');
    expect(within(form).getByRole('group', { name: 'Copy 1 assignment' })).toBeTruthy();
    await user.clear(within(form).getByTestId('assignment-copy-date'));
    await user.type(within(form).getByTestId('assignment-copy-date'), '2026-12-01');
    await user.click(within(form).getByTestId('assignment-copy-submit'));
    expect(copy).toHaveBeenCalledWith({ ids: IDS.slice(0, 1), programsIds: [], date: '2026-12-01' });
    expect(onCopied).toHaveBeenCalledWith(1, '2026-12-01');
  });

  it("shows a 422's problems beside the day and the programs, and clears one when its field changes", async () => {
    const copy = vi.fn(() => failed(422, { code: 'validation', message: 'Invalid.', fields: { date: { code: 'date' }, programsIds: { code: 'required' } } }));
    const { user, onCopied } = await open('reportages', copy);
    const form = await screen.findByTestId('reportage-copy-form');
    await user.click(within(form).getByTestId('reportage-copy-submit'));
    expect((await screen.findByTestId('error-reportage-copy-date')).textContent).toBe('Enter a date as YYYY-MM-DD.');
    expect(screen.getByTestId('error-reportage-copy-programs').textContent).toBe('Required field.');
    expect(screen.getByTestId('reportage-copy-error').dataset.code).toBe('validation');
    expect(onCopied).not.toHaveBeenCalled();
    await user.clear(within(form).getByTestId('reportage-copy-date'));
    await user.type(within(form).getByTestId('reportage-copy-date'), '2026-11-30');
    expect(screen.queryByTestId('error-reportage-copy-date')).toBeNull();
    expect(screen.getByTestId('error-reportage-copy-programs')).toBeTruthy();
  });

  it('says when one of them is no longer there, and cancels', async () => {
    const copy = vi.fn(() => failed(404, { code: 'not_found', message: 'Not found.' }));
    const { user, onCancel } = await open('reportages', copy);
    await user.click(await screen.findByTestId('reportage-copy-submit'));
    expect((await screen.findByTestId('reportage-copy-error')).dataset.code).toBe('not_found');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
