/**
 * The bar under the toolbar for writers: the ticked stories (Cut, Copy, Send to drawer), what the
 * clipboard holds (Paste, Clear), the block stories go into, and the drawer panel's toggle.
 */
import { useTranslation } from 'react-i18next';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { BlockId, Rundown } from '@newsroom/api';
import { overlayToggled, selectOverlay } from '../rundown/rundownUiSlice';
import { targetChosen } from './clipboardSlice';
import type { ClipboardActions } from './useClipboardActions';

interface Props {
  rundown: Rundown;
  actions: ClipboardActions;
}

export function ClipboardBar({ rundown, actions }: Props) {
  const { t } = useTranslation('rundown');
  const dispatch = useAppDispatch();
  const overlay = useAppSelector(selectOverlay);
  const { stories, clip, target } = actions;
  const none = stories.length === 0;

  return (
    <div className="toolbar clipboard-bar" data-testid="clipboard-bar">
      <span className="clipboard-count" data-testid="clipboard-selected">
        {t('clipboard.selected', { count: stories.length })}
      </span>
      <button type="button" className="btn" disabled={none} onClick={actions.cut} data-testid="clipboard-cut">
        {t('clipboard.cut')}
      </button>
      <button type="button" className="btn" disabled={none} onClick={actions.copy} data-testid="clipboard-copy">
        {t('clipboard.copy')}
      </button>
      <button type="button" className="btn" disabled={none} onClick={actions.sendToDrawer} data-testid="clipboard-send-drawer">
        {t('clipboard.sendToDrawer')}
      </button>
      <span className="spacer" />
      {clip && (
        <span className="clipboard-held" data-testid="clipboard-held" title={clip.slugs.join(', ')}>
          {t(clip.cut ? 'clipboard.heldCut' : 'clipboard.heldCopy', { count: clip.ids.length })}
        </span>
      )}
      <label className="toolbar-toggle">
        <span>{t('clipboard.into')}</span>
        <select value={target ?? ''} onChange={(e) => dispatch(targetChosen(Number(e.target.value) as BlockId))} data-testid="clipboard-target">
          {rundown.blocks.map((b) => (
            <option key={b.id} value={b.id}>
              {b.standBy ? t('block.standby') : b.name}
            </option>
          ))}
        </select>
      </label>
      {clip && (
        <>
          <button type="button" className="btn btn-primary" onClick={actions.paste} data-testid="clipboard-paste">
            {t('clipboard.paste')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={actions.forget} data-testid="clipboard-clear">
            {t('clipboard.clear')}
          </button>
        </>
      )}
      <button type="button" className={`btn${overlay === 'drawer' ? ' active' : ''}`} onClick={() => dispatch(overlayToggled('drawer'))} aria-pressed={overlay === 'drawer'} data-testid="open-drawer">
        {t('drawer.title')}
      </button>
    </div>
  );
}
