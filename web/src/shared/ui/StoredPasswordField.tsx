import { useTranslation } from 'react-i18next';
import { FormField } from './FormField';

interface Props {
  /** The id of the input; its test id too. */
  id: string;
  label: string;
  /** A password is stored on the server (it is never read back). */
  stored: boolean;
  value: string;
  onChange: (value: string) => void;
  /** The stored password is to be removed on saving. */
  removing: boolean;
  onRemovingChange: (removing: boolean) => void;
  error?: string;
  /** Shown when nothing is stored. */
  hint?: string;
}

/**
 * A password the server keeps and never returns (mail server, directory service): empty keeps the stored
 * one, typing replaces it, "Remove password" sends `""` on saving (and can be taken back).
 */
export function StoredPasswordField({ id, label, stored, value, onChange, removing, onRemovingChange, error, hint }: Props) {
  const { t } = useTranslation('admin');
  const fieldHint = removing ? t('storedPassword.removing') : stored ? t('storedPassword.stored') : hint;
  return (
    <FormField id={id} label={label} error={error} hint={fieldHint}>
      <div className="stored-password">
        <input
          id={id}
          type="password"
          autoComplete="new-password"
          value={value}
          disabled={removing}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={Boolean(error)}
          data-testid={id}
          data-stored={stored}
        />
        {stored && (
          <button type="button" className="btn btn-ghost btn-small" onClick={() => onRemovingChange(!removing)} aria-pressed={removing} data-testid={`${id}-remove`}>
            {removing ? t('storedPassword.keep') : t('storedPassword.remove')}
          </button>
        )}
      </div>
    </FormField>
  );
}
