/**
 * The history of a document on its page (the document base's revisions): every change, newest first
 * (create, edits, states, trash, restore), with who made it and when; choosing one shows what changed from
 * it to the document now (`Label: value` lines, names in place of ids). The list and diff are the story's
 * (story/Revisions). Test ids: `{prefix}-history`, and the story's `revision-{n}`, `diff-line`.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, type DocumentId } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { DiffView, RevisionList } from '../story/Revisions';
import type { DocumentNamespace } from './kinds';
import { useDocumentRevisionQuery, useDocumentRevisionsQuery, type RevisionKind } from './revisionsApi';
import './documents.css';

interface Props {
  kind: RevisionKind;
  document: { id: DocumentId; revision: number };
  /** Whose words (`history.title`). */
  ns: DocumentNamespace;
  /** `production`, `report`. */
  prefix: string;
}

export function DocumentHistory({ kind, document: d, ns, prefix }: Props) {
  const { t } = useTranslation(ns);
  const [selected, setSelected] = useState<number | null>(null);
  const { data, error, isLoading } = useDocumentRevisionsQuery({ kind, id: d.id, current: d.revision });
  return (
    <section className="document-history" aria-labelledby={`${prefix}-history-title`} data-testid={`${prefix}-history`}>
      <h2 id={`${prefix}-history-title`}>{t('history.title')}</h2>
      {isLoading && <Spinner />}
      {error && <ErrorMessage code={errorCodeOf(error)} />}
      {data && <RevisionList revisions={data} current={d.revision} selected={selected} onSelect={setSelected} />}
      {selected !== null && <Diff kind={kind} document={d} number={selected} onClose={() => setSelected(null)} />}
    </section>
  );
}

function Diff({ kind, document: d, number, onClose }: { kind: RevisionKind; document: Props['document']; number: number; onClose: () => void }) {
  const { data, error, isFetching } = useDocumentRevisionQuery({ kind, id: d.id, number, current: d.revision });
  return <DiffView number={number} diff={data?.diff} error={error} loading={isFetching} onClose={onClose} />;
}
