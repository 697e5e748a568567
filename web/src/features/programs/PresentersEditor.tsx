/**
 * A program's presenters: rows of a name and a reading rate (words a minute, 80 to 300), added and
 * removed; each row's problem stands beside it, a problem of the whole list (a 422 on `presenters`) under.
 */
import { useTranslation } from 'react-i18next';
import { newPresenterRow, presenterField, PRESENTERS_MAX, WPM_MAX, WPM_MIN, type PresenterRow } from './programForm';

interface Props {
  rows: readonly PresenterRow[];
  onChange: (rows: PresenterRow[], changed: string) => void;
  errorOf: (field: string) => string | undefined;
}

export function PresentersEditor({ rows, onChange, errorOf }: Props) {
  const { t } = useTranslation('admin');
  const change = (index: number, field: keyof PresenterRow, value: string) =>
    onChange(
      rows.map((row, i) => (i === index ? { ...row, [field]: value } : row)),
      presenterField(index, field),
    );
  const listError = errorOf('presenters');
  return (
    <div className="presenters" data-testid="program-presenters">
      {rows.length === 0 && <p className="muted small">{t('programs.presenters.none')}</p>}
      {rows.map((row, i) => {
        const nameError = errorOf(presenterField(i, 'name'));
        const rateError = errorOf(presenterField(i, 'wordsPerMinute'));
        return (
          <div key={i} className="presenter-row" data-testid={`presenter-row-${i}`}>
            <div className={`field${nameError ? ' has-error' : ''}`}>
              <input value={row.name} onChange={(e) => change(i, 'name', e.target.value)} aria-label={t('programs.presenters.name', { n: i + 1 })} aria-invalid={Boolean(nameError)} placeholder={t('programs.presenters.namePlaceholder')} data-testid={`presenter-name-${i}`} />
              {nameError && <span className="field-error" data-testid={`error-presenter-name-${i}`}>{nameError}</span>}
            </div>
            <div className={`field rate${rateError ? ' has-error' : ''}`}>
              <input type="number" min={WPM_MIN} max={WPM_MAX} step={1} inputMode="numeric" value={row.wordsPerMinute} onChange={(e) => change(i, 'wordsPerMinute', e.target.value)} aria-label={t('programs.presenters.rate', { n: i + 1 })} aria-invalid={Boolean(rateError)} data-testid={`presenter-rate-${i}`} />
              {rateError && <span className="field-error" data-testid={`error-presenter-rate-${i}`}>{rateError}</span>}
            </div>
            <span className="muted small rate-unit">{t('programs.presenters.unit')}</span>
            <button type="button" className="btn btn-small btn-danger" onClick={() => onChange(rows.filter((_, j) => j !== i), 'presenters')} data-testid={`presenter-remove-${i}`}>
              {t('programs.presenters.remove')}
            </button>
          </div>
        );
      })}
      {listError && <span className="field-error" data-testid="error-program-presenters">{listError}</span>}
      <div>
        <button type="button" className="btn btn-small" disabled={rows.length >= PRESENTERS_MAX} onClick={() => onChange([...rows, newPresenterRow()], 'presenters')} data-testid="presenter-add">
          {t('programs.presenters.add')}
        </button>
      </div>
    </div>
  );
}
