/**
 * @newsroom/i18n: i18next for every Newsroom client. The language is the stored choice (localStorage
 * `language`), else the browser's first language we have, else the installation's (once an app has read
 * it: `followInstallationLocale`), else English; the shared catalogues (`common`,
 * `error`) are in this package, each app adds its own namespaces. No React here: an app passes its
 * binding (react-i18next's `initReactI18next`) as a plugin.
 */
import i18next, { type Module, type Resource } from 'i18next';
import { defaultLanguageOf, LANGUAGE_KEY, pickLanguage } from './language';
import type { Language } from './resources';

export { defaultLanguageOf, LANGUAGE_KEY, LOCALE_LANGUAGES, languageOfLocale, matchLanguage, pickLanguage } from './language';
export { LANGUAGES, SHARED_NAMESPACES, sharedResources, type Language, type SharedNamespace } from './resources';
export { catalogueKeys, checkCatalogues, placeholdersOf, type CatalogueProblem } from './parity';

export interface I18nOptions {
  /** Every namespace of every language: the shared ones (`sharedResources`) and the app's own. */
  resources: Resource;
  namespaces: readonly string[];
  defaultNS: string;
  /** i18next plugins, e.g. react-i18next's `initReactI18next`. */
  plugins?: Module[];
}

function storedLanguage(): string | null {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language];
}

function markDocument(lng: string) {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
}

/** Sets up the global i18next instance in the language of {@link pickLanguage}, and returns it. */
export function initI18n({ resources, namespaces, defaultNS, plugins = [] }: I18nOptions) {
  const lng = pickLanguage(storedLanguage(), browserLanguages());
  for (const plugin of plugins) i18next.use(plugin);
  void i18next.init({
    resources,
    lng,
    fallbackLng: 'en',
    ns: [...namespaces],
    defaultNS,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  markDocument(lng);
  return i18next;
}

/** Switches the language and remembers the choice (for this page only in private mode). */
export async function changeLanguage(lng: Language) {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_KEY, lng);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
  markDocument(lng);
  await i18next.changeLanguage(lng);
}

/**
 * Speaks the installation's language (`GET /api/branch/config`, `locale`) where English would be the
 * default ({@link defaultLanguageOf}: no stored choice, no browser language of ours), without storing it
 * as a choice: the language picker still wins.
 */
export async function followInstallationLocale(locale: string | null | undefined) {
  const lng = defaultLanguageOf(storedLanguage(), browserLanguages(), locale);
  if (!lng || lng === i18next.language) return;
  markDocument(lng);
  await i18next.changeLanguage(lng);
}
