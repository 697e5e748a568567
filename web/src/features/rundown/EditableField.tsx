import { useState, type KeyboardEvent } from 'react';

interface Props {
  /** The value as stored (an ISO duration, a slug...). */
  value: string;
  /** How the stored value reads in the cell. */
  format?: (value: string) => string;
  /** Reads what was typed: the value to store, or null when it is not valid. */
  parse?: (text: string) => string | null;
  onCommit: (value: string) => void;
  onInvalid?: () => void;
  testId: string;
  label: string;
  className?: string;
  maxLength?: number;
}

const same = (v: string) => v;

/**
 * A grid cell that is always an input, spreadsheet-like: it shows the stored value, keeps what is typed
 * while it has the focus, and commits on Enter or when the focus leaves (Escape gives up). Live updates
 * show through whenever the cell is not being edited.
 */
export function EditableField({ value, format = same, parse = same, onCommit, onInvalid, testId, label, className, maxLength }: Props) {
  const [draft, setDraft] = useState<string | null>(null);
  const [invalid, setInvalid] = useState(false);
  const shown = format(value);

  const commit = () => {
    if (draft === null) return;
    setDraft(null);
    if (draft === shown) return;
    const parsed = parse(draft);
    if (parsed === null) {
      setInvalid(true);
      onInvalid?.();
      return;
    }
    setInvalid(false);
    if (parsed !== value) onCommit(parsed);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.currentTarget.blur();
    } else if (e.key === 'Escape') {
      setDraft(null);
      setInvalid(false);
      // Blur after the draft is dropped, so nothing is committed.
      const target = e.currentTarget;
      requestAnimationFrame(() => target.blur());
    }
  };

  return (
    <input
      className={`cell-input${className ? ` ${className}` : ''}${invalid ? ' invalid' : ''}`}
      data-testid={testId}
      aria-label={label}
      aria-invalid={invalid || undefined}
      value={draft ?? shown}
      maxLength={maxLength}
      spellCheck={false}
      onFocus={(e) => {
        setDraft(shown);
        e.currentTarget.select();
      }}
      onChange={(e) => setDraft(e.target.value)}
      onBlur={commit}
      onKeyDown={onKeyDown}
    />
  );
}
