/**
 * The local copy of a list of script items, whatever their kinds: a story's script (draft.ts, kinds of
 * `ScriptItemKind`) and a reportage's sections (`ReportageSectionKind`). Each item has a key that
 * survives reorders, so its TipTap editor does too. A pure reducer: `loadItems` replaces every item and
 * bumps `generation`, and the new keys remount the item editors with the new text.
 */
import type { ScriptItemKind, ScriptParagraph } from '@newsroom/api';
import { normalizeParagraphs } from './tiptapScript';

export interface DraftItem<K extends string = ScriptItemKind> {
  key: string;
  kind: K;
  content: ScriptParagraph[];
}

export interface ItemsDraft<K extends string> {
  items: DraftItem<K>[];
  generation: number;
  nextKey: number;
  /** The item just added, whose editor takes the focus. */
  focusKey: string | null;
}

/** What the item editors do to the list (ScriptItems, ScriptItemView). */
export type ItemsAction<K extends string> =
  | { type: 'add'; kind: K; after?: string }
  | { type: 'remove'; key: string }
  | { type: 'move'; key: string; delta: -1 | 1 }
  | { type: 'kind'; key: string; kind: K }
  | { type: 'content'; key: string; content: ScriptParagraph[] };

export const emptyItems = { items: [], generation: 0, nextKey: 0, focusKey: null } as const;

/** `items` in place of the draft's (each in canonical form, with a fresh key), as a new generation. */
export function loadItems<K extends string, D extends ItemsDraft<K>>(state: D, items: readonly { kind: K; content: readonly ScriptParagraph[] }[]): D {
  const loaded = items.map((item, i) => ({ key: `i${state.nextKey + i}`, kind: item.kind, content: normalizeParagraphs(item.content) }));
  return { ...state, items: loaded, generation: state.generation + 1, nextKey: state.nextKey + loaded.length, focusKey: null };
}

export function itemsReducer<K extends string, D extends ItemsDraft<K>>(state: D, action: ItemsAction<K>): D {
  switch (action.type) {
    case 'add': {
      const item: DraftItem<K> = { key: `i${state.nextKey}`, kind: action.kind, content: normalizeParagraphs([]) };
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
  }
}

/** The items as the API takes them: `{kind, content}` in order. */
export function itemsOf<K extends string>(draft: ItemsDraft<K>): { kind: K; content: ScriptParagraph[] }[] {
  return draft.items.map(({ kind, content }) => ({ kind, content }));
}
