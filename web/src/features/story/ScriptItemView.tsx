import type { Editor } from '@tiptap/react';
import { memo, type ReactNode } from 'react';
import { formatSeconds } from '@newsroom/time';
import { ItemBody } from './ItemBody';
import type { ItemVocabulary } from './itemVocabulary';
import { readingSeconds, wordsOf } from './readingTime';
import type { DraftItem, ItemsAction } from './scriptDraft';

interface Props<K extends string> {
  item: DraftItem<K>;
  index: number;
  count: number;
  vocabulary: ItemVocabulary<K>;
  editable: boolean;
  autofocus: boolean;
  dispatch: (action: ItemsAction<K>) => void;
  onFocus: (key: string, editor: Editor) => void;
  onDestroy: (editor: Editor) => void;
  /** Edited alone (one reportage section on its own page): its text only, no kind menu, no move nor remove. */
  alone?: boolean;
  /** More at the foot of the left column (the reportage page's link to edit that section alone). */
  extra?: ReactNode;
}

/**
 * One item of a script, as a two-column broadcast script prints it: on the left the item's number, its
 * kind (a coloured label; a menu for writers), who reads it and how long it takes; on the right its text.
 * An item edited `alone` keeps its kind and place: only its text is the writer's.
 */
function ScriptItemViewOf<K extends string>({ item, index, count, vocabulary, editable, autofocus, dispatch, onFocus, onDestroy, alone = false, extra }: Props<K>) {
  const { texts } = vocabulary;
  const { key, kind } = item;
  const number = index + 1;
  const readBy = texts.readBy(kind);
  const kindName = texts.kindName(kind);
  const seconds = readBy ? readingSeconds(wordsOf(item.content)) : null;
  const tools = editable && !alone;

  const remove = () => {
    const empty = item.content.every((p) => p.children.every((r) => !r.text));
    if (empty || window.confirm(texts.confirmRemove(number, kindName))) dispatch({ type: 'remove', key });
  };

  return (
    <li className={`script-item ${vocabulary.className(kind)}${readBy ? ' read' : ' not-read'}`} data-testid={`script-item-${index}`} data-kind={kind}>
      <div className="item-gutter">
        <div className="item-kind-line">
          <span className="item-number num">{number}</span>
          <span className={`item-kind-picker${tools ? ' editable' : ''}`} title={kindName}>
            <span className="item-kind" data-testid={`item-kind-label-${index}`}>
              {texts.kindShort(kind)}
            </span>
            {tools && (
              <>
                <span className="item-kind-caret" aria-hidden="true">
                  ▾
                </span>
                <select
                  className="item-kind-select"
                  value={kind}
                  onChange={(e) => vocabulary.isKind(e.target.value) && dispatch({ type: 'kind', key, kind: e.target.value })}
                  aria-label={texts.kindMenu(number)}
                  data-testid={`item-kind-${index}`}
                >
                  {vocabulary.kinds.map((k) => (
                    <option key={k} value={k}>
                      {texts.kindName(k)} ({texts.kindShort(k)})
                    </option>
                  ))}
                </select>
              </>
            )}
          </span>
        </div>
        <div className="item-read" data-testid={`item-read-${index}`}>
          {readBy ? (
            <>
              <span className="item-part">{readBy}</span>
              <span className="num">{formatSeconds(seconds ?? 0)}</span>
            </>
          ) : (
            <span className="item-part muted">{texts.notRead(kind)}</span>
          )}
        </div>
        {tools && (
          <div className="item-tools">
            <button type="button" className="icon-btn" disabled={index === 0} onClick={() => dispatch({ type: 'move', key, delta: -1 })} aria-label={texts.moveUp(number)} title={texts.moveUp(number)} data-testid={`item-up-${index}`}>
              ▲
            </button>
            <button type="button" className="icon-btn" disabled={index === count - 1} onClick={() => dispatch({ type: 'move', key, delta: 1 })} aria-label={texts.moveDown(number)} title={texts.moveDown(number)} data-testid={`item-down-${index}`}>
              ▼
            </button>
            <button type="button" className="icon-btn danger" onClick={remove} aria-label={texts.remove(number)} title={texts.remove(number)} data-testid={`item-remove-${index}`}>
              ✕
            </button>
          </div>
        )}
        {extra && <div className="item-extra">{extra}</div>}
      </div>
      <ItemBody
        initial={item.content}
        editable={editable}
        autofocus={autofocus}
        label={texts.body(number, kindName)}
        placeholder={texts.placeholder}
        testId={`item-body-${index}`}
        onChange={(content) => dispatch({ type: 'content', key, content })}
        onFocus={(editor) => onFocus(key, editor)}
        onDestroy={onDestroy}
      />
    </li>
  );
}

/** Memoised: typing in one item redraws only that item (the vocabulary and handlers keep their identity). */
export const ScriptItemView = memo(ScriptItemViewOf) as typeof ScriptItemViewOf;
