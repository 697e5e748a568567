/**
 * The calls on a round's page, under their segments (the institution's segment, in the round's order):
 * each with its institution, phone and contact, and the call. A writer of rounds notes a call on its row
 * and saves it (`PUT /api/rounds/{id}/entries/{institutionId}`: that call only, so desks noting other
 * calls at the same time keep theirs; shown at once, put back on a refusal); a writer of assignments ticks news and makes
 * assignments of it. Leaving with calls typed and not saved asks first. Readers see the calls as they
 * are noted, live.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallError, Round } from '@newsroom/api';
import { LeaveGuard } from '../story/LeaveGuard';
import { useReferencesQuery } from '../references/referencesApi';
import { CallCount } from './CallCount';
import { CallRow } from './CallRow';
import { assignable, groupBySegment, progressOf, sameCall, type FullEntry } from './entries';
import { MakeAssignments } from './MakeAssignments';
import { useNoteRoundCallMutation } from './roundsApi';

interface Props {
  round: Round;
  /** ROUND write: notes calls. */
  canWrite: boolean;
  /** ASSIGNMENT write: makes assignments of news. */
  canAssign: boolean;
}

export function RoundCalls({ round, canWrite, canAssign }: Props) {
  const { t } = useTranslation('round');
  const { data: institutions } = useReferencesQuery('institutions');
  const { data: segments } = useReferencesQuery('segments');
  const [noteCall, { isLoading: saving }] = useNoteRoundCallMutation();
  const [drafts, setDrafts] = useState<ReadonlyMap<number, FullEntry>>(new Map());
  const [failure, setFailure] = useState<{ id: number; error: CallError } | null>(null);
  const [chosen, setChosen] = useState<number[]>([]);

  const setDraft = (id: number, draft: FullEntry | null) =>
    setDrafts((all) => {
      const next = new Map(all);
      if (draft) next.set(id, draft);
      else next.delete(id);
      return next;
    });
  const save = async (id: number) => {
    const draft = drafts.get(id);
    if (!draft) return;
    setFailure(null);
    try {
      await noteCall({ id: round.id, entry: draft }).unwrap();
      setDraft(id, null);
    } catch (err) {
      setFailure({ id, error: err as CallError });
    }
  };
  const unsaved = round.entries.some((e) => {
    const draft = drafts.get(e.institutionId);
    return draft !== undefined && !sameCall(draft, e);
  });
  // Only news without an assignment can be ticked; one made meanwhile (here or elsewhere) drops out.
  const offered = round.entries.filter(assignable).map((e) => e.institutionId);
  const ticked = chosen.filter((id) => offered.includes(id));
  const columns = canAssign ? 7 : 6;
  const segmentName = (id: number | null) => segments?.find((s) => s.id === id)?.name ?? t('calls.noSegment');

  return (
    <section className="round-calls" aria-labelledby="round-calls-title" data-testid="round-calls">
      <h2 id="round-calls-title">
        {t('calls.title')} <CallCount progress={progressOf(round.entries)} testId="round-progress" />
      </h2>
      {canAssign && <MakeAssignments round={round} chosen={ticked} onMade={() => setChosen([])} />}
      {!canWrite && round.entries.length > 0 && <p className="muted small">{t('calls.readOnly')}</p>}
      {round.entries.length === 0 ? (
        <p className="muted" data-testid="round-calls-empty">
          {t('calls.empty')}
        </p>
      ) : (
        <table className="data-table round-calls-table" data-testid="round-calls-table">
          <thead>
            <tr>
              {canAssign && (
                <th className="check-cell">
                  <span className="visually-hidden">{t('assign.column')}</span>
                </th>
              )}
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
          {groupBySegment(round.entries, institutions).map((group) => (
            <tbody key={group.segmentId ?? 'none'} data-testid={`round-segment-${group.segmentId ?? 'none'}`}>
              <tr className="segment-row">
                <th colSpan={columns} scope="colgroup">
                  {segmentName(group.segmentId)}
                </th>
              </tr>
              {group.entries.map((entry) => {
                const id = entry.institutionId;
                return (
                  <CallRow
                    key={id}
                    entry={entry}
                    draft={drafts.get(id)}
                    institution={institutions?.find((i) => i.id === id)}
                    day={round.date}
                    canWrite={canWrite}
                    saving={saving}
                    failure={failure?.id === id ? failure.error : null}
                    onDraft={(draft) => setDraft(id, draft)}
                    onSave={() => void save(id)}
                    choice={canAssign ? { offered: offered.includes(id), chosen: ticked.includes(id), onChoose: (on) => setChosen((all) => (on ? [...all, id] : all.filter((x) => x !== id))) } : null}
                    columns={columns}
                  />
                );
              })}
            </tbody>
          ))}
        </table>
      )}
      <LeaveGuard when={unsaved} slug={round.slug} ns="round" />
    </section>
  );
}
