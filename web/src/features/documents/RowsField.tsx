/**
 * A list of rows in a document's form (a checklist's tasks, appointments and resources, the default tasks,
 * a report's events): each row drawn by the caller, with Remove and, where the order matters, Move up and
 * Move down; Add puts a blank row at the end. Every button is named after its row ("Move task 2 up", the
 * row's name in the kind's words, the verbs in `documents`). The list's 422 problem (the server keys a bad
 * line by the list's name) shows under it. Test ids: `{id}`, `{id}-row-{i}`, `{id}-up-{i}`, `{id}-down-{i}`,
 * `{id}-remove-{i}`, `{id}-add`, `error-{id}`.
 */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './documents.css';

interface Props<T> {
  id: string;
  legend: string;
  rows: readonly T[];
  onChange: (rows: T[]) => void;
  blank: () => T;
  addLabel: string;
  emptyText: string;
  /** How the buttons name row `number` (from 1): "task 2". */
  rowName: (number: number) => string;
  /** Offer Move up and Move down. */
  reorder?: boolean;
  /** A class of each row besides `rows-row` (a row laid out on more than one line). */
  rowClassName?: string;
  /** What Add makes of the rows (none: `blank()` at the end). */
  onAdd?: (rows: readonly T[]) => T[];
  error?: string;
  /** Row `index`'s controls; `change` replaces the row. */
  children: (row: T, index: number, change: (row: T) => void) => ReactNode;
}

/** `rows` with the row at `from` moved to `to`. */
function moved<T>(rows: readonly T[], from: number, to: number): T[] {
  const next = [...rows];
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row);
  return next;
}

export function RowsField<T>({ id, legend, rows, onChange, blank, addLabel, emptyText, rowName, reorder = false, rowClassName, onAdd, error, children }: Props<T>) {
  const { t } = useTranslation('documents');
  const button = (action: 'up' | 'down' | 'remove', index: number, run: () => void, disabled = false) => {
    const label = t(`rows.${action}`, { row: rowName(index + 1) });
    return (
      <button type="button" className={`icon-btn${action === 'remove' ? ' danger' : ''}`} onClick={run} disabled={disabled} aria-label={label} title={label} data-testid={`${id}-${action}-${index}`}>
        {{ up: '↑', down: '↓', remove: '✕' }[action]}
      </button>
    );
  };
  return (
    <fieldset className={`rows-field${error ? ' has-error' : ''}`} data-testid={id}>
      <legend>{legend}</legend>
      {rows.length === 0 ? (
        <p className="muted small">{emptyText}</p>
      ) : (
        <ol className="rows-list">
          {rows.map((row, i) => (
            <li key={i} className={rowClassName ? `rows-row ${rowClassName}` : 'rows-row'} data-testid={`${id}-row-${i}`}>
              {children(row, i, (next) => onChange(rows.map((r, j) => (j === i ? next : r))))}
              {reorder && button('up', i, () => onChange(moved(rows, i, i - 1)), i === 0)}
              {reorder && button('down', i, () => onChange(moved(rows, i, i + 1)), i === rows.length - 1)}
              {button('remove', i, () => onChange(rows.filter((_, j) => j !== i)))}
            </li>
          ))}
        </ol>
      )}
      {error && (
        <span className="field-error" data-testid={`error-${id}`}>
          {error}
        </span>
      )}
      <button type="button" className="btn btn-small rows-add" onClick={() => onChange(onAdd ? onAdd(rows) : [...rows, blank()])} data-testid={`${id}-add`}>
        {addLabel}
      </button>
    </fieldset>
  );
}
