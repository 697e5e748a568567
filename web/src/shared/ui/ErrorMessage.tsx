import { useTranslation } from 'react-i18next';
import type { ApiErrorCode } from '../api/errors';
import { resources } from '../i18n/resources';

interface Props {
  code: ApiErrorCode | 'invalidDuration' | 'deviceUnreachable';
  /** The per-field messages of a 422 (`fields`), shown under the message. */
  fields?: Record<string, string>;
  onDismiss?: () => void;
  testId?: string;
}

type KnownField = keyof (typeof resources)['en']['error']['fields'];
const isKnownField = (name: string): name is KnownField => name in resources.en.error.fields;

/**
 * An API error, in the user's language, keyed by the error `code` (docs/api-design.md, "Errors"). A 422's
 * field messages come in English from the server: the ones the catalogue knows are translated, the others
 * are shown as the server wrote them rather than hidden.
 */
export function ErrorMessage({ code, fields, onDismiss, testId = 'error-message' }: Props) {
  const { t } = useTranslation(['error', 'common']);
  const text = code === 'invalidDuration' || code === 'deviceUnreachable' ? t(code) : t(`codes.${code}`);
  const details = Object.entries(fields ?? {});
  return (
    <div className="error-message" role="alert" data-testid={testId} data-code={code}>
      <span>
        {text}
        {details.map(([name, message]) => (
          <span key={name} className="error-field" data-field={name}>
            {isKnownField(name) ? t(`fields.${name}`) : message}
          </span>
        ))}
      </span>
      {onDismiss && (
        <button type="button" className="btn btn-ghost btn-small" onClick={onDismiss}>
          {t('common:actions.dismiss')}
        </button>
      )}
    </div>
  );
}
