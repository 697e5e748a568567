/**
 * The calls of the round form, under their segments: each institution with its phone and contact, the
 * call's inputs (outcome, time with "Now", who answered, what they said), earlier / later within its
 * segment (the desk's order of calls) and Remove; below, the
 * institutions not called yet, to add one (after the last of its segment). A new round starts with every
 * institution, pending; the desk removes those it does not call. A 422 on `entries` (news without a
 * text, an institution twice or gone, more than 200) stands under the table.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentFieldProps } from '../documents/fieldProps';
import { useReferencesQuery } from '../references/referencesApi';
import { CallInputs, InstitutionCell } from './CallCells';
import { groupBySegment, movedInSegment, notCalled, withInstitution, type FullEntry } from './entries';
import type { RoundForm } from './roundForm';

export function RoundEntriesField({ form, set, errorOf }: DocumentFieldProps<RoundForm>) {
  const { t } = useTranslation('round');
  const { data: institutions } = useReferencesQuery('institutions');
  const { data: segments } = useReferencesQuery('segments');
  const [adding, setAdding] = useState('');
  const entries = form.entries;
  const others = notCalled(entries, institutions);
  const change = (next: FullEntry) => set('entries', entries.map((e) => (e.institutionId === next.institutionId ? next : e)));
  const remove = (id: number) => set('entries', entries.filter((e) => e.institutionId !== id));
  const move = (id: number, by: -1 | 1) => set('entries', movedInSegment(entries, id, by, institutions ?? []));
  const add = () => {
    const institution = others.find((i) => String(i.id) === adding);
    if (!institution) return;
    set('entries', withInstitution(entries, institution, institutions ?? []));
    setAdding('');
  };
  const error = errorOf('entries');
  return (
    <fieldset className="form-section round-entries" data-testid="round-entries">
      <legend>{t('form.entries')}</legend>
      {entries.length === 0 ? (
        <p className="muted small" data-testid="round-entries-empty">
          {t('form.noEntries')}
        </p>
      ) : (
        <table className="data-table round-calls-table" aria-invalid={Boolean(error)}>
          <thead>
            <tr>
              <th>{t('calls.institution')}</th>
              <th>{t('calls.outcome')}</th>
              <th>{t('calls.calledAt')}</th>
              <th>{t('calls.answeredBy')}</th>
              <th>{t('calls.text')}</th>
              <th>
                <span className="visually-hidden">{t('calls.actions')}</span>
              </th>
            </tr>
          </thead>
          {groupBySegment(entries, institutions).map((group) => (
            <tbody key={group.segmentId ?? 'none'} data-testid={`round-form-segment-${group.segmentId ?? 'none'}`}>
              <tr className="segment-row">
                <th colSpan={6} scope="colgroup">
                  {segments?.find((s) => s.id === group.segmentId)?.name ?? t('calls.noSegment')}
                </th>
              </tr>
              {group.entries.map((entry, index) => {
                const institution = institutions?.find((i) => i.id === entry.institutionId);
                const name = institution?.name ?? `#${entry.institutionId}`;
                const testId = `round-form-entry-${entry.institutionId}`;
                return (
                  <tr key={entry.institutionId} className={`call-row outcome-${entry.outcome.toLowerCase()}`} data-testid={testId}>
                    <InstitutionCell institution={institution} id={entry.institutionId} testId={testId} />
                    <CallInputs entry={entry} day={form.date} institution={name} testId={testId} onChange={change} />
                    <td className="call-actions">
                      <button type="button" className="btn btn-small btn-ghost" onClick={() => move(entry.institutionId, -1)} disabled={index === 0} aria-label={t('form.moveEarlier', { institution: name })} data-testid={`${testId}-earlier`}>
                        ↑
                      </button>
                      <button type="button" className="btn btn-small btn-ghost" onClick={() => move(entry.institutionId, 1)} disabled={index === group.entries.length - 1} aria-label={t('form.moveLater', { institution: name })} data-testid={`${testId}-later`}>
                        ↓
                      </button>
                      <button type="button" className="btn btn-small btn-ghost" onClick={() => remove(entry.institutionId)} aria-label={t('form.removeEntry', { institution: name })} data-testid={`${testId}-remove`}>
                        {t('form.remove')}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          ))}
        </table>
      )}
      {error && (
        <span className="field-error" data-testid="error-round-entries">
          {error}
        </span>
      )}
      {others.length > 0 && (
        <div className="round-add-entry">
          <select value={adding} onChange={(e) => setAdding(e.target.value)} aria-label={t('form.addEntryChoice')} data-testid="round-add-entry-choice">
            <option value="">{t('form.chooseInstitution')}</option>
            {others.map((i) => (
              <option key={i.id} value={i.id}>
                {i.name}
              </option>
            ))}
          </select>
          <button type="button" className="btn btn-small" onClick={add} disabled={adding === ''} data-testid="round-add-entry">
            {t('form.addEntry')}
          </button>
        </div>
      )}
    </fieldset>
  );
}
