/** A document an editor could not load: the API's error, and Retry (the story's and the other documents' editors). */
import { useTranslation } from 'react-i18next';
import { errorCodeOf, type CallError } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';

export function LoadFailure({ error, onRetry, testId }: { error: CallError; onRetry: () => void; testId: string }) {
  const { t } = useTranslation('common');
  return (
    <div className="page-state" data-testid={testId}>
      <ErrorMessage code={errorCodeOf(error)} />
      <button type="button" className="btn" onClick={onRetry}>
        {t('actions.retry')}
      </button>
    </div>
  );
}
