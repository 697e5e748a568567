/**
 * The script editor's vocabulary of a reportage's sections (sections.ts) with the `reportage` texts about
 * them: the presenter's and the reporter's sections show who reads them and for how long; an interview is
 * recorded sound.
 */
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReportageSectionKind } from '@newsroom/api';
import type { ItemVocabulary } from '../story/itemVocabulary';
import { isSectionKind, SECTION_MENU, sectionClass, VOICE_OF } from './sections';

export function useSectionVocabulary(): ItemVocabulary<ReportageSectionKind> {
  const { t } = useTranslation('reportage');
  return useMemo(
    () => ({
      kinds: SECTION_MENU,
      isKind: isSectionKind,
      className: sectionClass,
      texts: {
        label: t('sections.label'),
        empty: t('sections.empty'),
        emptyWriter: t('sections.emptyWriter'),
        add: t('sections.add'),
        addKind: (kind) => t('sections.addKind', { kind: t(`kinds.${kind}`) }),
        kindName: (kind) => t(`kinds.${kind}`),
        kindShort: (kind) => t(`kindShort.${kind}`),
        kindMenu: (number) => t('sections.kind', { number }),
        moveUp: (number) => t('sections.moveUp', { number }),
        moveDown: (number) => t('sections.moveDown', { number }),
        remove: (number) => t('sections.remove', { number }),
        confirmRemove: (number, kind) => t('sections.confirmRemove', { number, kind }),
        body: (number, kind) => t('sections.body', { number, kind }),
        placeholder: t('sections.placeholder'),
        readBy: (kind) => {
          const voice = VOICE_OF[kind];
          return voice === 'interviewee' ? null : t(`voices.${voice}`);
        },
        notRead: () => t('voices.interviewee'),
      },
    }),
    [t],
  );
}
