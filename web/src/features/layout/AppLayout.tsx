import { useTranslation } from 'react-i18next';
import { NavLink, Outlet } from 'react-router';
import { LanguagePicker } from '../../shared/i18n/LanguagePicker';
import { useMeQuery } from '../auth/authApi';
import { useSignOut } from '../auth/useSignOut';
import { useInstallationLanguage } from '../installation/useInstallationLanguage';
import { LicenceBanner } from '../licence/LicenceBanner';
import { AdminMenu } from './AdminMenu';
import { menuBar } from './menu';

/**
 * The frame of every signed-in page: brand, main menu, language, user (a link to their data) and logout,
 * the licence warning for administrators; the installation's language until the user picks one.
 */
export function AppLayout() {
  const { t } = useTranslation(['common', 'app', 'account']);
  const { data: user } = useMeQuery();
  const { signOut, signingOut } = useSignOut();
  useInstallationLanguage();
  const menu = menuBar(user?.roles);

  return (
    <div className="app">
      <header className="app-header">
        <div className="brand">
          <span className="brand-mark" aria-hidden="true" />
          <span className="brand-name">{t('appName')}</span>
        </div>
        <nav className="main-menu" aria-label={t('app:menu.label')} data-testid="main-menu">
          {/* The desk's entries scroll sideways when they do not fit; Administration stays in view beside them (its list is not clipped). */}
          <div className="main-menu-bar">
            {menu.bar.map((entry) => (
              <NavLink key={entry.key} to={entry.path} data-testid={`menu-${entry.key}`} className={({ isActive }) => (isActive ? 'active' : undefined)}>
                {t(`app:menu.${entry.key}`)}
              </NavLink>
            ))}
          </div>
          {menu.admin.length > 0 && <AdminMenu entries={menu.admin} />}
        </nav>
        <div className="header-tools">
          <LanguagePicker />
          {user && (
            <NavLink to="/my-data" className="user-chip" title={`${t('header.signedInAs', { name: user.name })} · ${t('account:menu')}`} data-testid="current-user">
              {user.nickname}
            </NavLink>
          )}
          <button type="button" className="btn btn-ghost" onClick={() => void signOut()} disabled={signingOut} data-testid="logout">
            {t('header.logout')}
          </button>
        </div>
      </header>
      <LicenceBanner />
      <main className="app-main">
        <Outlet />
      </main>
    </div>
  );
}
