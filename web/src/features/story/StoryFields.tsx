import { useTranslation } from 'react-i18next';
import type { Draft, DraftAction, TextField } from './draft';

interface Props {
  draft: Draft;
  editable: boolean;
  dispatch: (action: DraftAction) => void;
  /** `top`: the cue in, above the script; `bottom`: the cue out and the footnote, below it. */
  part: 'top' | 'bottom';
}

const ID: Record<TextField, string> = { cueIn: 'story-cue-in', cueOut: 'story-cue-out', footnote: 'story-footnote' };

/** The plain fields of a story's text: cue in and cue out (first and last words of the piece), footnote. */
export function StoryFields({ draft, editable, dispatch, part }: Props) {
  const { t } = useTranslation('story');
  const set = (field: TextField) => (e: { target: { value: string } }) => dispatch({ type: 'field', field, value: e.target.value });

  const cue = (field: 'cueIn' | 'cueOut') => (
    <label className="cue-field">
      <span className="cue-label">{t(`fields.${field}`)}</span>
      <input
        id={ID[field]}
        type="text"
        value={draft[field]}
        onChange={set(field)}
        readOnly={!editable}
        placeholder={editable ? t(`fields.${field}Hint`) : undefined}
        data-testid={ID[field]}
      />
    </label>
  );

  if (part === 'top') return <div className="story-fields top">{cue('cueIn')}</div>;
  return (
    <div className="story-fields bottom">
      {cue('cueOut')}
      <label className="footnote-field">
        <span className="cue-label">{t('fields.footnote')}</span>
        <textarea
          id={ID.footnote}
          value={draft.footnote}
          onChange={set('footnote')}
          readOnly={!editable}
          rows={3}
          placeholder={editable ? t('fields.footnoteHint') : undefined}
          data-testid={ID.footnote}
        />
      </label>
    </div>
  );
}
