/**
 * What a list says after a copy or a mailing of its selected documents (CopyEmailActions), in its kind's
 * words: how many were copied to which day, with a button that shows that day; how many mails went to
 * whom, and who got none (no e-mail address, or a private document not theirs to see). Test ids:
 * `{plural}-notice` (`data-notice` copied or mailed), `{plural}-show-copies`, `{plural}-not-mailed`.
 */
import { useTranslation } from 'react-i18next';
import { formatDate } from '@newsroom/time';
import { useNames } from '../users/useNames';
import type { CopyMailNotice } from './CopyEmailActions';
import { LIST_KINDS, type ListKind } from './kinds';

interface Props {
  kind: ListKind;
  notice: CopyMailNotice;
  /** Shows the copies' day in the list. */
  onShowDay: (date: string) => void;
}

export function CopyMailNoticeLine({ kind, notice, onShowDay }: Props) {
  const { ns, plural } = LIST_KINDS[kind];
  const { t, i18n } = useTranslation(ns);
  const { t: td } = useTranslation('documents');
  const { userNames } = useNames();
  return (
    <p className="form-notice" role="status" data-testid={`${plural}-notice`} data-notice={notice.kind}>
      {notice.kind === 'copied' ? (
        <>
          {t('notices.copied', { count: notice.count, date: formatDate(notice.date, i18n.language) })}{' '}
          <button type="button" className="btn btn-small" onClick={() => onShowDay(notice.date)} data-testid={`${plural}-show-copies`}>
            {td('notices.showDay')}
          </button>
        </>
      ) : (
        <>
          {td('notices.mailed', { count: notice.report.mails, people: userNames(notice.report.sentTo) || '—' })}
          {notice.report.notMailed.length > 0 && <span data-testid={`${plural}-not-mailed`}> {t('notices.notMailed', { people: userNames(notice.report.notMailed) })}</span>}
        </>
      )}
    </p>
  );
}
