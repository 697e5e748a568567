/**
 * /rounds/round/:id (ROUND read): one round: its calls under their segments, which writers note there
 * and then, news that writers of assignments make into assignments, its fields, attachments and history.
 * Writers edit it, set its state and move it to the trash. A private one the caller may not see answers
 * 404, like one that does not exist. Follows everyone's changes live: a call noted on a phone shows at once.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { parseId, type DocumentId, type DocumentState } from '@newsroom/api';
import { formatDate } from '@newsroom/time';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { DocumentBody } from '../documents/DocumentBody';
import { DocumentHistory } from '../documents/DocumentHistory';
import { DocumentAttachments } from '../files/DocumentAttachments';
import { ROUNDS_PATH } from './paths';
import { RoundActions } from './RoundActions';
import { RoundCalls } from './RoundCalls';
import { RoundDetails } from './RoundDetails';
import { useRoundQuery } from './roundsApi';
import { useRoundsLive } from './useRoundsLive';
import './rounds.css';

export function RoundPage() {
  const { t, i18n } = useTranslation('round');
  const id = parseId<DocumentId>(useParams().id);
  const { data: me } = useMeQuery();
  const canWrite = hasRole(me?.roles, ROLES.roundWrite);
  const canAssign = hasRole(me?.roles, ROLES.assignmentWrite);
  const query = useRoundQuery(id ?? (0 as DocumentId), { skip: id === null, refetchOnMountOrArgChange: true });
  const { data } = query;
  const [stateSet, setStateSet] = useState<DocumentState | null>(null);
  // Someone else's change of it (a call noted) shows at once.
  useRoundsLive(hasRole(me?.roles, ROLES.roundRead));

  return (
    <section className="page rounds-page" data-testid="round-page">
      <header className="page-heading rounds-heading">
        <div>
          <Link to={data ? `${ROUNDS_PATH}?date=${data.date}` : ROUNDS_PATH} className="muted small" data-testid="round-back">
            ‹ {t('view.back')}
          </Link>
          <h1 data-testid="round-title">{data?.slug ?? t('title')}</h1>
          {data && (
            <p className="muted" data-testid="round-subtitle">
              {[formatDate(data.date, i18n.language), data.shift].filter(Boolean).join(' · ')}
            </p>
          )}
        </div>
        {data && canWrite && <RoundActions round={data} onStateSet={setStateSet} />}
      </header>
      {stateSet && (
        <p className="form-notice" role="status" data-testid="round-notice">
          {t('notices.stateSet', { state: t(`states.${stateSet}`) })}
        </p>
      )}
      <DocumentBody id={id} query={query}>
        {(r) => (
          <div className="round-body">
            <RoundCalls round={r} canWrite={canWrite} canAssign={canAssign} />
            <RoundDetails round={r} />
            <DocumentAttachments ids={r.attachmentIds} testId="round-attachments" />
            <DocumentHistory kind="rounds" document={r} ns="round" prefix="round" />
          </div>
        )}
      </DocumentBody>
    </section>
  );
}
