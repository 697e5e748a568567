/** The print dialog's page fields: font size (points, typed), orientation and the timing column. */
import { useTranslation } from 'react-i18next';
import { TIMING_MODES, type TimingMode } from '../rundown/timingMode';
import { MAX_FONT_SIZE, MIN_FONT_SIZE, ORIENTATIONS, type PrintOptions } from './printOptions';

interface Props {
  options: PrintOptions;
  set: <K extends keyof PrintOptions>(key: K, value: PrintOptions[K]) => void;
  /** The font size as typed: checked by the dialog, which says what is wrong with it. */
  fontText: string;
  onFontText: (text: string) => void;
}

export function PrintFormatFields({ options, set, fontText, onFontText }: Props) {
  const { t } = useTranslation(['print', 'rundown']);
  return (
    <div className="print-row">
      <label className="field">
        <span>{t('dialog.fontSize')}</span>
        <input type="number" min={MIN_FONT_SIZE} max={MAX_FONT_SIZE} step={2} inputMode="numeric" value={fontText} onChange={(e) => onFontText(e.target.value)} data-testid="print-font-size" />
      </label>
      <fieldset>
        <legend>{t('dialog.orientation')}</legend>
        {ORIENTATIONS.map((o) => (
          <label key={o} className="check">
            <input type="radio" name="print-orientation" value={o} checked={options.orientation === o} onChange={() => set('orientation', o)} data-testid={`print-orientation-${o}`} />
            {t(`dialog.orientations.${o}`)}
          </label>
        ))}
      </fieldset>
      <label className="field">
        <span>{t('dialog.timing')}</span>
        <select value={options.timing} onChange={(e) => set('timing', e.target.value as TimingMode)} data-testid="print-timing">
          {TIMING_MODES.map((m) => (
            <option key={m} value={m}>
              {t(`rundown:timingMode.${m}`)}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
