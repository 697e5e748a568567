/**
 * How long a reportage takes to read, in its editor: the presenter's lead and footnote and the reporter's
 * voice in the package, as typed (the server's rule, sections.ts) and as saved (the server's figures).
 * Interviews are recorded sound: not counted.
 */
import { useTranslation } from 'react-i18next';
import type { ScriptedReportage } from '@newsroom/api';
import { formatDuration, formatSeconds } from '@newsroom/time';

interface Props {
  live: { presenter: number; reporter: number };
  saved: ScriptedReportage | null;
}

export function ReportageReading({ live, saved }: Props) {
  const { t } = useTranslation('reportage');
  return (
    <section className="reportage-reading" aria-labelledby="reportage-reading-title" data-testid="reportage-reading">
      <h3 id="reportage-reading-title">{t('reading.title')}</h3>
      <table className="reading-table">
        <thead>
          <tr>
            <th />
            <th scope="col" title={t('reading.presenterHint')}>
              {t('reading.presenter')}
            </th>
            <th scope="col" title={t('reading.reporterHint')}>
              {t('reading.reporter')}
            </th>
          </tr>
        </thead>
        <tbody>
          <tr data-testid="reportage-reading-live">
            <th scope="row">{t('reading.live')}</th>
            <td className="num" data-testid="reportage-reading-live-presenter">
              {formatSeconds(live.presenter)}
            </td>
            <td className="num" data-testid="reportage-reading-live-reporter">
              {formatSeconds(live.reporter)}
            </td>
          </tr>
          {saved && (
            <tr data-testid="reportage-reading-saved">
              <th scope="row">{t('reading.saved')}</th>
              <td className="num">{formatDuration(saved.presenterTime)}</td>
              <td className="num">{formatDuration(saved.reporterTime)}</td>
            </tr>
          )}
        </tbody>
      </table>
      <p className="muted small">{t('reading.rate')}</p>
    </section>
  );
}
