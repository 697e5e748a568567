/**
 * A reportage's sections read only (its page): the script editor with the sections' vocabulary, not
 * editable, so the page shows them exactly as the editor does (kind, who reads it and how long, the
 * presenter's lead and footnote set apart). For writers (`editableOf`, the reportage's id) each section
 * has a small Edit link to edit it alone (/reportages/editReportageItem/{id}?section={index}). A new
 * revision draws them again.
 */
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DocumentId, ReportageSection, ReportageSectionKind } from '@newsroom/api';
import { emptyItems, loadItems, type ItemsDraft } from '../story/scriptDraft';
import { ScriptItems } from '../story/ScriptItems';
import { reportageSectionEditPath } from './paths';
import { useSectionVocabulary } from './useSectionVocabulary';

const nothing = () => {};

interface Props {
  sections: ReportageSection[];
  revision: number;
  /** The reportage, when the user may write it: each section links to its own editor. */
  editableOf?: DocumentId | null;
}

export function ReportageSectionsView({ sections, revision, editableOf = null }: Props) {
  const { t } = useTranslation('reportageSection');
  const vocabulary = useSectionVocabulary();
  const draft = useMemo(() => loadItems<ReportageSectionKind, ItemsDraft<ReportageSectionKind>>({ ...emptyItems, items: [] }, sections), [sections]);
  const { kindName } = vocabulary.texts;
  const editLink = useCallback(
    (index: number) =>
      editableOf === null ? null : (
        <Link
          to={reportageSectionEditPath(editableOf, index)}
          className="btn btn-ghost btn-small"
          title={t('view.editHint', { number: index + 1, kind: kindName(sections[index].kind) })}
          aria-label={t('view.editHint', { number: index + 1, kind: kindName(sections[index].kind) })}
          data-testid={`reportage-section-edit-${index}`}
        >
          {t('view.edit')}
        </Link>
      ),
    [editableOf, sections, kindName, t],
  );
  return (
    <div className="reportage-sections read-only" data-testid="reportage-sections">
      <ScriptItems key={revision} draft={draft} vocabulary={vocabulary} editable={false} dispatch={nothing} activeKey={null} onFocus={nothing} onDestroy={nothing} itemExtra={editableOf === null ? undefined : editLink} />
    </div>
  );
}
