/** The script editor's vocabulary of a story's script: its item kinds (kinds.ts) and the `story` texts about them. */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ScriptItemKind } from '@newsroom/api';
import type { ItemVocabulary } from './itemVocabulary';
import { isItemKind, KIND_MENU, kindClass, READ_AS } from './kinds';

export function useStoryVocabulary(): ItemVocabulary<ScriptItemKind> {
  const { t } = useTranslation('story');
  return useMemo(
    () => ({
      kinds: KIND_MENU,
      isKind: isItemKind,
      className: kindClass,
      texts: {
        label: t('items.label'),
        empty: t('items.empty'),
        emptyWriter: t('items.emptyWriter'),
        add: t('items.add'),
        addKind: (kind) => t('items.addKind', { kind: t(`kinds.${kind}`) }),
        kindName: (kind) => t(`kinds.${kind}`),
        kindShort: (kind) => t(`kindShort.${kind}`),
        kindMenu: (number) => t('items.kind', { number }),
        moveUp: (number) => t('items.moveUp', { number }),
        moveDown: (number) => t('items.moveDown', { number }),
        remove: (number) => t('items.remove', { number }),
        confirmRemove: (number, kind) => t('items.confirmRemove', { number, kind }),
        body: (number, kind) => t('items.body', { number, kind }),
        placeholder: t('items.placeholder'),
        readBy: (kind) => {
          const part = READ_AS[kind];
          return part ? t(`reading.${part}`) : null;
        },
        notRead: () => t('reading.notRead'),
      },
    }),
    [t],
  );
}
