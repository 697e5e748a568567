/**
 * What the last action on proposals said (ProposalNotice), above the list (ProposalsPage) or a proposal
 * (ProposalPage): sent, saved, declined, trashed, restored; an accepted one's notice opens the assignment
 * made of it. Test ids `proposals-notice` (its kind in `data-notice`), `proposals-notice-assignment`.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { assignmentPath } from '../assignments/paths';
import type { ProposalNotice } from './notice';

export function ProposalNoticeBar({ notice, onDismiss }: { notice: ProposalNotice; onDismiss: () => void }) {
  const { t } = useTranslation(['proposals', 'common']);
  return (
    <div className="form-notice proposals-notice" role="status" data-testid="proposals-notice" data-notice={notice.kind}>
      <span>{notice.kind === 'restored' ? t('notices.restored', { count: notice.count }) : t(`notices.${notice.kind}`, { slug: notice.slug })}</span>
      {notice.kind === 'accepted' && (
        <Link to={assignmentPath(notice.assignmentId)} className="btn btn-small btn-primary" data-testid="proposals-notice-assignment">
          {t('notices.openAssignment')}
        </Link>
      )}
      <button type="button" className="btn btn-ghost btn-small" onClick={onDismiss}>
        {t('common:actions.dismiss')}
      </button>
    </div>
  );
}
