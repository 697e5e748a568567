/**
 * Why the desk's answer (accept, decline) was refused, in the standard words, except a 409 `conflict`
 * (another desk's answer or the owner's edit landed first): said here as "it changed meanwhile", since the
 * list reloads with what changed. Test id as given, `data-code` the error code.
 */
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorFieldsOf, type CallError } from '@newsroom/api';
import type { FormFieldProblem } from '../../shared/i18n/fieldMessage';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';

interface Props {
  failure: CallError;
  /** The 422 problems to list under the message (default: all of them; a form leaves out those it shows at their fields). */
  fields?: Readonly<Record<string, FormFieldProblem>>;
  onDismiss?: () => void;
  testId: string;
}

export function AnswerError({ failure, fields, onDismiss, testId }: Props) {
  const { t } = useTranslation(['proposals', 'common']);
  const code = errorCodeOf(failure);
  if (code !== 'conflict') return <ErrorMessage code={code} fields={fields ?? errorFieldsOf(failure)} onDismiss={onDismiss} testId={testId} />;
  return (
    <div className="error-message" role="alert" data-testid={testId} data-code={code}>
      <span>{t('actions.changed')}</span>
      {onDismiss && (
        <button type="button" className="btn btn-ghost btn-small" onClick={onDismiss}>
          {t('common:actions.dismiss')}
        </button>
      )}
    </div>
  );
}
