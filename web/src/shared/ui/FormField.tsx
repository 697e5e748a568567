import type { ReactNode } from 'react';

interface Props {
  /** The id of the control inside, which the label points at. */
  id: string;
  label: string;
  /** What is wrong with the value, in the user's language (a field problem of a 422, translated). */
  error?: string;
  hint?: string;
  wide?: boolean;
  children: ReactNode;
}

/** A labelled form control with its hint, or its error in place of the hint. */
export function FormField({ id, label, error, hint, wide = false, children }: Props) {
  return (
    <div className={`field${error ? ' has-error' : ''}${wide ? ' wide' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && !error && <span className="hint">{hint}</span>}
      {error && (
        <span className="field-error" data-testid={`error-${id}`}>
          {error}
        </span>
      )}
    </div>
  );
}
