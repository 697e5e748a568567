/**
 * Copies the selected assignments to another day (web.md section 7, "copy (ids, programsIds, date)";
 * `POST /api/assignments/copy`): the day (the next one by default) and, optionally, the programs of the
 * copies (none chosen: each copy keeps its own). The copies are the caller's, PRODUCING, all or none; a
 * 422's messages stand beside their fields.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorCodeOf, errorFieldsOf, type ApiErrorCode, type DocumentId, type ProgramId } from '@newsroom/api';
import { CheckList } from '../../shared/ui/CheckList';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { useFieldErrors } from '../../shared/ui/useFieldErrors';
import { useProgramsQuery } from '../programs/programsApi';
import { useCopyAssignmentsMutation } from './assignmentsApi';

interface Props {
  ids: readonly DocumentId[];
  /** The day offered first. */
  date: string;
  onCancel: () => void;
  onCopied: (count: number, date: string) => void;
}

export function AssignmentCopyForm({ ids, date: initialDate, onCancel, onCopied }: Props) {
  const { t } = useTranslation('assignments');
  const { data: programs } = useProgramsQuery();
  const [date, setDate] = useState(initialDate);
  const [programIds, setProgramIds] = useState<ProgramId[]>([]);
  const [failure, setFailure] = useState<ApiErrorCode | null>(null);
  const { setProblems, errorOf, clear, others } = useFieldErrors();
  const [copy, copying] = useCopyAssignmentsMutation();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    setProblems({});
    try {
      const copies = await copy({ ids: [...ids], programsIds: programIds, date }).unwrap();
      onCopied(copies.length, date);
    } catch (err) {
      const problem = err as Parameters<typeof errorCodeOf>[0];
      setProblems(errorFieldsOf(problem));
      setFailure(errorCodeOf(problem));
    }
  };

  return (
    <form className="assignment-copy" onSubmit={(e) => void submit(e)} noValidate data-testid="assignment-copy-form">
      <fieldset disabled={copying.isLoading}>
        <legend>{t('copy.title', { count: ids.length })}</legend>
        <label className="toolbar-field">
          <span>{t('copy.date')}</span>
          <input
            type="date"
            value={date}
            onChange={(e) => {
              setDate(e.target.value);
              clear('date');
            }}
            aria-invalid={Boolean(errorOf('date'))}
            data-testid="assignment-copy-date"
          />
        </label>
        {errorOf('date') && (
          <span className="field-error" data-testid="error-assignment-copy-date">
            {errorOf('date')}
          </span>
        )}
        <span id="assignment-copy-programs-label" className="muted small">
          {t('copy.programs')}
        </span>
        <CheckList<ProgramId>
          labelledBy="assignment-copy-programs-label"
          choices={(programs ?? []).map((p) => ({ id: p.id, label: p.name }))}
          chosen={programIds}
          onChange={(chosen) => {
            setProgramIds(chosen);
            clear('programsIds');
          }}
          emptyText={t('form.noPrograms')}
          testId="assignment-copy-programs"
        />
        {errorOf('programsIds') && (
          <span className="field-error" data-testid="error-assignment-copy-programs">
            {errorOf('programsIds')}
          </span>
        )}
        <div className="assignment-copy-buttons">
          <button type="button" className="btn btn-small btn-ghost" onClick={onCancel}>
            {t('cancel')}
          </button>
          <button type="submit" className="btn btn-small btn-primary" disabled={ids.length === 0 || !date} data-testid="assignment-copy-submit">
            {copying.isLoading ? t('copy.copying') : t('copy.submit')}
          </button>
        </div>
      </fieldset>
      {failure && <ErrorMessage code={failure} fields={others(['date', 'programsIds'])} onDismiss={() => setFailure(null)} testId="assignment-copy-error" />}
    </form>
  );
}
