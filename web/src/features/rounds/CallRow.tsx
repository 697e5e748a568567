/**
 * One call on a round's page: the institution, then the call's inputs for a writer of rounds (ROUND
 * write) or the call read only. What a writer types is a draft of that row alone, kept until Save sends
 * it (this call alone: the others stay as stored) or Undo drops it; a refusal is said under the
 * row, the draft kept. A writer of assignments ticks news not made into one yet; an entry made into an
 * assignment links to it.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { errorCodeOf, errorFieldsOf, type CallError, type ReferenceItem, type RoundEntry } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { assignmentPath } from '../assignments/paths';
import { CallInputs, CallView, InstitutionCell } from './CallCells';
import { fullEntry, sameCall, type FullEntry } from './entries';

/** The tick of "Make assignments" in the row; null: the user makes none (no column). */
export interface RowChoice {
  /** News without an assignment yet. */
  offered: boolean;
  chosen: boolean;
  onChoose: (chosen: boolean) => void;
}

interface Props {
  /** The call as the round has it. */
  entry: RoundEntry;
  /** What the user typed and has not saved, if anything. */
  draft: FullEntry | undefined;
  institution: ReferenceItem | undefined;
  /** The round's day (YYYY-MM-DD). */
  day: string;
  canWrite: boolean;
  /** A call is being saved: no other Save meanwhile. */
  saving: boolean;
  failure: CallError | null;
  /** null: the draft is dropped. */
  onDraft: (draft: FullEntry | null) => void;
  onSave: () => void;
  choice: RowChoice | null;
  /** How many columns the table has (the error row spans them). */
  columns: number;
}

export function CallRow({ entry, draft, institution, day, canWrite, saving, failure, onDraft, onSave, choice, columns }: Props) {
  const { t } = useTranslation('round');
  const saved = fullEntry(entry);
  const dirty = draft !== undefined && !sameCall(draft, entry);
  const shown = dirty ? draft : saved;
  const name = institution?.name ?? `#${entry.institutionId}`;
  const testId = `round-entry-${entry.institutionId}`;
  // Typed back to what is saved: nothing to save.
  const change = (next: FullEntry) => onDraft(sameCall(next, entry) ? null : next);
  const textMissing = shown.outcome === 'NEWS' && shown.text.trim() === '';
  return (
    <>
      <tr className={`call-row outcome-${shown.outcome.toLowerCase()}${dirty ? ' dirty' : ''}`} data-testid={testId} data-outcome={saved.outcome} data-dirty={dirty} data-assignment={saved.assignmentId ?? ''}>
        {choice && (
          <td className="check-cell">
            {choice.offered && <input type="checkbox" checked={choice.chosen} onChange={(e) => choice.onChoose(e.target.checked)} aria-label={t('assign.choose', { institution: name })} data-testid={`${testId}-choose`} />}
          </td>
        )}
        <InstitutionCell institution={institution} id={entry.institutionId} testId={testId} />
        {canWrite ? <CallInputs entry={shown} day={day} institution={name} testId={testId} onChange={change} /> : <CallView entry={shown} day={day} testId={testId} />}
        <td className="call-actions">
          {dirty && (
            <>
              <button type="button" className="btn btn-small btn-primary" onClick={onSave} disabled={saving || textMissing} aria-label={t('calls.saveOf', { institution: name })} data-testid={`${testId}-save`}>
                {t('calls.save')}
              </button>
              <button type="button" className="btn btn-small btn-ghost" onClick={() => onDraft(null)} aria-label={t('calls.undoOf', { institution: name })} data-testid={`${testId}-undo`}>
                {t('calls.undo')}
              </button>
            </>
          )}
          {saved.assignmentId !== null && (
            <Link to={assignmentPath(saved.assignmentId)} className="call-assignment" data-testid={`${testId}-assignment`}>
              {t('calls.assignment')}
            </Link>
          )}
        </td>
      </tr>
      {failure && (
        <tr className="call-error-row">
          <td colSpan={columns}>
            <ErrorMessage code={errorCodeOf(failure)} fields={errorFieldsOf(failure)} testId={`${testId}-error`} />
          </td>
        </tr>
      )}
    </>
  );
}
