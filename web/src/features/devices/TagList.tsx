/**
 * A list of short texts (channels, paths, character sets, template fields) as removable tags, with an input
 * that adds one on Enter, on "Add" or when it loses the focus; Backspace in the empty input takes the last.
 */
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { addTag } from './deviceForm';

interface Props {
  id: string;
  tags: readonly string[];
  onChange: (tags: string[]) => void;
  disabled?: boolean;
  testId: string;
  /** The label of the input, when no <label> points at `id`. */
  ariaLabel?: string;
}

export function TagList({ id, tags, onChange, disabled = false, testId, ariaLabel }: Props) {
  const { t } = useTranslation('devices');
  const [text, setText] = useState('');
  const add = () => {
    if (text.trim() === '') return;
    onChange(addTag(tags, text));
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key === 'Enter') {
      e.preventDefault();
      add();
    } else if (e.key === 'Backspace' && text === '' && tags.length > 0) {
      onChange(tags.slice(0, -1));
    }
  };
  return (
    <div className="tag-list" data-testid={testId}>
      {tags.length > 0 && (
        <ul className="tags">
          {tags.map((tag) => (
            <li key={tag} className="tag" data-testid={`${testId}-tag`}>
              <span>{tag}</span>
              {!disabled && (
                <button type="button" className="tag-remove" onClick={() => onChange(tags.filter((x) => x !== tag))} aria-label={t('form.removeTag', { tag })} title={t('form.removeTag', { tag })}>
                  ×
                </button>
              )}
            </li>
          ))}
        </ul>
      )}
      {disabled ? (
        tags.length === 0 && <span className="muted">{t('form.noTags')}</span>
      ) : (
        <span className="tag-input">
          <input id={id} value={text} onChange={(e) => setText(e.target.value)} onKeyDown={onKeyDown} onBlur={add} placeholder={t('form.tagPlaceholder')} aria-label={ariaLabel} data-testid={`${testId}-input`} />
          <button type="button" className="btn btn-small" onClick={add} disabled={text.trim() === ''}>
            {t('form.addTag')}
          </button>
        </span>
      )}
    </div>
  );
}
