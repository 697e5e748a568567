/**
 * The keyboard help (opened with `?` or the toolbar button): every shortcut of the rundown screen, from the
 * same list the keys are read with (shortcuts.ts). A modal dialog; Escape, `?` or the close button shut it.
 */
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppDispatch } from '../../app/hooks';
import { KeyboardIcon } from '../../shared/ui/icons';
import { overlayClosed } from './rundownUiSlice';
import { SHORTCUTS } from './shortcuts';

const NAMED_KEYS = new Set(['Space', 'Enter', 'Esc']);

export function ShortcutHelp({ canEdit }: { canEdit: boolean }) {
  const { t } = useTranslation('rundown');
  const dispatch = useAppDispatch();
  const close = () => dispatch(overlayClosed());
  const closeButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    closeButton.current?.focus();
    return () => before?.focus?.();
  }, []);

  const keyLabel = (key: string) =>
    key.split('+').map((part, i) => (
      <kbd key={i}>{NAMED_KEYS.has(part) ? t(`shortcuts.keys.${part as 'Space' | 'Enter' | 'Esc'}`) : part}</kbd>
    ));

  return (
    <div className="modal-backdrop" onClick={close} data-testid="shortcut-help-backdrop">
      <div className="modal shortcut-help" role="dialog" aria-modal="true" aria-labelledby="shortcut-help-title" data-testid="shortcut-help" onClick={(e) => e.stopPropagation()}>
        <header className="modal-header">
          <KeyboardIcon />
          <h2 id="shortcut-help-title">{t('shortcuts.title')}</h2>
          <button ref={closeButton} type="button" className="icon-btn" onClick={close} aria-label={t('shortcuts.close')} title={t('shortcuts.close')} data-testid="shortcut-help-close">
            ✕
          </button>
        </header>
        <p className="modal-intro">{t('shortcuts.intro')}</p>
        <table className="shortcut-table">
          <tbody>
            {SHORTCUTS.map(({ command, keys, writes }) => (
              <tr
                key={command}
                className={[command === 'takeNext' && 'main-key', writes && !canEdit && 'unavailable'].filter(Boolean).join(' ') || undefined}
                data-testid={`shortcut-row-${command}`}
              >
                <td className="keys">
                  {keys.map((key, i) => (
                    <span key={key} className="key-combo">
                      {i > 0 && <span className="or">{t('shortcuts.or')}</span>}
                      {keyLabel(key)}
                    </span>
                  ))}
                </td>
                <td className="what">
                  {t(`shortcuts.commands.${command}`)}
                  {writes && !canEdit && <span className="needs">{t('shortcuts.needsEdit')}</span>}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
