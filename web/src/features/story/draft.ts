/**
 * The editor's local copy of a story's text: the items of its script (scriptDraft.ts: each with a key that
 * survives reorders, so its TipTap editor does too), footnote and cues. A pure reducer; `load` replaces
 * everything and bumps `generation`, which remounts the item editors with the new text.
 */
import type { ScriptItemKind, StoryText } from '@newsroom/api';
import { emptyItems, itemsOf, itemsReducer, loadItems, type ItemsAction, type ItemsDraft } from './scriptDraft';

export interface Draft extends ItemsDraft<ScriptItemKind> {
  footnote: string;
  cueIn: string;
  cueOut: string;
}

export type TextField = 'footnote' | 'cueIn' | 'cueOut';

export type DraftAction = { type: 'load'; text: StoryText } | ItemsAction<ScriptItemKind> | { type: 'field'; field: TextField; value: string };

export const emptyDraft: Draft = { ...emptyItems, items: [], footnote: '', cueIn: '', cueOut: '' };

export function draftReducer(state: Draft, action: DraftAction): Draft {
  switch (action.type) {
    case 'load': {
      const { script, footnote, cueIn, cueOut } = action.text;
      return { ...loadItems(state, script), footnote, cueIn, cueOut };
    }
    case 'field':
      return { ...state, [action.field]: action.value };
    default:
      return itemsReducer(state, action);
  }
}

/** The draft as `PUT /api/stories/{id}/text` takes it. */
export function draftText(draft: Draft): StoryText {
  return {
    script: itemsOf(draft),
    footnote: draft.footnote,
    cueIn: draft.cueIn,
    cueOut: draft.cueOut,
  };
}
