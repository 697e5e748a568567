/**
 * The history of a reportage on its page (the document base's revisions): every change, newest first,
 * with who made it and when (create, edits, states, approvals, trash, restore); choosing one shows what
 * changed from it to the reportage now, as `Label: value` lines and each section as `[KIND]` and its
 * paragraphs. The list and diff are the story's and the assignment's (story/Revisions).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, type ScriptedReportage } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { DiffView, RevisionList } from '../story/Revisions';
import { useReportageRevisionQuery, useReportageRevisionsQuery } from './reportagesApi';

export function ReportageHistory({ reportage: r }: { reportage: ScriptedReportage }) {
  const { t } = useTranslation('reportage');
  const [selected, setSelected] = useState<number | null>(null);
  const { data, error, isLoading } = useReportageRevisionsQuery({ id: r.id, current: r.revision });
  return (
    <section className="reportage-history" aria-labelledby="reportage-history-title" data-testid="reportage-history">
      <h2 id="reportage-history-title">{t('history.title')}</h2>
      {isLoading && <Spinner />}
      {error && <ErrorMessage code={errorCodeOf(error)} />}
      {data && <RevisionList revisions={data} current={r.revision} selected={selected} onSelect={setSelected} />}
      {selected !== null && <Diff reportage={r} number={selected} onClose={() => setSelected(null)} />}
    </section>
  );
}

function Diff({ reportage: r, number, onClose }: { reportage: ScriptedReportage; number: number; onClose: () => void }) {
  const { data, error, isFetching } = useReportageRevisionQuery({ id: r.id, number, current: r.revision });
  return <DiffView number={number} diff={data?.diff} error={error} loading={isFetching} onClose={onClose} />;
}
