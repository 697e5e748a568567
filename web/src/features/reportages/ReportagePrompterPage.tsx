/**
 * /reportages/tpMode/:id (web.md section 2, "teleprompter mode", news report read): the reportage on the
 * prompter (PrompterScreen: black, large type, the reading line, play, speed, size, mirror, the keys),
 * for the reporter recording the voice-over and the stand-up in the field and the presenter reading the
 * lead; what it shows is prompterSections.ts. Someone's save of the reportage reaches it at once (the
 * reportage query, kept current by useReportagesLive). Leaving (Escape, Leave) returns to its page. A
 * private one the caller may not see answers 404, like one that does not exist: the not-found message,
 * with a way back to the list.
 */
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { parseId, type DocumentId, type ScriptedReportage } from '@newsroom/api';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';
import { DocumentBody } from '../documents/DocumentBody';
import { PrompterScreen } from '../prompter/PrompterScreen';
import { PrompterParagraphs } from '../prompter/PrompterStory';
import { REPORTAGES_PATH, reportageViewPath } from './paths';
import { prompterSections, type PrompterSection } from './prompterSections';
import { useReportageQuery } from './reportagesApi';
import { useReportagesLive } from './useReportagesLive';
import '../prompter/prompter.css';

export function ReportagePrompterPage() {
  const { t } = useTranslation('reportage');
  const id = parseId<DocumentId>(useParams().id);
  const { data: me } = useMeQuery();
  // The view's own query: the cache entry useReportagesLive reloads when someone saves it.
  const query = useReportageQuery(id ?? (0 as DocumentId), { skip: id === null, refetchOnMountOrArgChange: true });
  useReportagesLive(hasRole(me?.roles, ROLES.newsReportRead));
  if (query.data) return <ReportagePrompter reportage={query.data} />;
  return (
    <div className="prompter-page-state" data-testid="reportage-prompter-status">
      <DocumentBody id={id} query={query}>
        {() => null}
      </DocumentBody>
      {!query.isLoading && (
        <Link className="btn" to={REPORTAGES_PATH} data-testid="reportage-prompter-back">
          ‹ {t('view.back')}
        </Link>
      )}
    </div>
  );
}

function ReportagePrompter({ reportage: r }: { reportage: ScriptedReportage }) {
  const { t } = useTranslation('reportage');
  const sections = prompterSections(r.sections);
  return (
    <PrompterScreen label={t('prompter.label', { slug: r.slug })} total={sections.length} startId={null} leavePath={reportageViewPath(r.id)} unit="section">
      {(current) => sections.map((s, i) => <Section key={s.index} section={s} current={i === current} />)}
    </PrompterScreen>
  );
}

function Section({ section, current }: { section: PrompterSection; current: boolean }) {
  const { t } = useTranslation('reportage');
  const kind = t(`kindShort.${section.kind}`);
  return (
    // The scrolling counts sections by `data-story-id` (1-based: 0 is no id).
    <section className={`prompter-story${current ? ' current' : ''}`} data-story-id={section.index + 1} data-testid={`prompter-section-${section.index}`} data-kind={section.kind}>
      {section.role === 'cue' ? (
        <p className="prompter-cue" data-testid="prompter-cue" data-kind={section.kind}>
          [{section.text ? `${kind}: ${section.text}` : kind}]
        </p>
      ) : (
        <>
          <header className="prompter-story-head">
            <span className="prompter-slug">{kind}</span>
          </header>
          <div className="prompter-read" data-testid="prompter-read" data-kind={section.kind}>
            <PrompterParagraphs paragraphs={section.paragraphs} />
          </div>
        </>
      )}
    </section>
  );
}
