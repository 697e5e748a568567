import { useTranslation } from 'react-i18next';

/** The loading indicator every page shows while it waits (web.md section 2). */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation();
  return (
    <div className="spinner" role="status" aria-live="polite" data-testid="loading">
      <span className="spinner-wheel" aria-hidden="true" />
      <span>{label ?? t('loading')}</span>
    </div>
  );
}
