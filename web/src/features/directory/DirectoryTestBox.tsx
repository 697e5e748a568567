import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, type ApiErrorCode, type DirectoryTest } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { useTestDirectoryMutation } from './directoryApi';

/** "Test connection" with the saved settings: the users the filter finds, or the step that failed and why. */
export function DirectoryTestBox() {
  const { t } = useTranslation('admin');
  const [test, { isLoading: testing }] = useTestDirectoryMutation();
  const [result, setResult] = useState<DirectoryTest | null>(null);
  const [failure, setFailure] = useState<ApiErrorCode | null>(null);

  const run = async () => {
    setResult(null);
    setFailure(null);
    try {
      setResult(await test().unwrap());
    } catch (err) {
      setFailure(errorCodeOf(err as Parameters<typeof errorCodeOf>[0]));
    }
  };

  return (
    <section className="plain-form" data-testid="directory-test">
      <div className="form-section">
        <h2 className="section-title">{t('directory.test.title')}</h2>
        <p className="muted hint">{t('directory.test.intro')}</p>
      </div>
      {failure && <ErrorMessage code={failure} testId="directory-test-error" />}
      {result && (
        <div className={`result-box ${result.ok ? 'ok' : 'failed'}`} role="status" data-testid="directory-test-result" data-ok={result.ok} data-step={result.failedStep ?? ''}>
          <strong>{result.ok ? t('directory.test.ok', { count: result.users }) : t('directory.test.failed', { step: result.failedStep ? t(`directory.test.steps.${result.failedStep}`) : '—' })}</strong>
          {result.error && (
            <pre className="server-words" title={t('directory.test.detail')} data-testid="directory-test-detail">
              {result.error}
            </pre>
          )}
        </div>
      )}
      <footer className="form-actions">
        <button type="button" className="btn" onClick={() => void run()} disabled={testing} data-testid="directory-test-run">
          {testing ? t('directory.test.running') : t('directory.test.run')}
        </button>
      </footer>
    </section>
  );
}
