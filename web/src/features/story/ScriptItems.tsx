import type { Editor } from '@tiptap/react';
import type { ReactNode } from 'react';
import type { ItemVocabulary } from './itemVocabulary';
import type { ItemsAction, ItemsDraft } from './scriptDraft';
import { ScriptItemView } from './ScriptItemView';
import './script.css';

interface Props<K extends string> {
  draft: ItemsDraft<K>;
  /** The kinds and the words of this list: a story's script items, a reportage's sections. */
  vocabulary: ItemVocabulary<K>;
  editable: boolean;
  dispatch: (action: ItemsAction<K>) => void;
  /** The item being edited: new items go after it. */
  activeKey: string | null;
  onFocus: (key: string, editor: Editor) => void;
  onDestroy: (editor: Editor) => void;
  /** More at the foot of item `index`'s left column (the reportage page's link to edit a section alone). */
  itemExtra?: (index: number) => ReactNode;
}

/** A script: its items in order, and for writers a bar to add an item of any kind of the vocabulary. */
export function ScriptItems<K extends string>({ draft, vocabulary, editable, dispatch, activeKey, onFocus, onDestroy, itemExtra }: Props<K>) {
  const { texts } = vocabulary;
  const add = (kind: K) => dispatch({ type: 'add', kind, after: activeKey ?? undefined });

  return (
    <div className="script" data-testid="script">
      {draft.items.length === 0 && <p className="script-empty">{editable ? texts.emptyWriter : texts.empty}</p>}
      <ol className="script-items" aria-label={texts.label}>
        {draft.items.map((item, index) => (
          <ScriptItemView
            key={item.key}
            item={item}
            index={index}
            count={draft.items.length}
            vocabulary={vocabulary}
            editable={editable}
            autofocus={draft.focusKey === item.key}
            dispatch={dispatch}
            onFocus={onFocus}
            onDestroy={onDestroy}
            extra={itemExtra?.(index)}
          />
        ))}
      </ol>
      {editable && (
        <div className="add-items" role="group" aria-label={texts.add} data-testid="add-items">
          <span className="add-label">{texts.add}</span>
          {vocabulary.kinds.map((kind) => (
            <button key={kind} type="button" className={`add-kind ${vocabulary.className(kind)}`} onClick={() => add(kind)} title={texts.addKind(kind)} data-testid={`add-item-${kind}`}>
              {texts.kindShort(kind)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
