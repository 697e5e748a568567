import { useTranslation } from 'react-i18next';
import type { ApiErrorCode } from '../api/errors';

interface Props {
  code: ApiErrorCode | 'invalidDuration';
  onDismiss?: () => void;
  testId?: string;
}

/** An API error, in the user's language, keyed by the error `code` (docs/api-design.md, "Errors"). */
export function ErrorMessage({ code, onDismiss, testId = 'error-message' }: Props) {
  const { t } = useTranslation(['error', 'common']);
  const text = code === 'invalidDuration' ? t('invalidDuration') : t(`codes.${code}`);
  return (
    <div className="error-message" role="alert" data-testid={testId} data-code={code}>
      <span>{text}</span>
      {onDismiss && (
        <button type="button" className="btn btn-ghost btn-small" onClick={onDismiss}>
          {t('common:actions.dismiss')}
        </button>
      )}
    </div>
  );
}
