/**
 * i18next set-up: en, es and pt-BR catalogues bundled with the app; the language is the stored choice
 * (localStorage `language`), else the browser's when it is one of ours, else English.
 */
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_KEY, pickLanguage } from './language';
import { NAMESPACES, resources, type Language } from './resources';

export { LANGUAGES, type Language } from './resources';

function storedLanguage(): string | null {
  try {
    return localStorage.getItem(LANGUAGE_KEY);
  } catch {
    return null;
  }
}

export function initI18n() {
  const lng = pickLanguage(storedLanguage(), typeof navigator === 'undefined' ? [] : navigator.languages ?? [navigator.language]);
  void i18next.use(initReactI18next).init({
    resources,
    lng,
    fallbackLng: 'en',
    ns: NAMESPACES,
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  document.documentElement.lang = lng;
  return i18next;
}

/** Switches the language and remembers the choice. */
export async function changeLanguage(lng: Language) {
  try {
    localStorage.setItem(LANGUAGE_KEY, lng);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  document.documentElement.lang = lng;
  await i18next.changeLanguage(lng);
}
