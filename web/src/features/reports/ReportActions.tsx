/** What a writer does with a report from its page: the documents' actions (its state, Move to trash, Edit: DocumentActions). */
import type { DocumentState, Report } from '@newsroom/api';
import { DocumentActions } from '../documents/DocumentActions';
import { REPORTS_PATH, reportEditPath } from './paths';
import { useSetReportStatesMutation, useTrashReportsMutation } from './reportsApi';

export function ReportActions({ report: r, onStateSet }: { report: Report; onStateSet: (state: DocumentState) => void }) {
  const [setStates] = useSetReportStatesMutation();
  const [trash] = useTrashReportsMutation();
  return (
    <DocumentActions ns="report" prefix="report" document={r} setState={(state) => setStates({ ids: [r.id], state }).unwrap()} trash={() => trash([r.id]).unwrap()} onStateSet={onStateSet} listPath={REPORTS_PATH} editPath={reportEditPath(r.id)} />
  );
}
