/**
 * The editor's local copy of a story's text: the items (each with a key that survives reorders, so its
 * TipTap editor does too), footnote and cues. A pure reducer; `load` replaces everything and bumps
 * `generation`, which remounts the item editors with the new text.
 */
import type { ScriptItemKind, ScriptParagraph, StoryText } from '@newsroom/api';
import { normalizeParagraphs, normalizeScript } from './tiptapScript';

export interface DraftItem {
  key: string;
  kind: ScriptItemKind;
  content: ScriptParagraph[];
}

export interface Draft {
  items: DraftItem[];
  footnote: string;
  cueIn: string;
  cueOut: string;
  generation: number;
  nextKey: number;
  /** The item just added, whose editor takes the focus. */
  focusKey: string | null;
}

export type TextField = 'footnote' | 'cueIn' | 'cueOut';

export type DraftAction =
  | { type: 'load'; text: StoryText }
  | { type: 'add'; kind: ScriptItemKind; after?: string }
  | { type: 'remove'; key: string }
  | { type: 'move'; key: string; delta: -1 | 1 }
  | { type: 'kind'; key: string; kind: ScriptItemKind }
  | { type: 'content'; key: string; content: ScriptParagraph[] }
  | { type: 'field'; field: TextField; value: string };

export const emptyDraft: Draft = { items: [], footnote: '', cueIn: '', cueOut: '', generation: 0, nextKey: 0, focusKey: null };

export function draftReducer(state: Draft, action: DraftAction): Draft {
  switch (action.type) {
    case 'load': {
      const { script, footnote, cueIn, cueOut } = action.text;
      const items = normalizeScript(script).map((item, i) => ({ key: `i${state.nextKey + i}`, ...item }));
      return { items, footnote, cueIn, cueOut, generation: state.generation + 1, nextKey: state.nextKey + items.length, focusKey: null };
    }
    case 'add': {
      const item: DraftItem = { key: `i${state.nextKey}`, kind: action.kind, content: normalizeParagraphs([]) };
      const at = action.after ? state.items.findIndex((i) => i.key === action.after) + 1 : 0;
      const items = [...state.items];
      items.splice(at > 0 ? at : items.length, 0, item);
      return { ...state, items, nextKey: state.nextKey + 1, focusKey: item.key };
    }
    case 'remove':
      return { ...state, items: state.items.filter((i) => i.key !== action.key) };
    case 'move': {
      const from = state.items.findIndex((i) => i.key === action.key);
      const to = from + action.delta;
      if (from < 0 || to < 0 || to >= state.items.length) return state;
      const items = [...state.items];
      [items[from], items[to]] = [items[to], items[from]];
      return { ...state, items };
    }
    case 'kind':
      return { ...state, items: state.items.map((i) => (i.key === action.key ? { ...i, kind: action.kind } : i)) };
    case 'content':
      return { ...state, items: state.items.map((i) => (i.key === action.key ? { ...i, content: action.content } : i)) };
    case 'field':
      return { ...state, [action.field]: action.value };
  }
}

/** The draft as `PUT /api/stories/{id}/text` takes it. */
export function draftText(draft: Draft): StoryText {
  return {
    script: draft.items.map(({ kind, content }) => ({ kind, content })),
    footnote: draft.footnote,
    cueIn: draft.cueIn,
    cueOut: draft.cueOut,
  };
}
