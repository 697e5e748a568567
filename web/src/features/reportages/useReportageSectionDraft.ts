/**
 * One section of a reportage edited alone (ReportageSectionEditPage): its text as typed, the reportage it
 * started from (`base`, with its revision), whether the text differs from the base's (unsaved changes),
 * and saving: the whole reportage as `base` has it with that one section's text replaced (sectionInputOf,
 * the whole editor's body: at `base.revision`, as this tab's `lockUuid`).
 *
 * It follows the server's copy as the whole editor does (useReportageDraft), looking at this section only:
 * a newer revision in which the section is the same (an approval, a change of state, of the fields or of
 * another section) becomes the base without touching what is typed, so a save puts this text into it; one
 * in which the section changed is loaded when nothing is unsaved, and otherwise raises `changedElsewhere`,
 * keeping the text, until the user loads theirs or keeps their own (saving then replaces their text of
 * this section, which stays in the revisions). Until then a save is refused (409 `conflict`: it is based
 * on the older revision). The page's own save is recognised by its revision.
 */
import { useCallback, useEffect, useState } from 'react';
import type { ReportageSection, ScriptedReportage, ScriptParagraph } from '@newsroom/api';
import { normalizeParagraphs } from '../story/tiptapScript';
import { sectionInputOf } from './reportageForm';
import { useUpdateReportageMutation } from './reportagesApi';
import { sameSections } from './sections';

/** Section `index` of `r`, if it has one. */
const sectionOf = (r: ScriptedReportage, index: number): ReportageSection | undefined => r.sections[index];

/** The text of section `index` of `r` in canonical form (none: one empty paragraph). */
const textOf = (r: ScriptedReportage, index: number) => normalizeParagraphs(sectionOf(r, index)?.content ?? []);

/** Whether section `index` says the same in `a` and `b` (or neither has one). */
function sameSectionIn(a: ScriptedReportage, b: ScriptedReportage, index: number): boolean {
  const x = sectionOf(a, index);
  const y = sectionOf(b, index);
  return x === undefined || y === undefined ? x === y : sameSections([x], [y]);
}

/**
 * `server`: the reportage as the server has it now; `index`: the section edited, from 0; `lockUuid`: this
 * tab, the holder of the reportage's edit lock.
 */
export function useReportageSectionDraft(server: ScriptedReportage, index: number, lockUuid: string) {
  const [base, setBase] = useState(server);
  const [content, setContent] = useState<ScriptParagraph[]>(() => textOf(server, index));
  // The text box is uncontrolled: each copy loaded into it is a new generation, drawn afresh.
  const [generation, setGeneration] = useState(0);
  const [inFlight, setInFlight] = useState(false);
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const [update] = useUpdateReportageMutation();

  const section = sectionOf(base, index);
  const dirty = section !== undefined && !sameSections([{ kind: section.kind, content }], [section]);

  const load = useCallback(
    (r: ScriptedReportage) => {
      setBase(r);
      setContent(textOf(r, index));
      setGeneration((g) => g + 1);
      setChangedElsewhere(false);
    },
    [index],
  );

  // A newer copy on the server: take it, unless it would overwrite unsaved text of this section.
  useEffect(() => {
    if (inFlight || server.revision <= base.revision) return;
    // Reacts to the reportage the query brings (an outside change), after the render that shows it.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a newer base, or a notice of a change made elsewhere, once per new revision
    if (sameSectionIn(server, base, index)) setBase(server);
    else if (dirty) setChangedElsewhere(true);
    else load(server);
  }, [server, base, dirty, inFlight, index, load]);

  /** Saves; the answer becomes the base. Throws the call's error. */
  const save = useCallback(async (): Promise<ScriptedReportage> => {
    setInFlight(true);
    try {
      const saved = await update({ id: base.id, input: sectionInputOf(base, index, content, lockUuid) }).unwrap();
      setBase(saved);
      setChangedElsewhere(false);
      return saved;
    } finally {
      setInFlight(false);
    }
  }, [base, index, content, lockUuid, update]);

  return {
    base,
    /** The section edited as `base` has it; undefined when that copy has no section at `index`. */
    section,
    content,
    setContent,
    generation,
    dirty,
    saving: inFlight,
    save,
    changedElsewhere,
    /** Drops the typed text and takes the server's copy. */
    takeServerCopy: () => load(server),
    /** Keeps the typed text over the server's newer copy (when that still has the section): saving puts it there. */
    keepMine: () => {
      if (sectionOf(server, index)) setBase(server);
      setChangedElsewhere(false);
    },
  };
}
