/**
 * /trash (web.md sections 1 and 3: the main menu's trash; documents are deleted to a trash and restored):
 * a tab for each kind of document the user may read (trash/kinds.ts): the stories of a program's rundown
 * (StoryTrash), the assignments (AssignmentsTrash), the assignment proposals (ProposalsTrash), the
 * reportages (ReportagesTrash), the productions (ProductionsTrash), the reports (ReportsTrash) and the
 * rounds (RoundsTrash), each as its own list page shows it; who writes a kind restores it (a proposal only
 * its owner or a proposal admin, as ProposalsTrash decides). The tab is in the address (`?kind=`, none: the
 * first the user may read), so a link opens it and Back returns to the one before.
 */
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { AssignmentsTrash } from '../assignments/AssignmentsTrash';
import { ProductionsTrash } from '../productions/ProductionsTrash';
import { ProposalsTrash } from '../proposals/ProposalsTrash';
import { ReportagesTrash } from '../reportages/ReportagesTrash';
import { ReportsTrash } from '../reports/ReportsTrash';
import { RoundsTrash } from '../rounds/RoundsTrash';
import { chosenTrashKind, readableTrashKinds, type TrashKind } from './kinds';
import { StoryTrash } from './StoryTrash';
import { TrashRetention } from './TrashRetention';

const tabId = (kind: TrashKind) => `trash-tab-${kind}`;
const panelId = (kind: TrashKind) => `trash-panel-${kind}`;

export function TrashPage() {
  const { t } = useTranslation('documents');
  const { data: me } = useMeQuery();
  const [params, setParams] = useSearchParams();
  const kinds = readableTrashKinds(me?.roles);
  const kind = chosenTrashKind(params.get('kind'), kinds);
  // A new entry in the history: Back shows the tab before.
  const open = (next: TrashKind) => {
    if (next === kind) return;
    setParams((now) => {
      const kept = new URLSearchParams(now);
      kept.set('kind', next);
      return kept;
    });
  };

  return (
    <section className="page trash-page" data-testid="trash-page" data-kind={kind ?? undefined}>
      <h1>{t('trash.title')}</h1>
      {kind && (
        <>
          <TrashTabs kinds={kinds} current={kind} onOpen={open} />
          <div role="tabpanel" id={panelId(kind)} aria-labelledby={tabId(kind)} data-testid={panelId(kind)}>
            {kind === 'stories' ? <StoryTrash /> : <DocumentKindTrash key={kind} kind={kind} />}
          </div>
        </>
      )}
    </section>
  );
}

/** The tabs (WAI-ARIA tabs: the arrow keys, Home and End move between them; only the chosen one is in the Tab order). */
function TrashTabs({ kinds, current, onOpen }: { kinds: readonly TrashKind[]; current: TrashKind; onOpen: (kind: TrashKind) => void }) {
  const { t } = useTranslation('documents');
  const onKeyDown = (e: KeyboardEvent) => {
    const at = kinds.indexOf(current);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: kinds.length - 1 }[e.key];
    if (to === undefined) return;
    e.preventDefault();
    const next = kinds[(to + kinds.length) % kinds.length];
    onOpen(next);
    document.getElementById(tabId(next))?.focus();
  };
  return (
    <div className="segmented" role="tablist" aria-label={t('trash.kinds')} onKeyDown={onKeyDown}>
      {kinds.map((k) => (
        <button
          key={k}
          type="button"
          role="tab"
          id={tabId(k)}
          aria-selected={k === current}
          aria-controls={panelId(k)}
          tabIndex={k === current ? 0 : -1}
          className={`btn btn-small${k === current ? ' btn-primary' : ''}`}
          onClick={() => onOpen(k)}
          data-testid={tabId(k)}
        >
          {t(`trash.tabs.${k}`)}
        </button>
      ))}
    </div>
  );
}

/** Each document kind's trash, as its list page shows it, and the write role that restores one. */
const DOCUMENT_TRASH = {
  assignments: { ns: 'assignments', write: ROLES.assignmentWrite, Trash: AssignmentsTrash },
  proposals: { ns: 'proposals', write: ROLES.proposalWrite, Trash: ProposalsTrash },
  reportages: { ns: 'reportage', write: ROLES.newsReportWrite, Trash: ReportagesTrash },
  productions: { ns: 'production', write: ROLES.productionWrite, Trash: ProductionsTrash },
  reports: { ns: 'report', write: ROLES.reportWrite, Trash: ReportsTrash },
  rounds: { ns: 'round', write: ROLES.roundWrite, Trash: RoundsTrash },
} as const;

/** The trash of a document kind, and how many the last restore brought back. */
function DocumentKindTrash({ kind }: { kind: keyof typeof DOCUMENT_TRASH }) {
  const { ns, write, Trash } = DOCUMENT_TRASH[kind];
  const { t } = useTranslation(['documents', ns]);
  const { data: me } = useMeQuery();
  const [restored, setRestored] = useState<number | null>(null);
  return (
    <>
      <p className="muted">{t(`trash.intro.${kind}`)}</p>
      <TrashRetention kind={kind} />
      {restored !== null && (
        <p className="form-notice" role="status" data-testid="trash-restored">
          {t('notices.restored', { ns, count: restored })}
        </p>
      )}
      <Trash canWrite={hasRole(me?.roles, write)} onNotice={(notice) => notice.kind === 'restored' && setRestored(notice.count)} />
    </>
  );
}
