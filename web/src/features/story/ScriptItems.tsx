import type { Editor } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import type { ScriptItemKind } from '@newsroom/api';
import type { Draft, DraftAction } from './draft';
import { KIND_MENU, kindClass } from './kinds';
import { ScriptItemView } from './ScriptItemView';

interface Props {
  draft: Draft;
  editable: boolean;
  dispatch: (action: DraftAction) => void;
  /** The item being edited: new items go after it. */
  activeKey: string | null;
  onFocus: (key: string, editor: Editor) => void;
  onDestroy: (editor: Editor) => void;
}

/** The script: its items in order, and for writers a bar to add an item of any kind. */
export function ScriptItems({ draft, editable, dispatch, activeKey, onFocus, onDestroy }: Props) {
  const { t } = useTranslation('story');
  const add = (kind: ScriptItemKind) => dispatch({ type: 'add', kind, after: activeKey ?? undefined });

  return (
    <div className="script" data-testid="script">
      {draft.items.length === 0 && <p className="script-empty">{editable ? t('items.emptyWriter') : t('items.empty')}</p>}
      <ol className="script-items" aria-label={t('items.label')}>
        {draft.items.map((item, index) => (
          <ScriptItemView
            key={item.key}
            item={item}
            index={index}
            count={draft.items.length}
            editable={editable}
            autofocus={draft.focusKey === item.key}
            dispatch={dispatch}
            onFocus={onFocus}
            onDestroy={onDestroy}
          />
        ))}
      </ol>
      {editable && (
        <div className="add-items" role="group" aria-label={t('items.add')} data-testid="add-items">
          <span className="add-label">{t('items.add')}</span>
          {KIND_MENU.map((kind) => (
            <button
              key={kind}
              type="button"
              className={`add-kind ${kindClass(kind)}`}
              onClick={() => add(kind)}
              title={t('items.addKind', { kind: t(`kinds.${kind}`) })}
              data-testid={`add-item-${kind}`}
            >
              {t(`kindShort.${kind}`)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
