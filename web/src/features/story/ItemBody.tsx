import { EditorContent, useEditor, type Editor } from '@tiptap/react';
import { useEffect, useLayoutEffect, useRef } from 'react';
import type { ScriptParagraph } from '@newsroom/api';
import { scriptExtensions } from './scriptExtensions';
import { fromTiptap, toTiptap } from './tiptapScript';

interface Props {
  /** The text the editor starts with; later changes come from the editor itself (it is uncontrolled). */
  initial: ScriptParagraph[];
  editable: boolean;
  autofocus: boolean;
  label: string;
  /** Shown while the item is empty (writers only). */
  placeholder?: string;
  testId: string;
  onChange: (content: ScriptParagraph[]) => void;
  onFocus: (editor: Editor) => void;
  onDestroy: (editor: Editor) => void;
}

/** The TipTap editor of one script item: its paragraphs, in and out through the API format. */
export function ItemBody({ initial, editable, autofocus, label, placeholder, testId, onChange, onFocus, onDestroy }: Props) {
  const handlers = useRef({ onChange, onFocus, onDestroy });
  useLayoutEffect(() => {
    handlers.current = { onChange, onFocus, onDestroy };
  });

  const editor = useEditor({
    extensions: scriptExtensions(),
    content: toTiptap(initial),
    editable,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: { class: 'script-body', role: 'textbox', 'aria-multiline': 'true', 'aria-label': label, 'data-testid': testId, spellcheck: 'true' },
    },
    onUpdate: ({ editor: e }) => handlers.current.onChange(fromTiptap(e.getJSON())),
    onFocus: ({ editor: e }) => handlers.current.onFocus(e),
  });

  useEffect(() => {
    if (!editor) return;
    return () => handlers.current.onDestroy(editor);
  }, [editor]);

  // A new item takes the focus as soon as it is drawn (TipTap's own autofocus waits a task, and the first
  // keys typed after "add" would go elsewhere).
  const focused = useRef(false);
  useEffect(() => {
    if (!autofocus || focused.current || !editor || editor.isDestroyed) return;
    focused.current = true;
    editor.commands.focus('end');
  }, [editor, autofocus]);

  // A story deleted meanwhile can no longer be saved: its text becomes read-only.
  useEffect(() => {
    if (editor && !editor.isDestroyed && editor.isEditable !== editable) editor.setEditable(editable);
  }, [editor, editable]);

  return <EditorContent editor={editor} className="script-body-wrap" data-placeholder={editable ? placeholder : undefined} />;
}
