/**
 * /assignments (web.md section 2, "list", assignment read): the assignments (guidelines) of a day, of one
 * program or of all the caller may see. The date and program are in the address (`?date=&programId=`,
 * no program: all), so a link or a reload shows the same day, with its counter by state above it
 * (DocumentCounterStrip). A search (slug or content) lists the matches of every day, a page at a time;
 * the trash lists deleted ones. Who may write assignments creates them, sets the state of the selected
 * ones, copies them to another day, mails them, moves them to the trash and restores them; an
 * administrator of assignments keeps their settings (the state-lock), and one of productions the default
 * tasks of the checklists made from them. The list and the counter follow
 * everyone's changes live (useAssignmentsLive).
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { errorCodeOf, parseId, type Grouping, type ProgramId } from '@newsroom/api';
import { isIsoDate, shiftDate, todayIso } from '@newsroom/time';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { useDebouncedValue } from '../../shared/ui/useDebouncedValue';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { DocumentCounterStrip } from '../documents/DocumentCounterStrip';
import type { DocumentDay } from '../documents/day';
import { CopyMailNoticeLine } from '../documents/DocumentNotices';
import type { BulkNotice } from './AssignmentBulkActions';
import { AssignmentDialog } from './AssignmentDialog';
import { AssignmentSettings } from './AssignmentSettings';
import { ProductionSettingsButton } from '../productions/ProductionSettings';
import { AssignmentsFilters, type SearchField } from './AssignmentsFilters';
import { Pager } from '../../shared/ui/Pager';
import { AssignmentsTable } from './AssignmentsTable';
import { AssignmentsTrash } from './AssignmentsTrash';
import { GroupingSelect } from './GroupingSelect';
import { ASSIGNMENTS_PAGE_SIZE, useAssignmentConfigQuery, useAssignmentsOfDayQuery, useCountAssignmentsQuery, useSearchAssignmentsQuery, type AssignmentSearch } from './assignmentsApi';
import { useNames } from '../users/useNames';
import { useAssignmentsLive } from './useAssignmentsLive';
import './assignments.css';

const SEARCH_DELAY_MS = 250;
type View = 'day' | 'trash';
type Notice = BulkNotice | { kind: 'created' | 'saved' };

export function AssignmentsPage() {
  const { t } = useTranslation('assignments');
  const { data: me } = useMeQuery();
  const canWrite = hasRole(me?.roles, ROLES.assignmentWrite);
  const canAdminister = hasRole(me?.roles, ROLES.assignmentAdmin);
  const [settings, setSettings] = useState(false);
  // The names the rows show, asked for with the page (the first row then comes with them).
  useNames();
  // Other users' changes reach the list as they are made.
  useAssignmentsLive(hasRole(me?.roles, ROLES.assignmentRead));
  const [params, setParams] = useSearchParams();
  const [view, setView] = useState<View>('day');
  const [text, setText] = useState('');
  const [field, setField] = useState<SearchField>('slug');
  const [page, setPage] = useState(0);
  const [creating, setCreating] = useState(false);
  const [notice, setNotice] = useState<Notice | null>(null);
  // The desk's grouping: the configured default until the user picks another.
  const { data: config } = useAssignmentConfigQuery();
  const [picked, setGrouping] = useState<Grouping | null>(null);
  const grouping = picked ?? config?.defaultGrouping ?? 'SUMMARY';
  const searched = useDebouncedValue(text.trim(), SEARCH_DELAY_MS);

  const asked = params.get('date') ?? '';
  const date = isIsoDate(asked) ? asked : todayIso();
  const programId = parseId<ProgramId>(params.get('programId'));
  const choose = (next: { date?: string; programId?: ProgramId | null }) => {
    const p = next.programId === undefined ? programId : next.programId;
    setParams({ date: next.date ?? date, ...(p === null ? {} : { programId: String(p) }) }, { replace: true });
    setPage(0);
  };

  return (
    <section className="page assignments-page" data-testid="assignments-page">
      <header className="page-heading assignments-heading">
        <div>
          <h1>{t('title')}</h1>
          <p className="muted">{t('intro')}</p>
        </div>
        <div className="page-actions">
          {/* The default tasks of the checklists made from assignments (PRODUCTION admin). */}
          {hasRole(me?.roles, ROLES.productionAdmin) && <ProductionSettingsButton />}
          {canAdminister && (
            <button type="button" className="btn" onClick={() => setSettings(true)} data-testid="assignment-settings-open">
              {t('settings.open')}
            </button>
          )}
          {canWrite && (
            <button type="button" className="btn btn-primary" onClick={() => setCreating(true)} data-testid="assignment-new">
              {t('new')}
            </button>
          )}
        </div>
      </header>
      <div className="chips" role="group" aria-label={t('views.label')}>
        {(['day', 'trash'] as const).map((v) => (
          <button key={v} type="button" className="chip" aria-pressed={view === v} onClick={() => setView(v)} data-testid={`assignments-view-${v}`}>
            {t(`views.${v}`)}
          </button>
        ))}
      </div>
      {view === 'day' && (
        <AssignmentsFilters
          date={date}
          programId={programId}
          onDate={(d) => choose({ date: d })}
          onProgram={(p) => choose({ programId: p })}
          text={text}
          field={field}
          onText={(s) => {
            setText(s);
            setPage(0);
          }}
          onField={(f) => {
            setField(f);
            setPage(0);
          }}
        />
      )}
      {notice && <NoticeLine notice={notice} onShowDay={(d) => choose({ date: d })} />}
      {view === 'trash' ? (
        <AssignmentsTrash canWrite={canWrite} onNotice={setNotice} />
      ) : searched ? (
        <SearchResults search={{ text: searched, field, programId, page }} onPage={setPage} canWrite={canWrite} copyDate={shiftDate(date, 1)} onNotice={setNotice} />
      ) : (
        <DayList day={{ date, programId }} canWrite={canWrite} onNotice={setNotice} grouping={grouping} onGrouping={setGrouping} />
      )}
      {settings && <AssignmentSettings onClose={() => setSettings(false)} />}
      {creating && (
        <AssignmentDialog
          assignment={null}
          date={date}
          programId={programId}
          onClose={() => setCreating(false)}
          onSaved={(saved, kind) => {
            setCreating(false);
            setNotice({ kind });
            // The new assignment's day, so it is in the list (a search keeps showing its results).
            if (saved.date !== date) choose({ date: saved.date });
          }}
        />
      )}
    </section>
  );
}

