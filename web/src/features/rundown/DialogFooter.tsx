/** The footer of a rundown dialog's form: cancel, and the submit button (disabled while it is busy). */
import { useTranslation } from 'react-i18next';

interface Props {
  onCancel: () => void;
  submitLabel: string;
  busy: boolean;
  submitTestId: string;
}

export function DialogFooter({ onCancel, submitLabel, busy, submitTestId }: Props) {
  const { t } = useTranslation('rundown');
  return (
    <footer className="modal-footer">
      <button type="button" className="btn btn-ghost" onClick={onCancel}>
        {t('dialog.cancel')}
      </button>
      <button type="submit" className="btn btn-primary" disabled={busy} data-testid={submitTestId}>
        {submitLabel}
      </button>
    </footer>
  );
}
