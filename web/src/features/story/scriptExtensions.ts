/**
 * The TipTap schema of a script item's body: paragraphs, line breaks (Shift+Enter), and the marks the API
 * keeps (bold, italic, underline, colour, comment); nothing else, so pasted headings, lists or links come
 * in as plain paragraphs and text. Shared by the editors and the converter tests.
 */
import { Mark, mergeAttributes, type Extensions } from '@tiptap/core';
import { Color } from '@tiptap/extension-color';
import { TextStyle } from '@tiptap/extension-text-style';
import { Underline } from '@tiptap/extension-underline';
import { StarterKit } from '@tiptap/starter-kit';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    comment: {
      /** Marks the selection as an editorial comment, or unmarks it. */
      toggleComment: () => ReturnType;
    };
  }
}

/** An editorial comment: shown highlighted to the newsroom, never read on air nor counted in reading time. */
export const Comment = Mark.create({
  name: 'comment',
  parseHTML: () => [{ tag: 'span[data-comment]' }],
  renderHTML: ({ HTMLAttributes }) => ['span', mergeAttributes(HTMLAttributes, { 'data-comment': '', class: 'script-comment' }), 0],
  addCommands() {
    return { toggleComment: () => ({ commands }) => commands.toggleMark(this.name) };
  },
  addKeyboardShortcuts() {
    return { 'Mod-Alt-m': () => this.editor.commands.toggleComment() };
  },
});

export function scriptExtensions(): Extensions {
  return [
    StarterKit.configure({
      blockquote: false,
      bulletList: false,
      code: false,
      codeBlock: false,
      dropcursor: false,
      gapcursor: false,
      heading: false,
      horizontalRule: false,
      link: false,
      listItem: false,
      listKeymap: false,
      orderedList: false,
      strike: false,
      trailingNode: false,
      underline: false,
    }),
    Underline,
    TextStyle,
    Color,
    Comment,
  ];
}
