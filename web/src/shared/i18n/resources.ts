/** The text catalogues: one JSON file per namespace and language, the same keys in every language. */
import enCommon from './locales/en/common.json';
import enError from './locales/en/error.json';
import enLogin from './locales/en/login.json';
import enRundown from './locales/en/rundown.json';
import esCommon from './locales/es/common.json';
import esError from './locales/es/error.json';
import esLogin from './locales/es/login.json';
import esRundown from './locales/es/rundown.json';
import ptCommon from './locales/pt-BR/common.json';
import ptError from './locales/pt-BR/error.json';
import ptLogin from './locales/pt-BR/login.json';
import ptRundown from './locales/pt-BR/rundown.json';

export const LANGUAGES = ['en', 'es', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];

export const NAMESPACES = ['common', 'login', 'error', 'rundown'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const resources = {
  en: { common: enCommon, login: enLogin, error: enError, rundown: enRundown },
  es: { common: esCommon, login: esLogin, error: esError, rundown: esRundown },
  'pt-BR': { common: ptCommon, login: ptLogin, error: ptError, rundown: ptRundown },
} as const;
