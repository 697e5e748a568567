import type { Locale } from '@newsroom/api';
import { LANGUAGES, type Language } from './resources';

/** localStorage key of the chosen language (web.md section 9: "language stored locally under the language key"). */
export const LANGUAGE_KEY = 'language';

const isLanguage = (value: unknown): value is Language => (LANGUAGES as readonly unknown[]).includes(value);

/** The language of a browser tag, if it is one of ours: `es-AR` -> `es`, `pt-BR`/`pt` -> `pt-BR`, `en-GB` -> `en`. */
export function matchLanguage(tag: string): Language | null {
  const lower = tag.toLowerCase();
  if (isLanguage(tag)) return tag;
  if (lower === 'pt' || lower.startsWith('pt-br')) return 'pt-BR';
  const base = lower.split('-')[0];
  if (base === 'en' || base === 'es') return base;
  return null;
}

/** The stored choice when valid, else the first browser language we have, else English. */
export function pickLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (isLanguage(stored)) return stored;
  for (const tag of browserLanguages) {
    const match = matchLanguage(tag);
    if (match) return match;
  }
  return 'en';
}

/** The installation's locales in the spec's wire form (mobile.md section 9), each with its language. */
export const LOCALE_LANGUAGES = { en_US: 'en', es_ES: 'es', pt_BR: 'pt-BR' } as const satisfies Record<Locale, Language>;

/** The language of a configuration's locale (`pt_BR` -> `pt-BR`), or null for one we do not speak. */
export function languageOfLocale(locale: string): Language | null {
  return Object.hasOwn(LOCALE_LANGUAGES, locale) ? LOCALE_LANGUAGES[locale as Locale] : null;
}

/**
 * The language to switch to for the installation's locale (`GET /api/branch/config`), or null to keep the
 * current one. The installation's locale takes the place of English as the default: a stored choice
 * (the picker) wins, and so does a browser language we speak (as {@link pickLanguage} has it); a
 * browser in another language gets the installation's.
 */
export function defaultLanguageOf(stored: string | null, browserLanguages: readonly string[], locale: string | null | undefined): Language | null {
  if (isLanguage(stored) || !locale) return null;
  if (browserLanguages.some((tag) => matchLanguage(tag) !== null)) return null;
  return languageOfLocale(locale);
}
