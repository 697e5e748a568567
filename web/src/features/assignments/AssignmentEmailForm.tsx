/**
 * Mails the selected assignments (web.md section 7, "email"; `POST /api/assignments/email`) through the
 * installation's mail server: to users chosen by name, and to each assignment's editors and reporters
 * (on by default); one mail per assignment, or one mail with all of them per recipient ("grouped").
 * A private assignment reaches only who may see it. The notice says who was mailed and who was not
 * (no e-mail address, or a private assignment not theirs to see).
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorFieldsOf, type ApiErrorCode, type DocumentId, type EmailReport, type UserId } from '@newsroom/api';
import { CheckList } from '../../shared/ui/CheckList';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { useFieldErrors } from '../../shared/ui/useFieldErrors';
import { useUserPicksQuery } from '../users/usersApi';
import { useEmailAssignmentsMutation } from './assignmentsApi';

interface Props {
  ids: readonly DocumentId[];
  onCancel: () => void;
  onSent: (report: EmailReport) => void;
}

export function AssignmentEmailForm({ ids, onCancel, onSent }: Props) {
  const { t } = useTranslation('assignments');
  const { data: users } = useUserPicksQuery('active');
  const [usersIds, setUsersIds] = useState<UserId[]>([]);
  const [includeEditors, setIncludeEditors] = useState(true);
  const [includeReporters, setIncludeReporters] = useState(true);
  const [groupedEmail, setGroupedEmail] = useState(false);
  const [failure, setFailure] = useState<ApiErrorCode | null>(null);
  const { setProblems, errorOf, clear, others } = useFieldErrors();
  const [email, sending] = useEmailAssignmentsMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    setProblems({});
    try {
      onSent(await email({ ids: [...ids], usersIds, groupedEmail, includeEditors, includeReporters, includeTeams: false }).unwrap());
    } catch (err) {
      const problem = err as Parameters<typeof errorCodeOf>[0];
      setProblems(errorFieldsOf(problem));
      setFailure(errorCodeOf(problem));
    }
  };

  return (
    <form className="assignment-copy" onSubmit={(e) => void submit(e)} noValidate data-testid="assignment-email-form">
      <fieldset disabled={sending.isLoading}>
        <legend>{t('email.title', { count: ids.length })}</legend>
        <div className="field">
          <span id="assignment-email-users-label" className="muted small">
            {t('email.users')}
          </span>
          <CheckList<UserId>
            labelledBy="assignment-email-users-label"
            choices={(users ?? []).map((u) => ({ id: u.id, label: u.name }))}
            chosen={usersIds}
            onChange={(chosen) => {
              setUsersIds(chosen);
              clear('usersIds');
            }}
            emptyText={t('form.noUsers')}
            testId="assignment-email-users"
          />
          {errorOf('usersIds') && (
            <span className="field-error" data-testid="error-assignment-email-users">
              {errorOf('usersIds')}
            </span>
          )}
        </div>
        <div className="field checks">
          <label className="check">
            <input type="checkbox" checked={includeEditors} onChange={(e) => setIncludeEditors(e.target.checked)} data-testid="assignment-email-editors" />
            <span>{t('email.includeEditors')}</span>
          </label>
          <label className="check">
            <input type="checkbox" checked={includeReporters} onChange={(e) => setIncludeReporters(e.target.checked)} data-testid="assignment-email-reporters" />
            <span>{t('email.includeReporters')}</span>
          </label>
          <label className="check">
            <input type="checkbox" checked={groupedEmail} onChange={(e) => setGroupedEmail(e.target.checked)} data-testid="assignment-email-grouped" />
            <span>{t('email.grouped')}</span>
          </label>
        </div>
        <div className="assignment-copy-buttons">
          <button type="button" className="btn btn-small btn-ghost" onClick={onCancel}>
            {t('cancel')}
          </button>
          <button type="submit" className="btn btn-small btn-primary" disabled={ids.length === 0} data-testid="assignment-email-submit">
            {sending.isLoading ? t('email.sending') : t('email.submit')}
          </button>
        </div>
      </fieldset>
      {failure && <ErrorMessage code={failure} fields={others(['usersIds'])} onDismiss={() => setFailure(null)} testId="assignment-email-error" />}
    </form>
  );
}
