import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Any unknown path. */
export function NotFoundPage() {
  const { t } = useTranslation('app');
  return (
    <main className="not-found" data-testid="not-found">
      <p className="not-found-code">{t('notFound.code')}</p>
      <h1>{t('notFound.title')}</h1>
      <Link className="btn btn-primary" to="/home">
        {t('notFound.back')}
      </Link>
    </main>
  );
}
