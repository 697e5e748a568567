/**
 * The approval cell of a story row: the approved checkbox and the private toggle (a lock). An approved
 * story cannot be made private (web.md section 4), so the lock is disabled with a tooltip saying why;
 * if it happens anyway (someone approved it meanwhile), the API's 422 is shown by the error banner.
 */
import { useTranslation } from 'react-i18next';
import type { Story } from '@newsroom/api';
import { LockIcon, UnlockIcon } from '../../shared/ui/icons';

interface Props {
  story: Pick<Story, 'id' | 'approved' | 'private'>;
  canEdit: boolean;
  onApproved: (flag: boolean) => void;
  onPrivate: (flag: boolean) => void;
}

export function StoryApproval({ story, canEdit, onApproved, onPrivate }: Props) {
  const { t } = useTranslation('rundown');
  const { id, approved } = story;
  const isPrivate = story.private;

  if (!canEdit) {
    return (
      <span className="approval-cell">
        <span data-testid={`story-approved-${id}`} className={approved ? 'ok-mark' : 'ok-mark off'} aria-label={approved ? t('story.approved') : undefined}>
          {approved ? '✓' : ''}
        </span>
        <span className={`private-mark${isPrivate ? '' : ' off'}`} data-testid={`story-private-${id}`} data-private={isPrivate} title={isPrivate ? t('private.is') : undefined} aria-label={isPrivate ? t('private.is') : undefined}>
          {isPrivate && <LockIcon />}
        </span>
      </span>
    );
  }

  // Making an approved story private is refused; making a private one public never is.
  const blocked = approved && !isPrivate;
  const label = blocked ? t('private.approvedHint') : isPrivate ? t('private.unmake') : t('private.make');
  return (
    <span className="approval-cell">
      <input type="checkbox" data-testid={`story-approved-${id}`} aria-label={t('story.approved')} checked={approved} onChange={(e) => onApproved(e.target.checked)} />
      {/* A disabled button shows no tooltip in every browser: its wrapper carries the reason too. */}
      <span className="private-wrap" title={blocked ? label : undefined} data-testid={`story-private-reason-${id}`}>
        <button
          type="button"
          className={`icon-btn private-btn${isPrivate ? ' on' : ''}`}
          aria-pressed={isPrivate}
          disabled={blocked}
          onClick={() => onPrivate(!isPrivate)}
          data-testid={`story-private-${id}`}
          data-private={isPrivate}
          title={label}
          aria-label={label}
        >
          {isPrivate ? <LockIcon /> : <UnlockIcon />}
        </button>
      </span>
    </span>
  );
}
