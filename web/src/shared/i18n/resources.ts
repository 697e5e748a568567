/** The text catalogues: one JSON file per namespace and language, the same keys in every language. */
import enCommon from './locales/en/common.json';
import enDevices from './locales/en/devices.json';
import enError from './locales/en/error.json';
import enLog from './locales/en/log.json';
import enLogin from './locales/en/login.json';
import enPrint from './locales/en/print.json';
import enPrompter from './locales/en/prompter.json';
import enRundown from './locales/en/rundown.json';
import enItems from './locales/en/items.json';
import enStory from './locales/en/story.json';
import esCommon from './locales/es/common.json';
import esDevices from './locales/es/devices.json';
import esError from './locales/es/error.json';
import esLog from './locales/es/log.json';
import esLogin from './locales/es/login.json';
import esPrint from './locales/es/print.json';
import esPrompter from './locales/es/prompter.json';
import esRundown from './locales/es/rundown.json';
import esItems from './locales/es/items.json';
import esStory from './locales/es/story.json';
import ptCommon from './locales/pt-BR/common.json';
import ptDevices from './locales/pt-BR/devices.json';
import ptError from './locales/pt-BR/error.json';
import ptLog from './locales/pt-BR/log.json';
import ptLogin from './locales/pt-BR/login.json';
import ptPrint from './locales/pt-BR/print.json';
import ptPrompter from './locales/pt-BR/prompter.json';
import ptRundown from './locales/pt-BR/rundown.json';
import ptItems from './locales/pt-BR/items.json';
import ptStory from './locales/pt-BR/story.json';

export const LANGUAGES = ['en', 'es', 'pt-BR'] as const;
export type Language = (typeof LANGUAGES)[number];

export const NAMESPACES = ['common', 'login', 'error', 'rundown', 'log', 'story', 'prompter', 'print', 'devices', 'items'] as const;
export type Namespace = (typeof NAMESPACES)[number];

export const resources = {
  en: { common: enCommon, login: enLogin, error: enError, rundown: enRundown, log: enLog, story: enStory, prompter: enPrompter, print: enPrint, devices: enDevices, items: enItems },
  es: { common: esCommon, login: esLogin, error: esError, rundown: esRundown, log: esLog, story: esStory, prompter: esPrompter, print: esPrint, devices: esDevices, items: esItems },
  'pt-BR': { common: ptCommon, login: ptLogin, error: ptError, rundown: ptRundown, log: ptLog, story: ptStory, prompter: ptPrompter, print: ptPrint, devices: ptDevices, items: ptItems },
} as const;
