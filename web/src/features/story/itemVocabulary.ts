/**
 * What the script editor (ScriptItems, ScriptItemView) knows of the items it edits: the kinds a list
 * offers, their colours, which are read aloud, and the words about them in the user's language. A
 * story's script (useStoryVocabulary: ON_CAMERA, VO, ...) and a reportage's sections (LEAD, OFF, ...) are
 * the same editor with two vocabularies. Each vocabulary's texts come from its own namespace, so "Move
 * item 2 up" and "Move section 2 up" agree in gender and number in every language.
 */
export interface ItemTexts<K extends string> {
  /** The list's name (its `aria-label`). */
  label: string;
  /** Shown to a reader when there is no item. */
  empty: string;
  /** Shown to a writer when there is no item. */
  emptyWriter: string;
  /** The add bar's label. */
  add: string;
  /** The title of the add button of a kind. */
  addKind: (kind: K) => string;
  /** The kind's name (the menu, titles). */
  kindName: (kind: K) => string;
  /** The kind's label in the left column, as two-column scripts print it. */
  kindShort: (kind: K) => string;
  /** The name of item `number`'s kind menu. */
  kindMenu: (number: number) => string;
  moveUp: (number: number) => string;
  moveDown: (number: number) => string;
  remove: (number: number) => string;
  /** Asked before an item with text is removed. */
  confirmRemove: (number: number, kind: string) => string;
  /** The name of item `number`'s text box. */
  body: (number: number, kind: string) => string;
  /** Shown in an empty text box (writers only). */
  placeholder: string;
  /** Who reads an item of this kind on air ("Head", "Presenter"), or null when it is not read. */
  readBy: (kind: K) => string | null;
  /** The left column's word for an item that is not read ("Not read", "Sound bite"). */
  notRead: (kind: K) => string;
}

export interface ItemVocabulary<K extends string> {
  /** The kinds in the order the add bar and each item's kind menu offer them. */
  kinds: readonly K[];
  isKind: (value: string) => value is K;
  /** The CSS classes of an item of this kind (its colour, `--kind`). */
  className: (kind: K) => string;
  texts: ItemTexts<K>;
}
