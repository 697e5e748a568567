/**
 * The editor's state around one story document: the local draft, the text it started from (`base`, with
 * its revision), whether they differ (unsaved changes), saving, and what to do when the server's text
 * moves on (a live `story updated`): take it when nothing is unsaved, otherwise keep the user's text and
 * raise `changedElsewhere`. The editor's own save is recognised by its revision and raises nothing.
 * Saves go out as editor instance `lockUuid` (the holder of the story's edit lock).
 */
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import type { ScriptedStoryDocument, StoryText } from '@newsroom/api';
import { draftReducer, draftText, emptyDraft } from './draft';
import { useSaveStoryTextMutation } from './storyApi';
import { sameText } from './tiptapScript';

interface Base {
  revision: number;
  text: StoryText;
}

const textOf = ({ script, footnote, cueIn, cueOut }: StoryText): StoryText => ({ script, footnote, cueIn, cueOut });

export function useStoryDraft(doc: ScriptedStoryDocument, canWrite: boolean, lockUuid: string) {
  const [draft, dispatch] = useReducer(draftReducer, doc, (d) => draftReducer(emptyDraft, { type: 'load', text: d }));
  const [base, setBase] = useState<Base>(() => ({ revision: doc.revision, text: textOf(doc) }));
  const [inFlight, setInFlight] = useState(false);
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const [save, saving] = useSaveStoryTextMutation();

  const text = useMemo(() => draftText(draft), [draft]);
  const dirty = useMemo(() => !sameText(text, base.text), [text, base]);

  const load = useCallback((d: ScriptedStoryDocument) => {
    dispatch({ type: 'load', text: d });
    setBase({ revision: d.revision, text: textOf(d) });
    setChangedElsewhere(false);
  }, []);

  // A newer text on the server (someone else saved): take it, unless it would overwrite unsaved work.
  useEffect(() => {
    if (inFlight || doc.revision <= base.revision) return;
    // Reacts to the document the query brings (an outside change), after the render that shows it.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a notice of a change made elsewhere, set once per new revision
    if (dirty) setChangedElsewhere(true);
    else load(doc);
  }, [doc, base.revision, dirty, inFlight, load]);

  const saveNow = useCallback(async () => {
    if (!canWrite || inFlight || !dirty) return;
    const sent = text;
    setInFlight(true);
    try {
      const saved = await save({ id: doc.story.id, text: sent, lockUuid }).unwrap();
      // The base is what was sent: edits typed while saving stay unsaved.
      setBase({ revision: saved.revision, text: sent });
      setChangedElsewhere(false);
    } catch {
      /* saving.error shows it */
    } finally {
      setInFlight(false);
    }
  }, [canWrite, inFlight, dirty, text, save, doc.story.id, lockUuid]);

  return {
    draft,
    dispatch,
    text,
    dirty,
    saving: inFlight,
    saveError: saving.error,
    resetSaveError: saving.reset,
    save: saveNow,
    changedElsewhere,
    /** Drops the local changes and takes the server's text. */
    takeServerText: () => load(doc),
    /** Puts a text (a recovery copy) in the editor as unsaved changes over the server's. */
    restore: (t: StoryText) => dispatch({ type: 'load', text: t }),
    dismissChangedElsewhere: () => setChangedElsewhere(false),
  };
}
