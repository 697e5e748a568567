/**
 * What happens to unsaved text when the edit lock goes to another editor (issue 3): the moment this tab
 * loses the lock it keeps its unsaved text as a recovery copy (recovery.ts), turns to the server's text
 * (read only, live from then on) and opens the dialog that says who took the lock, with the copy to read,
 * copy to the clipboard, or put back in the editor once this tab holds the lock again.
 */
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { ScriptedStoryDocument, StoryText } from '@newsroom/api';
import { browserStore, dropRecoveryCopy, keepRecoveryCopy, readRecoveryCopy, type RecoveryCopy } from './recovery';
import type { StoryLockControl } from './useStoryLock';

interface Draft {
  dirty: boolean;
  text: StoryText;
  takeServerText: () => void;
  restore: (text: StoryText) => void;
}

/** `lost`: the lock just went elsewhere; `view`: the user asked to see a kept copy. */
export type RecoveryDialogMode = 'lost' | 'view';

export function useRecovery(doc: ScriptedStoryDocument, lock: StoryLockControl, draft: Draft) {
  const storyId = doc.story.id;
  const [copy, setCopy] = useState<RecoveryCopy | null>(() => readRecoveryCopy(browserStore(), storyId));
  const [dialog, setDialog] = useState<RecoveryDialogMode | null>(null);
  const latest = useRef({ draft, doc, holder: lock.holder });
  useLayoutEffect(() => {
    latest.current = { draft, doc, holder: lock.holder };
  });
  const before = useRef(lock.state.status);

  const status = lock.state.status;
  useEffect(() => {
    const was = before.current;
    before.current = status;
    if (was !== 'held' || status !== 'lost') return;
    const { draft: d, doc: current, holder } = latest.current;
    if (d.dirty) {
      const kept: RecoveryCopy = { storyId, slug: current.story.slug, keptAt: new Date().toISOString(), takenBy: holder?.nickname ?? null, text: d.text };
      keepRecoveryCopy(browserStore(), kept);
      setCopy(kept);
    }
    d.takeServerText();
    setDialog('lost');
  }, [status, storyId]);

  const discard = useCallback(() => {
    dropRecoveryCopy(browserStore(), storyId);
    setCopy(null);
  }, [storyId]);

  return {
    copy,
    dialog,
    /** Opens the dialog on the kept copy. */
    view: useCallback(() => setDialog('view'), []),
    close: useCallback(() => setDialog(null), []),
    discard,
    /** Puts the copy back in the editor as unsaved changes; the copy is dropped (the editor has it now). */
    putBack: useCallback(() => {
      if (!copy) return;
      latest.current.draft.restore(copy.text);
      discard();
      setDialog(null);
    }, [copy, discard]),
  };
}
