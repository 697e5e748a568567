/**
 * Mails the selected documents of a list (web.md section 7, "email"; `POST /api/assignments/email`,
 * `POST /api/reportages/email`) through the installation's mail server: to users chosen by name, and to
 * each document's editors and reporters (on by default) and, for a kind whose documents name teams
 * (assignments), to the members of its teams (off by default); one mail per document, or one mail with
 * all of them per recipient ("grouped"). A private document reaches only who may see it; the list's
 * notice says who was mailed and who was not (DocumentNotices). Test ids: `{singular}-email-form`,
 * `-users-<id>`, `-editors`, `-reporters`, `-teams`, `-grouped`, `-submit`, `-error`.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentId, EmailIn, EmailReport, UserId } from '@newsroom/api';
import { CheckList } from '../../shared/ui/CheckList';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { useUserPicksQuery } from '../users/usersApi';
import { LIST_KINDS, type ListKind } from './kinds';
import { usePanelCall } from './usePanelCall';
import './documents.css';

interface Props {
  kind: ListKind;
  ids: readonly DocumentId[];
  /** The kind's e-mail call. */
  email: (body: EmailIn) => Promise<EmailReport>;
  onCancel: () => void;
  onSent: (report: EmailReport) => void;
}

export function DocumentEmailForm({ kind, ids, email, onCancel, onSent }: Props) {
  const { ns, singular, teams } = LIST_KINDS[kind];
  const { t } = useTranslation('documents');
  const { t: tk } = useTranslation(ns);
  const usersLabel = useId();
  const { data: users } = useUserPicksQuery('active');
  const [usersIds, setUsersIds] = useState<UserId[]>([]);
  const [includeEditors, setIncludeEditors] = useState(true);
  const [includeReporters, setIncludeReporters] = useState(true);
  const [includeTeams, setIncludeTeams] = useState(false);
  const [groupedEmail, setGroupedEmail] = useState(false);
  const { submit, busy, failure, dismiss, errorOf, clear, others } = usePanelCall();
  const send = submit(async () => onSent(await email({ ids: [...ids], usersIds, groupedEmail, includeEditors, includeReporters, includeTeams: teams && includeTeams })));
  const checks = [
    ['editors', includeEditors, setIncludeEditors, t('email.includeEditors')],
    ['reporters', includeReporters, setIncludeReporters, t('email.includeReporters')],
    ...(teams ? ([['teams', includeTeams, setIncludeTeams, t('email.includeTeams')]] as const) : []),
    ['grouped', groupedEmail, setGroupedEmail, t('email.grouped')],
  ] as const;

  return (
    <form className="document-panel" onSubmit={(e) => void send(e)} noValidate data-testid={`${singular}-email-form`}>
      <fieldset disabled={busy}>
        <legend>{tk('email.title', { count: ids.length })}</legend>
        <div className="field">
          <span id={usersLabel} className="muted small">
            {t('email.users')}
          </span>
          <CheckList<UserId>
            labelledBy={usersLabel}
            choices={(users ?? []).map((u) => ({ id: u.id, label: u.name }))}
            chosen={usersIds}
            onChange={(chosen) => {
              setUsersIds(chosen);
              clear('usersIds');
            }}
            emptyText={t('email.noUsers')}
            testId={`${singular}-email-users`}
          />
          {errorOf('usersIds') && (
            <span className="field-error" data-testid={`error-${singular}-email-users`}>
              {errorOf('usersIds')}
            </span>
          )}
        </div>
        <div className="field checks">
          {checks.map(([name, checked, set, label]) => (
            <label key={name} className="check">
              <input type="checkbox" checked={checked} onChange={(e) => set(e.target.checked)} data-testid={`${singular}-email-${name}`} />
              <span>{label}</span>
            </label>
          ))}
        </div>
        <div className="document-panel-buttons">
          <button type="button" className="btn btn-small btn-ghost" onClick={onCancel}>
            {t('cancel')}
          </button>
          <button type="submit" className="btn btn-small btn-primary" disabled={ids.length === 0} data-testid={`${singular}-email-submit`}>
            {busy ? t('email.sending') : t('email.submit')}
          </button>
        </div>
      </fieldset>
      {failure && <ErrorMessage code={failure} fields={others(['usersIds'])} onDismiss={dismiss} testId={`${singular}-email-error`} />}
    </form>
  );
}
