/**
 * The history of an assignment on its page (web.md section 3, the document base's revisions): every
 * change, newest first, with who made it and when; choosing one shows what changed from it to the
 * assignment now, field by field (`Label: value` lines, names in place of ids). Follows the assignment:
 * a new revision reloads the list.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, type Assignment } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { DiffView, RevisionList } from '../story/Revisions';
import { useAssignmentRevisionQuery, useAssignmentRevisionsQuery } from './assignmentsApi';

export function AssignmentHistory({ assignment: a }: { assignment: Assignment }) {
  const { t } = useTranslation('assignments');
  const [selected, setSelected] = useState<number | null>(null);
  const { data, error, isLoading } = useAssignmentRevisionsQuery({ id: a.id, current: a.revision });
  return (
    <section className="assignment-history" aria-labelledby="assignment-history-title" data-testid="assignment-history">
      <h2 id="assignment-history-title">{t('history.title')}</h2>
      {isLoading && <Spinner />}
      {error && <ErrorMessage code={errorCodeOf(error)} />}
      {data && <RevisionList revisions={data} current={a.revision} selected={selected} onSelect={setSelected} />}
      {selected !== null && <Diff assignment={a} number={selected} onClose={() => setSelected(null)} />}
    </section>
  );
}

function Diff({ assignment: a, number, onClose }: { assignment: Assignment; number: number; onClose: () => void }) {
  const { data, error, isFetching } = useAssignmentRevisionQuery({ id: a.id, number, current: a.revision });
  return <DiffView number={number} diff={data?.diff} error={error} loading={isFetching} onClose={onClose} />;
}
