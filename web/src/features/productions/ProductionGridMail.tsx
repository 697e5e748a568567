/**
 * "Mail the day's grid" on the productions list (web.md section 7, "POST .../email/grid (date,
 * usersIds)"): a writer chooses people by name and the server mails them every checklist of the day
 * they may see, two lines each in the order of departure (a private one only to its people). The panel
 * opens under the list's actions; a 422's problem stands under the people, a refusal
 * (`mail_not_configured`, `mail_failed`) under the form; once sent the list says how many got it.
 * Test ids: `production-grid-open`, `production-grid-form`, `production-grid-users-<id>`,
 * `production-grid-submit`, `production-grid-error`.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailReport, UserId } from '@newsroom/api';
import { formatDate } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { PeoplePicker } from '../documents/PeoplePicker';
import { usePanelCall } from '../documents/usePanelCall';
import { useMailProductionGridMutation } from './productionsApi';
import '../documents/documents.css';

interface Props {
  /** The list's day (`YYYY-MM-DD`). */
  date: string;
  onSent: (report: EmailReport) => void;
}

export function ProductionGridMail({ date, onSent }: Props) {
  const { t, i18n } = useTranslation('production');
  const [open, setOpen] = useState(false);
  const [usersIds, setUsersIds] = useState<UserId[]>([]);
  const [mail] = useMailProductionGridMutation();
  const { submit, busy, failure, dismiss, errorOf, clear, others } = usePanelCall();
  if (!open) {
    return (
      <button type="button" className="btn" onClick={() => setOpen(true)} data-testid="production-grid-open">
        {t('grid.open')}
      </button>
    );
  }
  const send = submit(async () => {
    onSent(await mail({ date, usersIds }).unwrap());
    setOpen(false);
    setUsersIds([]);
  });
  return (
    <form className="document-panel production-grid-form" onSubmit={(e) => void send(e)} noValidate data-testid="production-grid-form">
      <fieldset disabled={busy}>
        <legend>{t('grid.title', { date: formatDate(date, i18n.language) })}</legend>
        <PeoplePicker
          id="production-grid-users"
          label={t('grid.users')}
          picker="active"
          chosen={usersIds}
          onChange={(chosen) => {
            setUsersIds(chosen);
            clear('usersIds');
          }}
          emptyText={t('grid.noUsers')}
          error={errorOf('usersIds')}
        />
        <p className="hint">{t('grid.hint')}</p>
        <div className="document-panel-buttons">
          <button type="button" className="btn btn-small btn-ghost" onClick={() => setOpen(false)}>
            {t('cancel')}
          </button>
          <button type="submit" className="btn btn-small btn-primary" data-testid="production-grid-submit">
            {busy ? t('grid.sending') : t('grid.submit')}
          </button>
        </div>
      </fieldset>
      {failure && <ErrorMessage code={failure} fields={others(['usersIds'])} onDismiss={dismiss} testId="production-grid-error" />}
    </form>
  );
}
