import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { storyStatusValues, storyKindValues, type Story, type StoryId } from '@newsroom/api';
import { errorCodeOf, errorFieldsOf } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { usePatchStoryMutation } from '../rundown/rundownApi';
import { usePresentersQuery } from '../programs/programsApi';
import { CREW_FIELDS, TEXT_FIELDS, type TextField, type StoryField } from '../rundown/fields';

interface Props {
  story: Story;
  /** The story's program: its presenters are the choices. */
  programId: number;
  /** Rundown write: may change the fields. */
  canPatch: boolean;
  /** Names already used in the rundown, offered as suggestions for the crew fields. */
  names: string[];
  /** Companies and branches already named in the rundown, offered for the company field. */
  companies: string[];
  onPatched: (story: Story) => void;
}

/**
 * A story's type, status, crew (reporter, editor, image editor) and the company or branch that produced
 * it, each saved on its own as soon as it changes (`PATCH /api/stories/{id}`): selects at once, text when
 * the field is left or Enter is pressed. Names are free text (freelancers are credited too), with the
 * rundown's names as suggestions.
 */
export function StoryDetailsPanel({ story, programId, canPatch, names, companies, onPatched }: Props) {
  const { t } = useTranslation('story');
  const [patch, patching] = usePatchStoryMutation();
  const { data: presenters = [] } = usePresentersQuery(programId);
  const [crew, setCrew] = useState<Record<TextField, string>>(() => crewOf(story));
  // A field follows the server only when that field changes there (another field's save must not
  // wipe a name being typed).
  // (adjusted while rendering, as React advises, rather than in an effect).
  const [server, setServer] = useState(() => crewOf(story));
  const now = crewOf(story);
  const changed = TEXT_FIELDS.filter((field) => now[field] !== server[field]);
  if (changed.length > 0) {
    setServer(now);
    setCrew((c) => ({ ...c, ...Object.fromEntries(changed.map((field) => [field, now[field]])) }));
  }

  const save = (field: StoryField, value: unknown) => {
    void patch({ id: story.id as StoryId, field, value })
      .unwrap()
      .then(onPatched)
      .catch(() => {});
  };
  const saveCrew = (field: TextField) => {
    const value = crew[field].trim();
    if (value !== (story[field] ?? '')) save(field, value === '' ? null : value);
  };

  return (
    <section className="side-section details-panel" aria-labelledby="details-title" data-testid="details-panel">
      <h3 id="details-title">{t('details.title')}</h3>
      <div className="details-grid">
        <label htmlFor="story-type">{t('details.type')}</label>
        <select id="story-type" value={story.type} disabled={!canPatch} onChange={(e) => save('type', e.target.value)} data-testid="story-type">
          {storyKindValues.map((k) => (
            <option key={k} value={k}>{t(`types.${k}`)}</option>
          ))}
        </select>
        <label htmlFor="story-status-field">{t('details.status')}</label>
        <select id="story-status-field" value={story.status} disabled={!canPatch} onChange={(e) => save('status', e.target.value)} data-testid="story-status-field">
          {storyStatusValues.map((k) => (
            <option key={k} value={k}>{t(`statuses.${k}`)}</option>
          ))}
        </select>
        <label htmlFor="story-presenter">{t('details.presenter')}</label>
        <select id="story-presenter" value={story.presenter ?? ''} disabled={!canPatch} onChange={(e) => save('presenter', e.target.value || null)} data-testid="story-presenter">
          <option value="">{t('details.noPresenter')}</option>
          {presenters.map((p) => (
            <option key={p.name} value={p.name}>{t('details.presenterRate', { name: p.name, wpm: p.wordsPerMinute })}</option>
          ))}
        </select>
        {TEXT_FIELDS.map((field) => (
          <CrewInput key={field} field={field} list={field === 'company' ? 'company-names' : 'crew-names'} value={crew[field]} readOnly={!canPatch} label={t(`details.${field}`)}
            onChange={(v) => setCrew((c) => ({ ...c, [field]: v }))} onCommit={() => saveCrew(field)} />
        ))}
      </div>
      <datalist id="crew-names">
        {names.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
      <datalist id="company-names">
        {companies.map((n) => (
          <option key={n} value={n} />
        ))}
      </datalist>
      {patching.error && <ErrorMessage code={errorCodeOf(patching.error)} fields={errorFieldsOf(patching.error)} onDismiss={patching.reset} testId="details-error" />}
    </section>
  );
}

function CrewInput(props: { field: TextField; list: string; value: string; readOnly: boolean; label: string; onChange: (v: string) => void; onCommit: () => void }) {
  const id = `story-crew-${props.field}`;
  return (
    <>
      <label htmlFor={id}>{props.label}</label>
      <input
        id={id}
        type="text"
        list={props.list}
        maxLength={100}
        value={props.value}
        readOnly={props.readOnly}
        onChange={(e) => props.onChange(e.target.value)}
        onBlur={props.onCommit}
        onKeyDown={(e) => e.key === 'Enter' && (e.currentTarget as HTMLInputElement).blur()}
        data-testid={id}
      />
    </>
  );
}

function crewOf(story: Story): Record<TextField, string> {
  return { reporter: story.reporter ?? '', editor: story.editor ?? '', imageEditor: story.imageEditor ?? '', company: story.company ?? '' };
}

/** Every name a list of stories uses in `fields` (the crew by default), sorted, once each. */
export function crewNames(stories: Story[], fields: readonly TextField[] = CREW_FIELDS): string[] {
  const names = new Set<string>();
  for (const s of stories) for (const f of fields) if (s[f]) names.add(s[f] as string);
  return [...names].sort((a, b) => a.localeCompare(b));
}
