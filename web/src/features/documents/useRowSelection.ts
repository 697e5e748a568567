/**
 * The rows of a list a user ticked for its actions. Only rows still listed count: a row gone after a
 * change or a reload is no longer selected.
 */
import { useState } from 'react';
import type { DocumentId } from '@newsroom/api';

export interface RowSelection {
  /** The ticked rows still listed, in the order they were ticked. */
  selected: DocumentId[];
  /** Every listed row is ticked (and there is one). */
  all: boolean;
  isSelected: (id: DocumentId) => boolean;
  toggle: (id: DocumentId, on: boolean) => void;
  toggleAll: (on: boolean) => void;
  /** A list action's `onDone`: the selection is cleared, then `then` is told what was done. */
  clearing: <Notice>(then: (notice: Notice) => void) => (notice: Notice) => void;
}

export function useRowSelection(rows: readonly { id: DocumentId }[]): RowSelection {
  const [chosen, setChosen] = useState<DocumentId[]>([]);
  const selected = chosen.filter((id) => rows.some((r) => r.id === id));
  return {
    selected,
    all: rows.length > 0 && selected.length === rows.length,
    isSelected: (id) => selected.includes(id),
    toggle: (id, on) => setChosen(on ? [...selected, id] : selected.filter((x) => x !== id)),
    toggleAll: (on) => setChosen(on ? rows.map((r) => r.id) : []),
    clearing: (then) => (notice) => {
      setChosen([]);
      then(notice);
    },
  };
}
