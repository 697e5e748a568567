import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorFieldsOf, type ApiErrorCode } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { FormField } from '../../shared/ui/FormField';
import { useFieldErrors } from '../../shared/ui/useFieldErrors';
import { useInstallLicenceMutation } from './licenceApi';
import { readLicenceFile } from './licenceStatus';

/**
 * "Install licence file" (admin admin): the chosen file is read as text and sent as `{file}`; a file
 * that is not a licence (`licence_invalid`) or one already over (`licence_expired`, with its date) is
 * said under the field.
 */
export function LicenceFileForm({ onInstalled }: { onInstalled: () => void }) {
  const { t } = useTranslation('admin');
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const { setProblems, errorOf, clear, others } = useFieldErrors();
  const [error, setError] = useState<ApiErrorCode | null>(null);
  const [install, { isLoading }] = useInstallLicenceMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return;
    setError(null);
    setProblems({});
    try {
      await install(await readLicenceFile(file)).unwrap();
      setFile(null);
      setInputKey((k) => k + 1);
      onInstalled();
    } catch (err) {
      const failure = err as Parameters<typeof errorCodeOf>[0];
      setProblems(errorFieldsOf(failure));
      setError(errorCodeOf(failure));
    }
  };

  return (
    <form className="plain-form" onSubmit={(e) => void submit(e)} noValidate data-testid="licence-form">
      <fieldset className="form-section" disabled={isLoading}>
        <legend>{t('licence.install')}</legend>
        <FormField id="licence-file" label={t('licence.fields.file')} error={errorOf('licence')} hint={t('licence.hints.file')}>
          <input
            key={inputKey}
            id="licence-file"
            type="file"
            accept=".lic,.json,.txt,application/json,text/plain"
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              clear('licence');
              setError(null);
            }}
            aria-invalid={Boolean(errorOf('licence'))}
            data-testid="licence-file"
          />
        </FormField>
      </fieldset>
      {error && <ErrorMessage code={error} fields={others(['licence'])} testId="licence-form-error" />}
      <footer className="form-actions">
        <button type="submit" className="btn btn-primary" disabled={!file || isLoading} data-testid="licence-install">
          {isLoading ? t('licence.installing') : t('licence.install')}
        </button>
      </footer>
    </form>
  );
}
