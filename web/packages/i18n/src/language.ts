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
