/**
 * A reportage's graphics on its page, read only: each one's template and its values in air order (what
 * its `slug` names it by), and for a writer the way to its graphics page (/reportages/editCg/:id).
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ScriptedReportage, StoryItem } from '@newsroom/api';
import { reportageCgPath } from '../paths';
import './graphics.css';

/** The values a graphic shows, in its template's order (empty ones left out). */
const valuesText = (g: StoryItem) =>
  g.fields
    .map((f) => f.value.trim())
    .filter(Boolean)
    .join(' · ') || '–';

export function ReportageGraphicsView({ reportage, canEdit }: { reportage: ScriptedReportage; canEdit: boolean }) {
  const { t } = useTranslation('reportageGraphics');
  const graphics = reportage.graphics;
  return (
    <section className="reportage-graphics-view" aria-labelledby="reportage-graphics-title" data-testid="reportage-graphics">
      <div className="reportage-graphics-view-heading">
        <h2 id="reportage-graphics-title">{t('view.title')}</h2>
        {canEdit && (
          <Link to={reportageCgPath(reportage.id)} className="btn btn-small" data-testid="reportage-graphics-edit">
            {t('view.edit')}
          </Link>
        )}
      </div>
      {graphics.length === 0 ? (
        <p className="muted small" data-testid="reportage-graphics-none">{t('view.none')}</p>
      ) : (
        <ol className="reportage-graphics-values">
          {graphics.map((g) => (
            <li key={g.id} data-testid="reportage-graphic" data-item={g.id} title={g.fields.map((f) => `${f.name}: ${f.value}`).join('\n')}>
              <strong data-testid="reportage-graphic-template">{g.templateName}</strong>
              <span data-testid="reportage-graphic-values">{valuesText(g)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
