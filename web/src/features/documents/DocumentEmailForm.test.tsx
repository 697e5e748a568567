// @vitest-environment jsdom
/**
 * The e-mail form of every list kind (DocumentEmailForm): in the kind's words and test ids, the editors
 * and reporters of each document on by default, one mail per document unless grouped, the body the kind's
 * call gets (the members of an assignment's teams when asked; a reportage has no teams), and the refusal
 * of an installation with no mail server.
 */
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentId, EmailIn, EmailReport } from '@newsroom/api';
import { fakeServer } from '../../test/fakeServer';
import { renderApp, users } from '../../test/renderApp';
import type { ListKind } from './kinds';

vi.mock('../../shared/stomp/browserHub', async () => (await import('../../test/fakeHub')).fakeHubModule);

const server = fakeServer();
const { DocumentEmailForm } = await import('./DocumentEmailForm');

const IDS = [1_000_000_000_001, 1_000_000_000_002] as DocumentId[];
const REPORT = { mails: 2, sentTo: [1, 4], notMailed: [3] } as unknown as EmailReport;

beforeEach(() => {
  server.calls.splice(0);
  server.on('GET /api/users/me', { body: users.producer });
  server.on('GET /api/users/active', {
    body: [
      { id: 1, name: 'Paula Producer', nickname: 'producer' },
      { id: 4, name: 'Rita Reporter', nickname: 'reporter' },
    ],
  });
});

async function open(kind: ListKind, email: (body: EmailIn) => Promise<EmailReport>) {
  const onCancel = vi.fn();
  const onSent = vi.fn();
  const view = await renderApp(<DocumentEmailForm kind={kind} ids={IDS} email={email} onCancel={onCancel} onSent={onSent} />, { path: '/', route: '/' });
  return { ...view, onCancel, onSent };
}

describe('DocumentEmailForm', () => {
  it("mails a reportage kind's selection to their editors and reporters and to the people chosen", async () => {
    const email = vi.fn(() => Promise.resolve(REPORT));
    const { user, onSent } = await open('reportages', email);
    const form = await screen.findByTestId('reportage-email-form');
    expect(within(form).getByRole('group', { name: 'E-mail 2 reportages' })).toBeTruthy();
    expect(within(form).getByTestId<HTMLInputElement>('reportage-email-editors').checked).toBe(true);
    expect(within(form).getByTestId<HTMLInputElement>('reportage-email-reporters').checked).toBe(true);
    expect(within(form).getByTestId<HTMLInputElement>('reportage-email-grouped').checked).toBe(false);
    expect(within(form).queryByTestId('reportage-email-teams')).toBeNull();
    await user.click(await within(form).findByTestId('reportage-email-users-4'));
    await user.click(within(form).getByTestId('reportage-email-submit'));
    expect(email).toHaveBeenCalledWith({ ids: IDS, usersIds: [4], groupedEmail: false, includeEditors: true, includeReporters: true, includeTeams: false });
    expect(onSent).toHaveBeenCalledWith(REPORT);
  });

  it("speaks of assignments with the assignments' test ids; grouped, without the editors", async () => {
    const email = vi.fn(() => Promise.resolve(REPORT));
    const { user } = await open('assignments', email);
    const form = await screen.findByTestId('assignment-email-form');
    expect(within(form).getByRole('group', { name: 'E-mail 2 assignments' })).toBeTruthy();
    expect(within(form).getByTestId<HTMLInputElement>('assignment-email-teams').checked).toBe(false);
    await user.click(within(form).getByTestId('assignment-email-editors'));
    await user.click(within(form).getByTestId('assignment-email-grouped'));
    await user.click(within(form).getByTestId('assignment-email-submit'));
    expect(email).toHaveBeenCalledWith({ ids: IDS, usersIds: [], groupedEmail: true, includeEditors: false, includeReporters: true, includeTeams: false });
  });

  it("mails an assignment's teams too when asked", async () => {
    const email = vi.fn(() => Promise.resolve(REPORT));
    const { user } = await open('assignments', email);
    const form = await screen.findByTestId('assignment-email-form');
    await user.click(within(form).getByRole('checkbox', { name: "Each one's teams too" }));
    await user.click(within(form).getByTestId('assignment-email-submit'));
    expect(email).toHaveBeenCalledWith({ ids: IDS, usersIds: [], groupedEmail: false, includeEditors: true, includeReporters: true, includeTeams: true });
  });

  it('says the mail server is not configured, keeps the form open, and cancels', async () => {
    const email = vi.fn(() => Promise.reject({ status: 409, data: { code: 'mail_not_configured', message: 'The mail server is not configured.' } }));
    const { user, onSent, onCancel } = await open('reportages', email);
    await user.click(await screen.findByTestId('reportage-email-submit'));
    const error = await screen.findByTestId('reportage-email-error');
    expect(error.dataset.code).toBe('mail_not_configured');
    expect(error.textContent).toContain('The mail server is not configured.');
    expect(onSent).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalled();
  });
});
