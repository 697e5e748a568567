/**
 * A new one-time password, shown once (after `POST /api/users/{id}/reset_password`): the administrator
 * copies it and hands it to the user, who chooses their own at the next login. Closing forgets it.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../shared/ui/Modal';

export function OneTimePasswordDialog({ nickname, password, onClose }: { nickname: string; password: string; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(password);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Modal id="otp-title" title={t('users.otp.title')} closeLabel={t('close')} onClose={onClose} testId="otp-dialog">
      <p className="modal-intro">{t('users.otp.intro', { nickname })}</p>
      <div className="otp-box">
        <code className="otp-value" data-testid="otp-value">
          {password}
        </code>
        <button type="button" className="btn" onClick={() => void copy()} data-testid="otp-copy">
          {t('users.otp.copy')}
        </button>
      </div>
      <p className="modal-intro muted" role="status" data-testid="otp-status">
        {copied === true ? t('users.otp.copied') : copied === false ? t('users.otp.copyFailed') : t('users.otp.once')}
      </p>
      <footer className="modal-footer">
        <button type="button" className="btn btn-primary" onClick={onClose} data-testid="otp-done">
          {t('users.otp.done')}
        </button>
      </footer>
    </Modal>
  );
}
