import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useMeQuery } from '../auth/authApi';
import { hasRole, ROLES } from '../auth/permissions';

/** /home: the landing page of any signed-in user. */
export function HomePage() {
  const { t } = useTranslation('app');
  const { data: user } = useMeQuery();
  if (!user) return null;
  return (
    <section className="page home" data-testid="home-page">
      <h1>{t('home.welcome', { name: user.name })}</h1>
      <p className="muted">{t('home.intro')}</p>
      {hasRole(user.roles, ROLES.rundownRead) && (
        <Link className="btn btn-primary" to="/rundown" data-testid="home-open-rundown">
          {t('home.openRundown')}
        </Link>
      )}
      <h2>{t('home.roles')}</h2>
      <ul className="role-list">
        {user.roles.map((role) => (
          <li key={role}>
            <code>{role}</code>
          </li>
        ))}
      </ul>
    </section>
  );
}
