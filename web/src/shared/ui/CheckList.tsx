/**
 * A multi-select as a list of checkboxes, by name: users of a picker, groups. A chosen id the list does
 * not offer (a user no longer active, a group one may not read) still shows, by its id, so it can be
 * taken off.
 */
interface Choice<T extends number> {
  id: T;
  label: string;
}

interface Props<T extends number> {
  /** Names the list (a legend or label's id). */
  labelledBy: string;
  choices: readonly Choice<T>[];
  chosen: readonly T[];
  onChange: (chosen: T[]) => void;
  /** Shown when there is nothing to choose. */
  emptyText: string;
  disabled?: boolean;
  /** `program-editors`: each box is `program-editors-<id>`. */
  testId: string;
}

export function CheckList<T extends number>({ labelledBy, choices, chosen, onChange, emptyText, disabled = false, testId }: Props<T>) {
  const offered = new Set(choices.map((c) => c.id));
  const all = [...[...choices].sort((a, b) => a.label.localeCompare(b.label)), ...chosen.filter((id) => !offered.has(id)).map((id) => ({ id, label: `#${id}` }))];
  const toggle = (id: T, on: boolean) => onChange(on ? (chosen.includes(id) ? [...chosen] : [...chosen, id]) : chosen.filter((x) => x !== id));
  return (
    <div className="check-list" role="group" aria-labelledby={labelledBy} data-testid={testId}>
      {all.length === 0 && <p className="muted small">{emptyText}</p>}
      {all.map((choice) => (
        <label key={choice.id} className="check">
          <input type="checkbox" checked={chosen.includes(choice.id)} disabled={disabled} onChange={(e) => toggle(choice.id, e.target.checked)} data-testid={`${testId}-${choice.id}`} />
          <span>{choice.label}</span>
        </label>
      ))}
    </div>
  );
}
