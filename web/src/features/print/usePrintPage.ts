/**
 * What the print view does to the page while it is shown: paper colours on the body, the `@page` rule of
 * its orientation, a title that names the PDF the browser saves; and, once everything is loaded, the
 * browser's print dialog, once (`window.print()` after the fonts are ready and the layout is drawn).
 */
import { useEffect, useRef } from 'react';
import type { Orientation } from './printOptions';
import { pageCss } from './pageStyle';

export function usePaperPage(orientation: Orientation, title: string, footer: string, pageLabel: string) {
  useEffect(() => {
    const before = document.title;
    document.title = title;
    document.body.classList.add('print-body');
    const style = document.createElement('style');
    style.setAttribute('data-print-page', orientation);
    style.textContent = pageCss(orientation, footer, pageLabel);
    document.head.appendChild(style);
    return () => {
      document.title = before;
      document.body.classList.remove('print-body');
      style.remove();
    };
  }, [orientation, title, footer, pageLabel]);
}

export function useAutoPrint(ready: boolean) {
  const printed = useRef(false);
  useEffect(() => {
    if (!ready || printed.current) return;
    let live = true;
    void document.fonts.ready.then(() =>
      requestAnimationFrame(() => {
        if (!live || printed.current) return;
        printed.current = true;
        window.print();
      }),
    );
    return () => {
      live = false;
    };
  }, [ready]);
}
