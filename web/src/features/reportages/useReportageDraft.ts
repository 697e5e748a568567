/**
 * The reportage editor's state: the fields (reportageForm.ts) and the sections (the script editor's items,
 * scriptDraft.ts) as typed, the reportage they started from (`base`, with its revision), whether they
 * differ (unsaved changes), and saving (create, or replace at `base.revision` as this tab's `lockUuid`).
 *
 * When the server's copy moves on (a live change, an approval): a change of neither fields nor sections
 * (state, approval) is taken as the new base without touching what is typed; a change of the text is taken
 * when nothing is unsaved, and otherwise raises `changedElsewhere`, keeping the user's text, until the user
 * loads theirs or keeps their own (saving then replaces it; it stays in the revisions). Until then a save
 * is refused (409 `conflict`: it is based on the older revision). The editor's own saves are recognised
 * by their revision.
 */
import { useCallback, useEffect, useMemo, useReducer, useState } from 'react';
import type { ReportageSection, ReportageSectionKind, ScriptedReportage } from '@newsroom/api';
import { emptyItems, itemsOf, itemsReducer, loadItems, type ItemsAction, type ItemsDraft } from '../story/scriptDraft';
import { formOfReportage, reportageInputOf, sameForm, sectionsToSend, type ReportageForm } from './reportageForm';
import { useCreateReportageMutation, useUpdateReportageMutation } from './reportagesApi';
import { sameSections } from './sections';

type Sections = ItemsDraft<ReportageSectionKind>;
type SectionsAction = ItemsAction<ReportageSectionKind> | { type: 'load'; sections: readonly ReportageSection[] };

function sectionsReducer(state: Sections, action: SectionsAction): Sections {
  return action.type === 'load' ? loadItems(state, action.sections) : itemsReducer(state, action);
}

/** A new reportage starts with its lead, the presenter's words that introduce it. */
export const NEW_SECTIONS: readonly ReportageSection[] = [{ kind: 'LEAD', content: [] }];

/** What a reportage says, as the editor compares it: its fields and sections. */
const sameContent = (a: ScriptedReportage, b: ScriptedReportage) => sameForm(formOfReportage(a), formOfReportage(b)) && sameSections(a.sections, b.sections);

/**
 * `server`: the reportage as the server has it now (null: a new one, written from `start`).
 * `lockUuid`: this tab, the holder of its edit lock.
 */
export function useReportageDraft(server: ScriptedReportage | null, start: ReportageForm, lockUuid: string) {
  const [base, setBase] = useState<ScriptedReportage | null>(server);
  const [form, setForm] = useState<ReportageForm>(() => (server ? formOfReportage(server) : start));
  const [sections, dispatch] = useReducer(sectionsReducer, server?.sections ?? NEW_SECTIONS, (s) => loadItems<ReportageSectionKind, Sections>({ ...emptyItems, items: [] }, s));
  const [inFlight, setInFlight] = useState(false);
  const [changedElsewhere, setChangedElsewhere] = useState(false);
  const [create] = useCreateReportageMutation();
  const [update] = useUpdateReportageMutation();

  const edited = useMemo(() => itemsOf(sections), [sections]);
  const dirty = useMemo(() => !sameForm(form, base ? formOfReportage(base) : start) || !sameSections(edited, base?.sections ?? NEW_SECTIONS), [form, edited, base, start]);

  const load = useCallback((r: ScriptedReportage) => {
    setBase(r);
    setForm(formOfReportage(r));
    dispatch({ type: 'load', sections: r.sections });
    setChangedElsewhere(false);
  }, []);

  // A newer copy on the server: take it, unless it would overwrite unsaved work.
  useEffect(() => {
    if (!server || !base || inFlight || server.revision <= base.revision) return;
    // Reacts to the reportage the query brings (an outside change), after the render that shows it.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- a newer base, or a notice of a change made elsewhere, once per new revision
    if (sameContent(server, base)) setBase(server);
    else if (dirty) setChangedElsewhere(true);
    else load(server);
  }, [server, base, dirty, inFlight, load]);

  const setField = useCallback(<K extends keyof ReportageForm>(field: K, value: ReportageForm[K]) => setForm((f) => ({ ...f, [field]: value })), []);

  /** Saves; the answer becomes the base (edits typed meanwhile stay unsaved). Throws the call's error. */
  const save = useCallback(async (): Promise<ScriptedReportage> => {
    const sent = reportageInputOf(form, sectionsToSend(edited, base), base ? { revision: base.revision, lockUuid } : undefined);
    setInFlight(true);
    try {
      const saved = base ? await update({ id: base.id, input: sent }).unwrap() : await create(sent).unwrap();
      setBase(saved);
      setChangedElsewhere(false);
      return saved;
    } finally {
      setInFlight(false);
    }
  }, [form, edited, base, lockUuid, create, update]);

  return {
    base,
    form,
    setField,
    sections,
    dispatch,
    edited,
    dirty,
    saving: inFlight,
    save,
    changedElsewhere,
    /** Drops the local changes and takes the server's copy. */
    takeServerCopy: () => server && load(server),
    /** Keeps what is typed over the server's newer copy: saving replaces it. */
    keepMine: () => {
      if (server) setBase(server);
      setChangedElsewhere(false);
    },
    /** The base as the server answered a change of it that is not an edit (an approval). */
    rebase: (r: ScriptedReportage) => setBase((b) => (b && r.revision > b.revision ? r : b)),
  };
}
