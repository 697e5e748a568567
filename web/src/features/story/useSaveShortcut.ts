/**
 * Ctrl+S (Cmd+S on a Mac) saves the document being edited (the story's and the other documents' editors),
 * in place of the browser's "save page".
 */
import { useEffect } from 'react';

export function useSaveShortcut(save: () => unknown) {
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 's') {
        e.preventDefault();
        void save();
      }
    };
    // Capture phase: before anything on the page can stop the event, and before the browser's "save page".
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, [save]);
}
