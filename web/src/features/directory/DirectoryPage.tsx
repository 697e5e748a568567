/**
 * /admin/directory, "Directory service" (web.md sections 2, 3 and 4; admin admin): the LDAP directory or
 * Active Directory whose users sign in with their directory password, a connection test and the
 * synchronisation of its users. The test and the synchronisation use the saved settings.
 */
import { useTranslation } from 'react-i18next';
import { errorCodeOf } from '@newsroom/api';
import { ErrorMessage } from '../../shared/ui/ErrorMessage';
import { Spinner } from '../../shared/ui/Spinner';
import { DirectoryConfigForm } from './DirectoryConfigForm';
import { useDirectoryConfigQuery } from './directoryApi';
import { DirectorySyncPanel } from './DirectorySyncPanel';
import { DirectoryTestBox } from './DirectoryTestBox';

export function DirectoryPage() {
  const { t } = useTranslation('admin');
  const { data: config, error } = useDirectoryConfigQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <section className="form-page" data-testid="directory-page">
      <header className="page-heading">
        <p className="eyebrow">{t('eyebrow')}</p>
        <h1>{t('directory.title')}</h1>
        <p className="muted">{t('directory.intro')}</p>
      </header>
      {config ? (
        <>
          <DirectoryConfigForm config={config} />
          <DirectoryTestBox />
          <DirectorySyncPanel />
        </>
      ) : error ? (
        <ErrorMessage code={errorCodeOf(error)} />
      ) : (
        <Spinner />
      )}
    </section>
  );
}
