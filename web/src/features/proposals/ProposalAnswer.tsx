/**
 * The desk's answer to a proposal, as its row (ProposalsTable) and its page (ProposalPage) show it: who
 * answered it and when (AnsweredBy, the user's clock); for an accepted one the link to the assignment made
 * of it (AcceptedAnswer), for a declined one what they said (DeclinedAnswer, its lines kept; "declined
 * without an answer" when they said nothing). Test ids `proposal-answered-by-{id}`,
 * `proposal-assignment-{id}`, `proposal-answer-{id}`, `proposal-answer-text-{id}`.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Proposal } from '@newsroom/api';
import { assignmentPath } from '../assignments/paths';
import { shortInstant } from './proposals';

/** Who answered it and when; nothing while it is pending. */
export function AnsweredBy({ proposal: p }: { proposal: Proposal }) {
  const { t, i18n } = useTranslation('proposals');
  if (!p.answeredBy) return null;
  return (
    <span className="muted small proposal-when" data-testid={`proposal-answered-by-${p.id}`}>
      {p.answeredAt ? t('row.answeredAt', { name: p.answeredBy.nickname, when: shortInstant(p.answeredAt, i18n.language) }) : p.answeredBy.nickname}
    </span>
  );
}

/** The desk's answer to an accepted one: the assignment made of it, who accepted it and when. */
export function AcceptedAnswer({ proposal: p }: { proposal: Proposal }) {
  const { t } = useTranslation('proposals');
  return (
    <>
      {p.assignmentId != null && (
        <Link to={assignmentPath(p.assignmentId)} className="proposal-assignment" data-testid={`proposal-assignment-${p.id}`}>
          {t('row.assignment')}
        </Link>
      )}
      <AnsweredBy proposal={p} />
    </>
  );
}

/** The desk's answer to a declined one: who, when and why. */
export function DeclinedAnswer({ proposal: p }: { proposal: Proposal }) {
  const { t } = useTranslation('proposals');
  return (
    <div className="proposal-answer" data-testid={`proposal-answer-${p.id}`}>
      <AnsweredBy proposal={p} />
      {p.answer.trim() ? (
        <p className="proposal-answer-text" data-testid={`proposal-answer-text-${p.id}`}>
          {p.answer}
        </p>
      ) : (
        <p className="muted small">{t('row.noAnswer')}</p>
      )}
    </div>
  );
}
