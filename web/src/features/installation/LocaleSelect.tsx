import { useTranslation } from 'react-i18next';
import { localeValues } from '@newsroom/api';
import { languageOfLocale } from '@newsroom/i18n';
import { useLocalesQuery } from './installationApi';

interface Props {
  id: string;
  value: string;
  onChange: (locale: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  testId: string;
}

/**
 * A choice of the installation's locales (`GET /api/branch/locales`; the document's values until it
 * answers), each under its language's own name ("Español"), as the language picker shows them.
 */
export function LocaleSelect({ id, value, onChange, disabled = false, invalid = false, testId }: Props) {
  const { t } = useTranslation('common');
  const { data } = useLocalesQuery();
  const locales: readonly string[] = data ?? localeValues;
  const nameOf = (locale: string) => {
    const language = languageOfLocale(locale);
    return language ? t(`languages.${language}`) : locale;
  };
  return (
    <select id={id} value={value} onChange={(e) => onChange(e.target.value)} disabled={disabled} aria-invalid={invalid} data-testid={testId}>
      {locales.map((locale) => (
        <option key={locale} value={locale}>
          {nameOf(locale)}
        </option>
      ))}
      {value !== '' && !locales.includes(value) && <option value={value}>{value}</option>}
    </select>
  );
}
