import { useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StoryLock } from '@newsroom/api';
import { formatInstant } from '@newsroom/time';
import { plainText, type RecoveryCopy } from './recovery';
import type { RecoveryDialogMode } from './useRecovery';
import './editing.css';

interface DialogProps {
  mode: RecoveryDialogMode;
  copy: RecoveryCopy | null;
  /** Who holds the lock now, when known. */
  holder: StoryLock | null;
  /** The holder is the signed-in user (another tab or window). */
  sameUser: boolean;
  /** This tab holds the lock again: the copy can go back into the editor. */
  canPutBack: boolean;
  onPutBack: () => void;
  onDiscard: () => void;
  onClose: () => void;
}

/**
 * "Your edit lock was taken over by X" (web.md section 8: edit lock lost; unsaved-data recovery), or a
 * kept copy opened from the editor's notice: the unsaved text as plain text, to copy to the clipboard, put
 * back in the editor (once this tab holds the lock again) or discard. Closing keeps the copy.
 */
export function RecoveryDialog({ mode, copy, holder, sameUser, canPutBack, onPutBack, onDiscard, onClose }: DialogProps) {
  const { t, i18n } = useTranslation('story');
  const area = useRef<HTMLTextAreaElement>(null);
  const [copied, setCopied] = useState<boolean | null>(null);
  const text = useMemo(
    () =>
      copy
        ? plainText(copy.text, { kind: (k) => t(`kindShort.${k}`), cueIn: t('fields.cueIn'), cueOut: t('fields.cueOut'), footnote: t('fields.footnote') })
        : '',
    [copy, t],
  );

  const toClipboard = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      // No clipboard API (a page not served over https): the browser's own copy of the selected text.
      area.current?.select();
      setCopied(document.execCommand('copy'));
    }
  };

  const title =
    mode === 'view'
      ? t('recovery.title')
      : sameUser
        ? t('lock.lost.titleSelf')
        : holder
          ? t('lock.lost.titleBy', { name: holder.nickname })
          : t('lock.lost.title');

  return (
    <div className="story-modal-backdrop" role="presentation" onKeyDown={(e) => e.key === 'Escape' && onClose()}>
      <div className="story-modal recovery-dialog" role="alertdialog" aria-modal="true" aria-labelledby="recovery-title" data-testid="recovery-dialog" data-mode={mode}>
        <h2 id="recovery-title" data-testid="recovery-title">{title}</h2>
        {mode === 'lost' && <p>{t('lock.lost.readOnly')}</p>}
        {copy ? (
          <>
            <p data-testid="recovery-kept">{t('recovery.kept', { time: formatInstant(copy.keptAt, i18n.language).time })}</p>
            <textarea ref={area} className="recovery-text" readOnly value={text} rows={8} aria-label={t('recovery.textLabel')} data-testid="recovery-text" />
          </>
        ) : (
          <p data-testid="recovery-nothing">{t('recovery.nothing')}</p>
        )}
        <div className="story-modal-actions">
          {copied !== null && (
            <span className={`recovery-copied${copied ? '' : ' failed'}`} role="status" data-testid="recovery-copied">
              {copied ? t('recovery.copied') : t('recovery.copyFailed')}
            </span>
          )}
          {copy && (
            <>
              <button type="button" className="btn btn-ghost" onClick={onDiscard} data-testid="recovery-discard">
                {t('recovery.discard')}
              </button>
              <button type="button" className="btn" onClick={() => void toClipboard()} data-testid="recovery-copy">
                {t('recovery.copy')}
              </button>
              <button type="button" className="btn" onClick={onPutBack} disabled={!canPutBack} title={canPutBack ? undefined : t('recovery.putBackHint')} data-testid="recovery-put-back">
                {t('recovery.putBack')}
              </button>
            </>
          )}
          <button type="button" className="btn btn-primary" autoFocus onClick={onClose} data-testid="recovery-close">
            {t('recovery.close')}
          </button>
        </div>
      </div>
    </div>
  );
}

/** Under the header while a copy is kept and its dialog is closed: view it, or discard it. */
export function RecoveryNotice({ copy, onView, onDiscard }: { copy: RecoveryCopy; onView: () => void; onDiscard: () => void }) {
  const { t, i18n } = useTranslation('story');
  return (
    <div className="story-notice recovery-notice" role="status" data-testid="recovery-notice">
      <span>{t('recovery.notice', { time: formatInstant(copy.keptAt, i18n.language).time })}</span>
      <button type="button" className="btn btn-small" onClick={onView} data-testid="recovery-view">
        {t('recovery.view')}
      </button>
      <button type="button" className="btn btn-ghost btn-small" onClick={onDiscard} data-testid="recovery-notice-discard">
        {t('recovery.discard')}
      </button>
    </div>
  );
}
