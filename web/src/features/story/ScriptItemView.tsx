import type { Editor } from '@tiptap/react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSeconds } from '@newsroom/time';
import type { DraftAction, DraftItem } from './draft';
import { ItemBody } from './ItemBody';
import { isItemKind, KIND_MENU, kindClass, READ_AS } from './kinds';
import { readingSeconds, wordsOf } from './readingTime';

interface Props {
  item: DraftItem;
  index: number;
  count: number;
  editable: boolean;
  autofocus: boolean;
  dispatch: (action: DraftAction) => void;
  onFocus: (key: string, editor: Editor) => void;
  onDestroy: (editor: Editor) => void;
}

/**
 * One item of the script, as a two-column broadcast script prints it: on the left the item's number, its
 * kind (a coloured label; a menu for writers), how it is read and how long it takes; on the right its text.
 */
export const ScriptItemView = memo(function ScriptItemView({ item, index, count, editable, autofocus, dispatch, onFocus, onDestroy }: Props) {
  const { t } = useTranslation('story');
  const { key, kind } = item;
  const number = index + 1;
  const part = READ_AS[kind];
  const kindName = t(`kinds.${kind}`);
  const seconds = part ? readingSeconds(wordsOf(item.content)) : null;

  const remove = () => {
    const empty = item.content.every((p) => p.children.every((r) => !r.text));
    if (empty || window.confirm(t('items.confirmRemove', { number, kind: kindName }))) dispatch({ type: 'remove', key });
  };

  return (
    <li className={`script-item ${kindClass(kind)}${part ? ' read' : ' not-read'}`} data-testid={`script-item-${index}`} data-kind={kind}>
      <div className="item-gutter">
        <div className="item-kind-line">
          <span className="item-number num">{number}</span>
          <span className={`item-kind-picker${editable ? ' editable' : ''}`} title={kindName}>
            <span className="item-kind" data-testid={`item-kind-label-${index}`}>
              {t(`kindShort.${kind}`)}
            </span>
            {editable && (
              <>
                <span className="item-kind-caret" aria-hidden="true">
                  ▾
                </span>
                <select
                  className="item-kind-select"
                  value={kind}
                  onChange={(e) => isItemKind(e.target.value) && dispatch({ type: 'kind', key, kind: e.target.value })}
                  aria-label={t('items.kind', { number })}
                  data-testid={`item-kind-${index}`}
                >
                  {KIND_MENU.map((k) => (
                    <option key={k} value={k}>
                      {t(`kinds.${k}`)} ({t(`kindShort.${k}`)})
                    </option>
                  ))}
                </select>
              </>
            )}
          </span>
        </div>
        <div className="item-read" data-testid={`item-read-${index}`}>
          {part ? (
            <>
              <span className="item-part">{t(`reading.${part}`)}</span>
              <span className="num">{formatSeconds(seconds ?? 0)}</span>
            </>
          ) : (
            <span className="item-part muted">{t('reading.notRead')}</span>
          )}
        </div>
        {editable && (
          <div className="item-tools">
            <button type="button" className="icon-btn" disabled={index === 0} onClick={() => dispatch({ type: 'move', key, delta: -1 })} aria-label={t('items.moveUp', { number })} title={t('items.moveUp', { number })} data-testid={`item-up-${index}`}>
              ▲
            </button>
            <button type="button" className="icon-btn" disabled={index === count - 1} onClick={() => dispatch({ type: 'move', key, delta: 1 })} aria-label={t('items.moveDown', { number })} title={t('items.moveDown', { number })} data-testid={`item-down-${index}`}>
              ▼
            </button>
            <button type="button" className="icon-btn danger" onClick={remove} aria-label={t('items.remove', { number })} title={t('items.remove', { number })} data-testid={`item-remove-${index}`}>
              ✕
            </button>
          </div>
        )}
      </div>
      <ItemBody
        initial={item.content}
        editable={editable}
        autofocus={autofocus}
        label={t('items.body', { number, kind: kindName })}
        placeholder={t('items.placeholder')}
        testId={`item-body-${index}`}
        onChange={(content) => dispatch({ type: 'content', key, content })}
        onFocus={(editor) => onFocus(key, editor)}
        onDestroy={onDestroy}
      />
    </li>
  );
});
