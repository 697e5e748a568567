/**
 * The history of a production on its page (the document base's revisions): every change, newest first
 * (create, edits, each tick, states, trash, restore), with who made it and when; choosing one shows what
 * changed from it to the production now. The list and diff are the story's (story/Revisions).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, type Production } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { DiffView, RevisionList } from '../story/Revisions';
import { useProductionRevisionQuery, useProductionRevisionsQuery } from './productionsApi';

export function ProductionHistory({ production: p }: { production: Production }) {
  const { t } = useTranslation('production');
  const [selected, setSelected] = useState<number | null>(null);
  const { data, error, isLoading } = useProductionRevisionsQuery({ id: p.id, current: p.revision });
  return (
    <section className="production-history" aria-labelledby="production-history-title" data-testid="production-history">
      <h2 id="production-history-title">{t('history.title')}</h2>
      {isLoading && <Spinner />}
      {error && <ErrorMessage code={errorCodeOf(error)} />}
      {data && <RevisionList revisions={data} current={p.revision} selected={selected} onSelect={setSelected} />}
      {selected !== null && <Diff production={p} number={selected} onClose={() => setSelected(null)} />}
    </section>
  );
}

function Diff({ production: p, number, onClose }: { production: Production; number: number; onClose: () => void }) {
  const { data, error, isFetching } = useProductionRevisionQuery({ id: p.id, number, current: p.revision });
  return <DiffView number={number} diff={data?.diff} error={error} loading={isFetching} onClose={onClose} />;
}
