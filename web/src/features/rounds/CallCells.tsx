/**
 * The cells of one call in a round's table, on its page and in its form: the institution (name, phone
 * as a `tel:` link, the person to ask for); then either the call's inputs (outcome, when it was called
 * as `HH:MM` of the user's clock with "Now", who answered, what they said) or the same read only (the
 * time as the app shows times of a day: formatTimeOnDay). A call on another day than the round's (a
 * night round past midnight) shows that day beside its time.
 * News needs a text (the server's rule): without one the inputs say so.
 */
import { useTranslation } from 'react-i18next';
import { outcomeValues, type Outcome, type ReferenceItem } from '@newsroom/api';
import { formatInstant, formatTimeOnDay } from '@newsroom/time';
import { callInstant, clockOfCall, instantNow, type FullEntry } from './entries';

/** `+1 (555) 0100` as a `tel:` address: its digits and a leading `+`. */
export const telOf = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export function InstitutionCell({ institution, id, testId }: { institution: ReferenceItem | undefined; id: number; testId: string }) {
  return (
    <th scope="row" className="call-institution">
      <span className="call-institution-name">{institution?.name ?? `#${id}`}</span>
      {institution?.phone && (
        <a href={telOf(institution.phone)} className="call-phone" data-testid={`${testId}-phone`}>
          {institution.phone}
        </a>
      )}
      {institution?.contact && <span className="muted small call-contact">{institution.contact}</span>}
    </th>
  );
}

interface InputsProps {
  entry: FullEntry;
  /** The round's day (YYYY-MM-DD). */
  day: string;
  /** The institution's name, which names every input. */
  institution: string;
  /** `{testId}-outcome`, `-time`, `-now`, `-day`, `-answered`, `-text`. */
  testId: string;
  onChange: (next: FullEntry) => void;
  disabled?: boolean;
}

export function CallInputs({ entry, day, institution, testId, onChange, disabled = false }: InputsProps) {
  const { t, i18n } = useTranslation('round');
  const { time, date } = clockOfCall(entry.calledAt, day);
  const set = (change: Partial<FullEntry>) => onChange({ ...entry, ...change });
  const textMissing = entry.outcome === 'NEWS' && entry.text.trim() === '';
  return (
    <>
      <td className="call-outcome">
        <select className={`outcome-select outcome-${entry.outcome.toLowerCase()}`} value={entry.outcome} disabled={disabled} onChange={(e) => set({ outcome: e.target.value as Outcome })} aria-label={t('calls.outcomeOf', { institution })} data-testid={`${testId}-outcome`}>
          {outcomeValues.map((o) => (
            <option key={o} value={o}>
              {t(`outcomes.${o}`)}
            </option>
          ))}
        </select>
      </td>
      <td className="call-time">
        <div className="call-time-inputs">
          <input type="time" value={time} disabled={disabled} onChange={(e) => set({ calledAt: callInstant(e.target.value, day, entry.calledAt) })} aria-label={t('calls.calledAtOf', { institution })} data-testid={`${testId}-time`} />
          <button type="button" className="btn btn-small" disabled={disabled} onClick={() => set({ calledAt: instantNow() })} aria-label={t('calls.nowOf', { institution })} title={t('calls.nowHint')} data-testid={`${testId}-now`}>
            {t('calls.now')}
          </button>
        </div>
        {date && entry.calledAt && (
          <span className="muted small" data-testid={`${testId}-day`}>
            {formatInstant(entry.calledAt, i18n.language).date}
          </span>
        )}
      </td>
      <td className="call-answered">
        <input value={entry.answeredBy} maxLength={500} disabled={disabled} onChange={(e) => set({ answeredBy: e.target.value })} aria-label={t('calls.answeredByOf', { institution })} placeholder={t('calls.answeredBy')} data-testid={`${testId}-answered`} />
      </td>
      <td className="call-text">
        <textarea rows={2} value={entry.text} maxLength={10_000} disabled={disabled} onChange={(e) => set({ text: e.target.value })} aria-label={t('calls.textOf', { institution })} aria-invalid={textMissing} placeholder={t('calls.text')} data-testid={`${testId}-text`} />
        {textMissing && (
          <span className="field-error" data-testid={`${testId}-text-missing`}>
            {t('calls.newsNeedsText')}
          </span>
        )}
      </td>
    </>
  );
}

/** The same cells read only (a reader of the round). */
export function CallView({ entry, day, testId }: { entry: FullEntry; day: string; testId: string }) {
  const { t, i18n } = useTranslation('round');
  return (
    <>
      <td className="call-outcome">
        <span className={`outcome-chip outcome-${entry.outcome.toLowerCase()}`} data-testid={`${testId}-outcome`}>
          {t(`outcomes.${entry.outcome}`)}
        </span>
      </td>
      <td className="call-time num" data-testid={`${testId}-time`}>
        {entry.calledAt && formatTimeOnDay(entry.calledAt, day, i18n.language)}
      </td>
      <td className="call-answered" data-testid={`${testId}-answered`}>
        {entry.answeredBy}
      </td>
      <td className="call-text content" data-testid={`${testId}-text`}>
        {entry.text}
      </td>
    </>
  );
}
