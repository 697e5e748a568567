import { useTranslation } from 'react-i18next';
import { changeLanguage, LANGUAGES, type Language } from '@newsroom/i18n';

/** The language picker of the header and the login page; the choice is kept in localStorage. */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  return (
    <label className="language-picker">
      <span className="visually-hidden">{t('header.language')}</span>
      <select
        data-testid="language-picker"
        aria-label={t('header.language')}
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(e) => void changeLanguage(e.target.value as Language)}
      >
        {LANGUAGES.map((lng) => (
          <option key={lng} value={lng}>
            {t(`languages.${lng}`)}
          </option>
        ))}
      </select>
    </label>
  );
}
