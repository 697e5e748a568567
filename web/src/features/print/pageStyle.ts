/**
 * The `@page` rule of the print view, written for the chosen orientation: A4, 12 mm margins (a little
 * more at the bottom for the running footer: the program and date on the left, the page number and count
 * on the right, in margin boxes).
 */
import type { Orientation } from './printOptions';

/** A CSS string literal: quotes, backslashes and line breaks escaped. */
export function cssString(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/[\r\n]+/g, ' ')}"`;
}

export function pageCss(orientation: Orientation, footer: string, pageLabel: string): string {
  const box = 'font-family: sans-serif; font-size: 8pt; color: #000;';
  return [
    `@page { size: A4 ${orientation}; margin: 12mm 12mm 14mm 12mm;`,
    `  @bottom-left { content: ${cssString(footer)}; ${box} }`,
    `  @bottom-right { content: ${cssString(`${pageLabel} `)} counter(page) " / " counter(pages); ${box} }`,
    '}',
  ].join('\n');
}
