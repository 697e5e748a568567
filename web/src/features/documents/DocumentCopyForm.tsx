/**
 * Copies the selected documents of a list to another day (web.md section 7, "copy (ids, programsIds,
 * date)"; `POST /api/assignments/copy`, `POST /api/reportages/copy`): the day (the one offered first, the
 * next by default) and, optionally, the programs of the copies (none chosen: each copy keeps its own). The
 * copies are the caller's, PRODUCING (a reportage's unapproved), all or none; a 422's messages stand
 * beside their fields. Test ids: `{singular}-copy-form`, `-date`, `-programs-<id>`, `-submit`, `-error`.
 */
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CopyIn, DocumentId, ProgramId } from '@newsroom/api';
import { CheckList } from '../../shared/ui/CheckList';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { useProgramsQuery } from '../programs/programsApi';
import { LIST_KINDS, type ListKind } from './kinds';
import { usePanelCall } from './usePanelCall';
import './documents.css';

interface Props {
  kind: ListKind;
  ids: readonly DocumentId[];
  /** The day offered first. */
  date: string;
  /** The kind's copy call; resolves to the copies. */
  copy: (body: CopyIn) => Promise<readonly unknown[]>;
  onCancel: () => void;
  onCopied: (count: number, date: string) => void;
}

export function DocumentCopyForm({ kind, ids, date: initialDate, copy, onCancel, onCopied }: Props) {
  const { ns, singular } = LIST_KINDS[kind];
  const { t } = useTranslation('documents');
  const { t: tk } = useTranslation(ns);
  const programsLabel = useId();
  const { data: programs } = useProgramsQuery();
  const [date, setDate] = useState(initialDate);
  const [programIds, setProgramIds] = useState<ProgramId[]>([]);
  const { submit, busy, failure, dismiss, errorOf, clear, others } = usePanelCall();
  const send = submit(async () => {
    const copies = await copy({ ids: [...ids], programsIds: programIds, date });
    onCopied(copies.length, date);
  });

  return (
    <form className="document-panel" onSubmit={(e) => void send(e)} noValidate data-testid={`${singular}-copy-form`}>
      <fieldset disabled={busy}>
        <legend>{tk('copy.title', { count: ids.length })}</legend>
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
            data-testid={`${singular}-copy-date`}
          />
        </label>
        {errorOf('date') && (
          <span className="field-error" data-testid={`error-${singular}-copy-date`}>
            {errorOf('date')}
          </span>
        )}
        <span id={programsLabel} className="muted small">
          {t('copy.programs')}
        </span>
        <CheckList<ProgramId>
          labelledBy={programsLabel}
          choices={(programs ?? []).map((p) => ({ id: p.id, label: p.name }))}
          chosen={programIds}
          onChange={(chosen) => {
            setProgramIds(chosen);
            clear('programsIds');
          }}
          emptyText={t('copy.noPrograms')}
          testId={`${singular}-copy-programs`}
        />
        {errorOf('programsIds') && (
          <span className="field-error" data-testid={`error-${singular}-copy-programs`}>
            {errorOf('programsIds')}
          </span>
        )}
        <div className="document-panel-buttons">
          <button type="button" className="btn btn-small btn-ghost" onClick={onCancel}>
            {t('cancel')}
          </button>
          <button type="submit" className="btn btn-small btn-primary" disabled={ids.length === 0 || !date} data-testid={`${singular}-copy-submit`}>
            {busy ? t('copy.copying') : t('copy.submit')}
          </button>
        </div>
      </fieldset>
      {failure && <ErrorMessage code={failure} fields={others(['date', 'programsIds'])} onDismiss={dismiss} testId={`${singular}-copy-error`} />}
    </form>
  );
}
