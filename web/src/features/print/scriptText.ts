/**
 * A story's script as it goes on paper: the items in order, each paragraph a list of runs. Editorial
 * comments are printed in brackets (`[check the figure]`) and marked as comments, or left out when the
 * print options say so; a paragraph left with no text is dropped, an item with none keeps its kind label.
 */
import type { ScriptItem, TextRun } from '@newsroom/api';

/** A comment's text in brackets, once: `check` and `[check]` both print `[check]`. */
export function bracketComment(text: string): string {
  const inner = text.trim().replace(/^\[\s*/, '').replace(/\s*\]$/, '');
  return `[${inner}]`;
}

export type PrintRun = Pick<TextRun, 'bold' | 'italic' | 'underline'> & { text: string; comment: boolean };

export interface PrintItem {
  kind: ScriptItem['kind'];
  paragraphs: PrintRun[][];
}

/** The script's items ready to print; `comments` false leaves the comments out. */
export function printableScript(script: readonly ScriptItem[], comments: boolean): PrintItem[] {
  return script.map((item) => ({
    kind: item.kind,
    paragraphs: item.content
      .map((paragraph) =>
        paragraph.children
          .filter((run) => (run.comment ? comments && run.text.trim() !== '' : run.text !== ''))
          .map((run) => ({
            text: run.comment ? bracketComment(run.text) : run.text,
            comment: Boolean(run.comment),
            bold: run.bold,
            italic: run.italic,
            underline: run.underline,
          })),
      )
      .filter((runs) => runs.some((run) => run.text.trim() !== '')),
  }));
}
