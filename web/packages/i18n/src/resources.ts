/**
 * The catalogues every client shares: `common` (the app's name, loading, the header's words, language
 * names, dismiss / try again) and `error` (a message per API error code, and the client's own errors such
 * as a duration typed wrong). One JSON file per namespace and language, the same keys in every language.
 * An app adds its own namespaces beside these (web: src/shared/i18n/resources.ts).
 */
import enCommon from './locales/en/common.json';
import enError from './locales/en/error.json';
import esCommon from './locales/es/common.json';
import esError from './locales/es/error.json';
import ptCommon from './locales/pt-BR/common.json';
import ptError from './locales/pt-BR/error.json';

export const LANGUAGES = ['en', 'es', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];

export const SHARED_NAMESPACES = ['common', 'error'] as const;
export type SharedNamespace = (typeof SHARED_NAMESPACES)[number];

export const sharedResources = {
  en: { common: enCommon, error: enError },
  es: { common: esCommon, error: esError },
  'pt-BR': { common: ptCommon, error: ptError },
} as const;
