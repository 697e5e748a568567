/**
 * The bar above the grid: timing mode, the on-air "update previous" setting (writers, while the rundown
 * can change), another rundown, the layout commands (templates, recreate, repaginate: writers), the
 * prompter, printing, the keyboard help, the log, and adding a block.
 */
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { KeyboardIcon, LogIcon } from '../../shared/ui/icons';
import { PrintButton } from '../print/PrintButton';
import { PrompterLink } from '../prompter/PrompterLink';
import { overlayToggled, savePreferences, selectOverlay, selectUpdatePrevious, updatePreviousChosen } from './rundownUiSlice';
import { TimingModeSelect } from './TimingModeSelect';
import { LayoutTools } from '../templates/LayoutTools';
import type { Rundown } from '@newsroom/api';

interface Props {
  rundown: Pick<Rundown, 'id' | 'programId' | 'programName'>;
  canEdit: boolean;
  onAddBlock: () => void;
}

export function RundownToolbar({ rundown, canEdit, onAddBlock }: Props) {
  const { t } = useTranslation('rundown');
  const dispatch = useAppDispatch();
  const updatePrevious = useAppSelector(selectUpdatePrevious);
  const overlay = useAppSelector(selectOverlay);
  const choose = (flag: boolean) => {
    dispatch(updatePreviousChosen(flag));
    savePreferences({ updatePrevious: flag });
  };

  return (
    <div className="toolbar">
      <TimingModeSelect />
      {canEdit && (
        <label className="toolbar-toggle" title={t('display.updatePreviousHint')}>
          <input type="checkbox" checked={updatePrevious} onChange={(e) => choose(e.target.checked)} data-testid="update-previous" />
          <span>{t('display.updatePrevious')}</span>
        </label>
      )}
      <Link to="/rundown" className="btn btn-ghost">
        {t('status.other')}
      </Link>
      <span className="spacer" />
      {canEdit && <LayoutTools rundown={rundown} />}
      <PrompterLink />
      <PrintButton />
      <button
        type="button"
        className="btn btn-ghost"
        onClick={() => dispatch(overlayToggled('help'))}
        aria-pressed={overlay === 'help'}
        aria-keyshortcuts="?"
        title={t('toolbar.shortcutsHint')}
        data-testid="open-shortcuts"
      >
        <KeyboardIcon />
        {t('toolbar.shortcuts')}
        <kbd>?</kbd>
      </button>
      <button
        type="button"
        className={`btn${overlay === 'log' ? ' active' : ''}`}
        onClick={() => dispatch(overlayToggled('log'))}
        aria-pressed={overlay === 'log'}
        aria-keyshortcuts="L"
        title={t('toolbar.logHint')}
        data-testid="open-log"
      >
        <LogIcon />
        {t('toolbar.log')}
      </button>
      {canEdit && (
        <button type="button" className="btn btn-primary" onClick={onAddBlock} data-testid="add-block">
          {t('block.add')}
        </button>
      )}
    </div>
  );
}
