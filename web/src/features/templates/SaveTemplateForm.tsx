/**
 * Save the open rundown's running order as a template of its program (`POST /api/rundowns/{id}/template`):
 * a name, unique in the program. A taken name is refused with 409 `conflict`: the user is asked whether to
 * replace that template, and only then is it sent again with `overwrite: true`.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, type ApiErrorCode, type Rundown } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { useSaveTemplateMutation } from './templatesApi';

export function SaveTemplateForm({ rundown }: { rundown: Pick<Rundown, 'id' | 'programId'> }) {
  const { t } = useTranslation('rundown');
  const [name, setName] = useState('');
  const [saved, setSaved] = useState<string | null>(null);
  const [error, setError] = useState<ApiErrorCode | null>(null);
  const [save, { isLoading }] = useSaveTemplateMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const wanted = name.trim();
    if (!wanted) return;
    setError(null);
    setSaved(null);
    const attempt = (overwrite: boolean) => save({ rundownId: rundown.id, programId: rundown.programId, name: wanted, overwrite }).unwrap();
    try {
      await attempt(false).catch((err: Parameters<typeof errorCodeOf>[0]) => {
        if (errorCodeOf(err) !== 'conflict' || !window.confirm(t('templates.confirmReplace', { name: wanted }))) throw err;
        return attempt(true);
      });
      setSaved(wanted);
      setName('');
    } catch (err) {
      setError(errorCodeOf(err as Parameters<typeof errorCodeOf>[0]));
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} data-testid="template-save-form">
      <fieldset className="form-section">
      <legend>{t('templates.saveTitle')}</legend>
      <div className="template-save-row">
        <label className="field">
          <span>{t('templates.name')}</span>
          <input value={name} maxLength={80} required onChange={(e) => setName(e.target.value)} data-testid="template-name" />
        </label>
        <button type="submit" className="btn btn-primary" disabled={isLoading || !name.trim()} data-testid="template-save">
          {t('templates.save')}
        </button>
      </div>
      {saved && (
        <p className="form-notice" data-testid="template-saved">
          {t('templates.saved', { name: saved })}
        </p>
      )}
      {error && <ErrorMessage code={error} testId="template-save-error" />}
      </fieldset>
    </form>
  );
}
