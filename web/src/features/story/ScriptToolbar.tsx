import { useEditorState, type Editor } from '@tiptap/react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import './script.css';

/** The text colours offered: readable on the dark desk and on a printed script. */
export const SCRIPT_COLORS = [
  { name: 'red', value: '#e5484d' },
  { name: 'orange', value: '#f5a524' },
  { name: 'green', value: '#30c27a' },
  { name: 'blue', value: '#3d8bfd' },
  { name: 'purple', value: '#a78bfa' },
] as const;

const keepFocus = (e: MouseEvent) => e.preventDefault();

/**
 * Formatting of the item being edited (the last one focused): bold, italic, underline, a colour, and the
 * comment mark (an editorial remark: shown, never read). Disabled until an item has been focused.
 */
export function ScriptToolbar({ editor, children }: { editor: Editor | null; children?: ReactNode }) {
  const { t } = useTranslation('story');
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e && !e.isDestroyed
        ? {
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            underline: e.isActive('underline'),
            comment: e.isActive('comment'),
            color: (e.getAttributes('textStyle').color as string | undefined) ?? null,
          }
        : null,
  });
  const on = Boolean(editor && state);
  const run = (fn: (e: Editor) => void) => () => {
    if (editor && !editor.isDestroyed) fn(editor);
  };

  const toggle = (mark: 'bold' | 'italic' | 'underline' | 'comment', label: ReactNode, shortcut: string, command: (e: Editor) => void) => (
    <button
      type="button"
      className={`tool-btn tool-${mark}${state?.[mark] ? ' active' : ''}`}
      aria-pressed={Boolean(state?.[mark])}
      disabled={!on}
      onMouseDown={keepFocus}
      onClick={run(command)}
      title={`${t(`toolbar.${mark}`)} (${shortcut})`}
      aria-label={t(`toolbar.${mark}`)}
      aria-keyshortcuts={shortcut.replace('Ctrl', 'Control')}
      data-testid={`format-${mark}`}
    >
      {label}
    </button>
  );

  return (
    <div className="script-toolbar" role="toolbar" aria-label={t('toolbar.label')} data-testid="script-toolbar">
      <div className="tool-group">
        {toggle('bold', <b>B</b>, 'Ctrl+B', (e) => e.chain().focus().toggleBold().run())}
        {toggle('italic', <i>I</i>, 'Ctrl+I', (e) => e.chain().focus().toggleItalic().run())}
        {toggle('underline', <u>U</u>, 'Ctrl+U', (e) => e.chain().focus().toggleUnderline().run())}
      </div>
      <div className="tool-group" role="group" aria-label={t('toolbar.color')}>
        {SCRIPT_COLORS.map((c) => (
          <button
            key={c.name}
            type="button"
            className={`swatch${state?.color?.toLowerCase() === c.value ? ' active' : ''}`}
            style={{ ['--swatch' as string]: c.value }}
            disabled={!on}
            onMouseDown={keepFocus}
            onClick={run((e) => e.chain().focus().setColor(c.value).run())}
            title={t(`toolbar.colors.${c.name}`)}
            aria-label={t(`toolbar.colors.${c.name}`)}
            data-testid={`format-color-${c.name}`}
          />
        ))}
        <button type="button" className="swatch swatch-none" disabled={!on} onMouseDown={keepFocus} onClick={run((e) => e.chain().focus().unsetColor().run())} title={t('toolbar.noColor')} aria-label={t('toolbar.noColor')} data-testid="format-color-none" />
      </div>
      <div className="tool-group">
        {toggle('comment', <span className="tool-comment-label">{t('toolbar.commentShort')}</span>, 'Ctrl+Alt+M', (e) => e.chain().focus().toggleComment().run())}
        <button type="button" className="tool-btn" disabled={!on} onMouseDown={keepFocus} onClick={run((e) => e.chain().focus().unsetAllMarks().run())} title={t('toolbar.clear')} aria-label={t('toolbar.clear')} data-testid="format-clear">
          <span className="tool-clear">T<sub>×</sub></span>
        </button>
      </div>
      <div className="toolbar-end">{children}</div>
    </div>
  );
}
