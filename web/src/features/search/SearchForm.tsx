/**
 * The search's form: the words and how they combine (the four modes of mobile.md section 4, each
 * explained), the kinds the user may read (none checked: all of them), a program, a state and a range
 * of days. It edits a draft; Search hands it over (the page puts it in the address). A problem the
 * server found (a 422's fields) stands beside its field until that field changes; blank words are
 * caught here, before asking. In the archive (`lastDay` given) words are optional, and the days end at
 * `lastDay`.
 */
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { documentStateValues, parseId, type DocumentKind, type ProgramId } from '@newsroom/api';
import type { FormFieldProblem } from '../../shared/i18n/fieldMessage';
import { FormField } from '../../shared/ui/FormField';
import { useFieldErrors } from '../../shared/ui/useFieldErrors';
import { useProgramsQuery } from '../programs/programsApi';
import { SEARCH_MODES, type SearchCriteria, type SearchMode } from './searchCriteria';

/** The fields that show their own problems; the others' go under the form. */
export const SEARCH_FIELDS: readonly string[] = ['q', 'mode', 'kinds', 'programId', 'state', 'from', 'to'];

interface Props {
  criteria: SearchCriteria;
  /** The kinds the user may read, the only ones offered. */
  kinds: readonly DocumentKind[];
  /** The field problems of the last answer (a 422). */
  problems: Readonly<Record<string, FormFieldProblem>>;
  onSearch: (criteria: SearchCriteria) => void;
  /** Back to no search. */
  onClear: () => void;
  busy: boolean;
  /** The archive's last day (`YYYY-MM-DD`): words become optional, no day after it can be chosen. */
  lastDay?: string;
}

export function SearchForm({ criteria, kinds, problems, onSearch, onClear, busy, lastDay }: Props) {
  const { t } = useTranslation(['search', 'assignments']);
  const { data: programs } = useProgramsQuery();
  const [draft, setDraft] = useState(criteria);
  const { setProblems, errorOf, clear } = useFieldErrors();
  // A new answer's problems replace those shown (set during render: React's "adjusting state" pattern).
  const [answered, setAnswered] = useState<Props['problems'] | null>(null);
  if (answered !== problems) {
    setAnswered(problems);
    setProblems({ ...problems });
  }

  const set = <K extends keyof SearchCriteria>(field: K, value: SearchCriteria[K]) => {
    setDraft((d) => ({ ...d, [field]: value }));
    clear(field);
  };
  const toggleKind = (kind: DocumentKind, on: boolean) => set('kinds', on ? [...draft.kinds, kind] : draft.kinds.filter((k) => k !== kind));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!lastDay && !draft.q.trim()) {
      setProblems({ q: { code: 'required' } });
      return;
    }
    onSearch({ ...draft, kinds: kinds.filter((k) => draft.kinds.includes(k)), page: 0 });
  };

  return (
    <form className="plain-form search-form" role="search" aria-label={t('form.label')} onSubmit={submit} noValidate data-testid="search-form">
      <div className="form-section">
        <div className="search-words">
          <FormField id="search-q" label={t('form.q')} error={errorOf('q')} hint={lastDay ? t('archive.qHint') : undefined}>
            <input id="search-q" type="search" value={draft.q} maxLength={500} onChange={(e) => set('q', e.target.value)} placeholder={t('form.qPlaceholder')} aria-invalid={Boolean(errorOf('q'))} autoFocus data-testid="search-q" />
          </FormField>
          <FormField id="search-mode" label={t('form.mode')} error={errorOf('mode')} hint={t(`form.modeHints.${draft.mode}`)}>
            <select id="search-mode" value={draft.mode} onChange={(e) => set('mode', e.target.value as SearchMode)} aria-invalid={Boolean(errorOf('mode'))} data-testid="search-mode">
              {SEARCH_MODES.map((mode) => (
                <option key={mode} value={mode} title={t(`form.modeHints.${mode}`)}>
                  {t(`form.modes.${mode}`)}
                </option>
              ))}
            </select>
          </FormField>
          <button type="submit" className="btn btn-primary search-submit" disabled={busy} data-testid="search-submit">
            {t('form.submit')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClear} data-testid="search-clear">
            {t('form.clear')}
          </button>
        </div>
        <div className={`field search-kinds${errorOf('kinds') ? ' has-error' : ''}`}>
          <span id="search-kinds-label">{t('form.kinds')}</span>
          <div className="search-kind-checks" role="group" aria-labelledby="search-kinds-label">
            {kinds.map((kind) => (
              <label key={kind} className="check">
                <input type="checkbox" checked={draft.kinds.includes(kind)} onChange={(e) => toggleKind(kind, e.target.checked)} data-testid={`search-kind-${kind}`} />
                <span>{t(`kinds.${kind}`)}</span>
              </label>
            ))}
          </div>
          {errorOf('kinds') ? (
            <span className="field-error" data-testid="error-search-kinds">
              {errorOf('kinds')}
            </span>
          ) : (
            <span className="hint">{t('form.kindsHint')}</span>
          )}
        </div>
        <div className="search-filters">
          <FormField id="search-program" label={t('form.program')} error={errorOf('programId')}>
            <select id="search-program" value={draft.programId ?? ''} onChange={(e) => set('programId', parseId<ProgramId>(e.target.value))} data-testid="search-program">
              <option value="">{t('form.allPrograms')}</option>
              {(programs ?? []).map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="search-state" label={t('form.state')} error={errorOf('state')}>
            <select id="search-state" value={draft.state} onChange={(e) => set('state', e.target.value)} data-testid="search-state">
              <option value="">{t('form.anyState')}</option>
              {documentStateValues.map((state) => (
                <option key={state} value={state}>
                  {t(`assignments:states.${state}`)}
                </option>
              ))}
            </select>
          </FormField>
          <FormField id="search-from" label={t('form.from')} error={errorOf('from')}>
            <input id="search-from" type="date" value={draft.from} max={lastDay} onChange={(e) => set('from', e.target.value)} aria-invalid={Boolean(errorOf('from'))} data-testid="search-from" />
          </FormField>
          <FormField id="search-to" label={t('form.to')} error={errorOf('to')} hint={lastDay ? t('archive.toHint') : undefined}>
            <input id="search-to" type="date" value={draft.to} max={lastDay} onChange={(e) => set('to', e.target.value)} aria-invalid={Boolean(errorOf('to'))} data-testid="search-to" />
          </FormField>
        </div>
      </div>
    </form>
  );
}
