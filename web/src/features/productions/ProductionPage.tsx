/**
 * /productions/production/:id (PRODUCTION read): one checklist: its fields (people and vehicles by name,
 * where the crew goes, when it leaves and is back, the schedule in time order, resources, notes, the
 * assignment it produces), its attachments, the checklist itself, which writers tick there and then, and
 * its history. Writers edit it, set its state and move it to the trash. A private one the caller may not
 * see answers 404, like one that does not exist. Follows everyone's changes live: a tick made on a phone
 * shows at once.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { parseId, type DocumentId, type DocumentState } from '@newsroom/api';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { DocumentBody } from '../documents/DocumentBody';
import { DocumentHistory } from '../documents/DocumentHistory';
import { DocumentAttachments } from '../files/DocumentAttachments';
import { PRODUCTIONS_PATH } from './paths';
import { ProductionActions } from './ProductionActions';
import { ProductionChecklist } from './ProductionChecklist';
import { ProductionDetails } from './ProductionDetails';
import { useProductionQuery } from './productionsApi';
import { useProductionsLive } from './useProductionsLive';
import './productions.css';

export function ProductionPage() {
  const { t } = useTranslation('production');
  const id = parseId<DocumentId>(useParams().id);
  const { data: me } = useMeQuery();
  const canWrite = hasRole(me?.roles, ROLES.productionWrite);
  const query = useProductionQuery(id ?? (0 as DocumentId), { skip: id === null, refetchOnMountOrArgChange: true });
  const { data } = query;
  const [stateSet, setStateSet] = useState<DocumentState | null>(null);
  // Someone else's change of it (a tick) shows at once.
  useProductionsLive(hasRole(me?.roles, ROLES.productionRead));

  return (
    <section className="page productions-page" data-testid="production-page">
      <header className="page-heading productions-heading">
        <div>
          <Link to={data ? `${PRODUCTIONS_PATH}?date=${data.date}` : PRODUCTIONS_PATH} className="muted small" data-testid="production-back">
            ‹ {t('view.back')}
          </Link>
          <h1 data-testid="production-title">{data?.slug ?? t('title')}</h1>
        </div>
        {data && canWrite && <ProductionActions production={data} onStateSet={setStateSet} />}
      </header>
      {stateSet && (
        <p className="form-notice" role="status" data-testid="production-notice">
          {t('notices.stateSet', { state: t(`states.${stateSet}`) })}
        </p>
      )}
      <DocumentBody id={id} query={query}>
        {(p) => (
          <div className="production-body">
            <ProductionChecklist production={p} canWrite={canWrite} />
            <ProductionDetails production={p} />
            <DocumentAttachments ids={p.attachmentIds} testId="production-attachments" />
            <DocumentHistory kind="productions" document={p} ns="production" prefix="production" />
          </div>
        )}
      </DocumentBody>
    </section>
  );
}
