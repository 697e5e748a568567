import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { saveTimingMode, selectTimingMode, timingModeChosen } from './rundownUiSlice';
import { TIMING_MODES, type TimingMode } from './timingMode';

/** Chooses which figure the grid's last column shows. */
export function TimingModeSelect() {
  const { t } = useTranslation('rundown');
  const dispatch = useAppDispatch();
  const mode = useAppSelector(selectTimingMode);
  const choose = (next: TimingMode) => {
    dispatch(timingModeChosen(next));
    saveTimingMode(next);
  };
  return (
    <label className="toolbar-field">
      <span>{t('timingMode.label')}</span>
      <select data-testid="timing-mode" value={mode} onChange={(e) => choose(e.target.value as TimingMode)}>
        {TIMING_MODES.map((m) => (
          <option key={m} value={m}>
            {t(`timingMode.${m}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
