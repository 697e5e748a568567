/** The tick boxes of a list whose rows are selected for its actions (useRowSelection): the header's "all" and each row's. */
import type { DocumentId } from '@newsroom/api';
import type { RowSelection } from './useRowSelection';
import './documents.css';

export function SelectAllCell({ selection, label, testId }: { selection: RowSelection; label: string; testId: string }) {
  return (
    <th className="check-cell">
      <input type="checkbox" checked={selection.all} onChange={(e) => selection.toggleAll(e.target.checked)} aria-label={label} data-testid={testId} />
    </th>
  );
}

export function SelectCell({ selection, id, label, testId }: { selection: RowSelection; id: DocumentId; label: string; testId: string }) {
  return (
    <td className="check-cell">
      <input type="checkbox" checked={selection.isSelected(id)} onChange={(e) => selection.toggle(id, e.target.checked)} aria-label={label} data-testid={testId} />
    </td>
  );
}
