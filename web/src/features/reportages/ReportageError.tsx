/**
 * A failed reportage call, said in the user's language: the API's message (ErrorMessage), except that
 * `approved_private` is said about reportages ("A private reportage cannot be approved." on `ids`, when
 * approving; "An approved reportage cannot be made private." on `private`, when saving) rather than the
 * shared catalogue's words about stories.
 */
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorFieldsOf } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import type { FormFieldProblem } from '../../shared/i18n/fieldMessage';

export type CallFailure = Parameters<typeof errorCodeOf>[0];

/** The field a 422 says `approved_private` about, if any. */
export function approvedPrivateField(error: CallFailure): string | null {
  const fields = errorFieldsOf(error);
  return Object.keys(fields).find((name) => fields[name]?.code === 'approved_private') ?? null;
}

interface Props {
  error: CallFailure;
  /** The per-field problems to list under the message (those the form has no place for). */
  fields?: Readonly<Record<string, FormFieldProblem>>;
  onDismiss?: () => void;
  testId: string;
}

export function ReportageError({ error, fields, onDismiss, testId }: Props) {
  const { t } = useTranslation('reportage');
  const privateField = approvedPrivateField(error);
  if (privateField === 'ids')
    return (
      <div className="error-message" role="alert" data-testid={testId} data-code="approved_private">
        <span>{t('errors.approvePrivate')}</span>
        {onDismiss && (
          <button type="button" className="btn btn-ghost btn-small" onClick={onDismiss}>
            {t('dismiss')}
          </button>
        )}
      </div>
    );
  return <ErrorMessage code={errorCodeOf(error)} fields={fields} onDismiss={onDismiss} testId={testId} />;
}
