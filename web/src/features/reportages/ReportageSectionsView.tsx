/**
 * A reportage's sections read only (its page): the script editor with the sections' vocabulary, not
 * editable, so the page shows them exactly as the editor does (kind, who reads it and how long, the
 * presenter's lead and footnote set apart). A new revision draws them again.
 */
import { useMemo } from 'react';
import type { ReportageSection, ReportageSectionKind } from '@newsroom/api';
import { emptyItems, loadItems, type ItemsDraft } from '../story/scriptDraft';
import { ScriptItems } from '../story/ScriptItems';
import { useSectionVocabulary } from './useSectionVocabulary';

const nothing = () => {};

export function ReportageSectionsView({ sections, revision }: { sections: ReportageSection[]; revision: number }) {
  const vocabulary = useSectionVocabulary();
  const draft = useMemo(() => loadItems<ReportageSectionKind, ItemsDraft<ReportageSectionKind>>({ ...emptyItems, items: [] }, sections), [sections]);
  return (
    <div className="reportage-sections read-only" data-testid="reportage-sections">
      <ScriptItems key={revision} draft={draft} vocabulary={vocabulary} editable={false} dispatch={nothing} activeKey={null} onFocus={nothing} onDestroy={nothing} />
    </div>
  );
}
