/**
 * /reportages/editReportageItem/:id?section={index} (web.md section 2, "edit an item", news report write).
 *
 * Decision: a reportage's *item* is one of its sections (lead, opening, off, interview, stand-up, closing,
 * footnote). This page edits that one section alone, without the whole form: the reporter re-records the
 * off in the field and retypes only it, the editor fixes only the lead. `:id` is the reportage, `section`
 * the section's index in its list of sections, from 0; an address without one, or with one the reportage
 * does not have when the page opens, says the section does not exist, with the way back to the reportage
 * (no lock is asked for then).
 *
 * Otherwise it takes the reportage's edit lock for this tab as the whole editor does (useReportageLock; the
 * editor waits for the answer before it is drawn), and edits the section (ReportageSectionEditor). A save
 * sends the whole reportage as loaded with that section's text replaced (`PUT /api/reportages/{id}` at its
 * revision with this tab's `lockUuid`, the whole editor's body: reportageForm.ts). Follows everyone's
 * changes live; leaving gives the lock back.
 */
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { errorCodeOf, parseId, type DocumentId, type ScriptedReportage } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { LoadFailure } from '../story/LoadFailure';
import { MissingSection, ReportageSectionEditor } from './ReportageSectionEditor';
import { useReportageQuery } from './reportagesApi';
import { useReportageLock } from './useReportageLock';
import { useReportagesLive } from './useReportagesLive';

/** The `section` of the address: an index from 0, or null when it is missing or not one. */
export function sectionIndexOf(value: string | null): number | null {
  return value !== null && /^\d{1,6}$/.test(value) ? Number(value) : null;
}

export function ReportageSectionEditPage() {
  const id = parseId<DocumentId>(useParams().id);
  const index = sectionIndexOf(useSearchParams()[0].get('section'));
  const { data: me } = useMeQuery();
  useReportagesLive(hasRole(me?.roles, ROLES.newsReportRead));
  const { data, error, isLoading, refetch } = useReportageQuery(id ?? (0 as DocumentId), { skip: id === null, refetchOnMountOrArgChange: true });

  if (id === null) return <ErrorMessage code="not_found" />;
  if (isLoading) return <Spinner />;
  if (!data) return <LoadFailure error={error} onRetry={() => void refetch()} testId="reportage-error" />;
  // A reportage that cannot be read again (404): it went to the trash meanwhile.
  const gone = Boolean(error) && errorCodeOf(error) === 'not_found';
  return <OpenSection key={`${id}:${index}`} reportage={data} index={index} gone={gone} />;
}

/**
 * The section asked for, as the reportage had it when the page opened: missing then, it says so; there
 * then, it is edited, even if a later copy lacks it (the editor keeps what was typed and says so).
 */
function OpenSection({ reportage, index, gone }: { reportage: ScriptedReportage; index: number | null; gone: boolean }) {
  const [exists] = useState(() => index !== null && index < reportage.sections.length);
  if (!exists || index === null) return <MissingSection reportage={reportage} index={index} />;
  return <SectionUnderLock reportage={reportage} index={index} gone={gone} />;
}

/** The reportage's edit lock for this tab (writers only), then the section's editor. */
function SectionUnderLock({ reportage, index, gone }: { reportage: ScriptedReportage; index: number; gone: boolean }) {
  const { data: me } = useMeQuery();
  const lock = useReportageLock(hasRole(me?.roles, ROLES.newsReportWrite) ? reportage.id : null);
  if (!lock.settled) return <Spinner />;
  return <ReportageSectionEditor server={reportage} index={index} lock={lock} gone={gone} />;
}
