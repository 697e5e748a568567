import { useTranslation } from 'react-i18next';
import type { ApiErrorCode } from '@newsroom/api';
import { useFieldMessage, type FormFieldProblem } from '../i18n/fieldMessage';

/** Messages of this client, not of the API: `error:<code>`. */
const LOCAL_CODES = ['invalidDuration', 'deviceUnreachable', 'reopenLocked'] as const;
/**
 * What a screen may say went wrong: an API error code, or one of this client's own messages (a duration
 * it cannot read, a device it cannot reach, a reopen refused because the rundown locked itself).
 */
export type ShownErrorCode = ApiErrorCode | (typeof LOCAL_CODES)[number];
const isLocal = (code: ShownErrorCode): code is (typeof LOCAL_CODES)[number] => (LOCAL_CODES as readonly string[]).includes(code);

interface Props {
  code: ShownErrorCode;
  /** The per-field problems of a 422 (`fields`), shown under the message. */
  fields?: Readonly<Record<string, FormFieldProblem>>;
  onDismiss?: () => void;
  testId?: string;
}

/**
 * An API error, in the user's language, keyed by the error `code` (docs/api-design.md, "Errors"), with
 * what is wrong with each field of a 422 translated from its code.
 */
export function ErrorMessage({ code, fields, onDismiss, testId = 'error-message' }: Props) {
  const { t } = useTranslation(['error', 'common']);
  const fieldMessage = useFieldMessage();
  const text = isLocal(code) ? t(code) : t(`codes.${code}`);
  const details = Object.entries(fields ?? {});
  return (
    <div className="error-message" role="alert" data-testid={testId} data-code={code}>
      <span>
        {text}
        {details.map(([name, problem]) => (
          <span key={name} className="error-field" data-field={name} data-field-code={problem.code}>
            {fieldMessage(problem)}
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
