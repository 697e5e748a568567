/**
 * A filter's choice of one of a list (a program, a reporter) or of any: a labelled select whose first
 * option is "any", the value an id (`parseId`) or null.
 */
import { parseId, type Id } from '@newsroom/api';

interface Props<I extends Id<string>> {
  label: string;
  /** The first option's text: "All programs", "Any reporter". */
  anyLabel: string;
  value: I | null;
  onChange: (value: I | null) => void;
  /** Still loading: only "any". */
  choices: readonly { id: number; name: string }[] | undefined;
  testId: string;
}

export function FilterSelect<I extends Id<string>>({ label, anyLabel, value, onChange, choices, testId }: Props<I>) {
  return (
    <label className="field">
      <span>{label}</span>
      <select value={value ?? ''} onChange={(e) => onChange(parseId<I>(e.target.value))} data-testid={testId}>
        <option value="">{anyLabel}</option>
        {(choices ?? []).map((c) => (
          <option key={c.id} value={c.id}>
            {c.name}
          </option>
        ))}
      </select>
    </label>
  );
}