function DayList({ day, canWrite, onNotice, grouping, onGrouping }: { day: DocumentDay; canWrite: boolean; onNotice: (n: BulkNotice) => void; grouping: Grouping; onGrouping: (g: Grouping) => void }) {
  const { t } = useTranslation('assignments');
  const { data, error, isLoading } = useAssignmentsOfDayQuery(day, { refetchOnMountOrArgChange: true });
  const { data: counter } = useCountAssignmentsQuery(day, { refetchOnMountOrArgChange: true });
  if (isLoading) return <Spinner />;
  if (!data) return <ErrorMessage code={errorCodeOf(error)} />;
  if (data.length === 0)
    return (
      <p className="muted" data-testid="assignments-empty">
        {t('empty')}
      </p>
    );
  return (
    <>
      <DocumentCounterStrip kind="assignments" counter={counter} />
      <div className="assignments-grouping">
        <label htmlFor="assignments-grouping">{t('grouping.label')}</label>
        <GroupingSelect id="assignments-grouping" value={grouping} onChange={onGrouping} />
      </div>
      <AssignmentsTable assignments={data} canWrite={canWrite} copyDate={shiftDate(day.date, 1)} onNotice={onNotice} grouping={grouping} />
    </>
  );
}

function SearchResults({ search, onPage, canWrite, copyDate, onNotice }: { search: AssignmentSearch; onPage: (page: number) => void; canWrite: boolean; copyDate: string; onNotice: (n: BulkNotice) => void }) {
  const { t } = useTranslation('assignments');
  const { data, error, isLoading } = useSearchAssignmentsQuery(search, { refetchOnMountOrArgChange: true });
  if (isLoading) return <Spinner />;
  if (!data) return <ErrorMessage code={errorCodeOf(error)} />;
  return (
    <>
      {data.data.length === 0 ? (
        <p className="muted" data-testid="assignments-no-match">
          {t('noMatch')}
        </p>
      ) : (
        <AssignmentsTable assignments={data.data} canWrite={canWrite} showDate copyDate={copyDate} onNotice={onNotice} />
      )}
      <Pager page={search.page} total={data.total} onPage={onPage} testId="assignments-search-pager" pageSize={ASSIGNMENTS_PAGE_SIZE} />
    </>
  );
}

function NoticeLine({ notice, onShowDay }: { notice: Notice; onShowDay: (date: string) => void }) {
  const { t } = useTranslation('assignments');
  if (notice.kind === 'copied' || notice.kind === 'mailed') return <CopyMailNoticeLine kind="assignments" notice={notice} onShowDay={onShowDay} />;
  let text: string;
  if (notice.kind === 'stateSet') text = t('notices.stateSet', { count: notice.count, state: t(`states.${notice.state}`) });
  else if (notice.kind === 'trashed' || notice.kind === 'restored') text = t(`notices.${notice.kind}`, { count: notice.count });
  else text = t(`notices.${notice.kind}`);
  return (
    <p className="form-notice" role="status" data-testid="assignments-notice" data-notice={notice.kind}>
      {text}
    </p>
  );
}
