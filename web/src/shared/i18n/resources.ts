/**
 * The desk app's text catalogues: one JSON file per namespace and language, the same keys in every
 * language, merged with the shared ones of @newsroom/i18n (`common`, `error`).
 */
import { sharedResources } from '@newsroom/i18n';
import enApp from './locales/en/app.json';
import enAccount from './locales/en/account.json';
import enAdmin from './locales/en/admin.json';
import esApp from './locales/es/app.json';
import esAccount from './locales/es/account.json';
import esAdmin from './locales/es/admin.json';
import ptApp from './locales/pt-BR/app.json';
import ptAccount from './locales/pt-BR/account.json';
import ptAdmin from './locales/pt-BR/admin.json';
import enDevices from './locales/en/devices.json';
import enLog from './locales/en/log.json';
import enLogin from './locales/en/login.json';
import enPrint from './locales/en/print.json';
import enPrompter from './locales/en/prompter.json';
import enRundown from './locales/en/rundown.json';
import enItems from './locales/en/items.json';
import enStory from './locales/en/story.json';
import esDevices from './locales/es/devices.json';
import esLog from './locales/es/log.json';
import esLogin from './locales/es/login.json';
import esPrint from './locales/es/print.json';
import esPrompter from './locales/es/prompter.json';
import esRundown from './locales/es/rundown.json';
import esItems from './locales/es/items.json';
import esStory from './locales/es/story.json';
import ptDevices from './locales/pt-BR/devices.json';
import ptLog from './locales/pt-BR/log.json';
import ptLogin from './locales/pt-BR/login.json';
import ptPrint from './locales/pt-BR/print.json';
import ptPrompter from './locales/pt-BR/prompter.json';
import ptRundown from './locales/pt-BR/rundown.json';
import ptItems from './locales/pt-BR/items.json';
import ptStory from './locales/pt-BR/story.json';
import enAssignments from './locales/en/assignments.json';
import esAssignments from './locales/es/assignments.json';
import ptAssignments from './locales/pt-BR/assignments.json';
import enReportage from './locales/en/reportage.json';
import esReportage from './locales/es/reportage.json';
import ptReportage from './locales/pt-BR/reportage.json';
import enProduction from './locales/en/production.json';
import esProduction from './locales/es/production.json';
import ptProduction from './locales/pt-BR/production.json';
import enReport from './locales/en/report.json';
import esReport from './locales/es/report.json';
import ptReport from './locales/pt-BR/report.json';
import enScripts from './locales/en/scripts.json';
import esScripts from './locales/es/scripts.json';
import ptScripts from './locales/pt-BR/scripts.json';
import enDocuments from './locales/en/documents.json';
import esDocuments from './locales/es/documents.json';
import ptDocuments from './locales/pt-BR/documents.json';
import enSearch from './locales/en/search.json';
import esSearch from './locales/es/search.json';
import ptSearch from './locales/pt-BR/search.json';
import enFiles from './locales/en/files.json';
import esFiles from './locales/es/files.json';
import ptFiles from './locales/pt-BR/files.json';
import enTeams from './locales/en/teams.json';
import esTeams from './locales/es/teams.json';
import ptTeams from './locales/pt-BR/teams.json';
import enRound from './locales/en/round.json';
import esRound from './locales/es/round.json';
import ptRound from './locales/pt-BR/round.json';
import enReportageSection from './locales/en/reportageSection.json';
import esReportageSection from './locales/es/reportageSection.json';
import ptReportageSection from './locales/pt-BR/reportageSection.json';
import enReportageGraphics from './locales/en/reportageGraphics.json';
import esReportageGraphics from './locales/es/reportageGraphics.json';
import ptReportageGraphics from './locales/pt-BR/reportageGraphics.json';
import enProposals from './locales/en/proposals.json';
import esProposals from './locales/es/proposals.json';
import ptProposals from './locales/pt-BR/proposals.json';

export const APP_NAMESPACES = ['app', 'account', 'admin', 'login', 'rundown', 'log', 'story', 'prompter', 'print', 'devices', 'items', 'assignments', 'reportage', 'production', 'report', 'scripts', 'documents', 'search', 'files', 'teams', 'round', 'reportageSection', 'reportageGraphics', 'proposals'] as const;
export type AppNamespace = (typeof APP_NAMESPACES)[number];

/** Every namespace the app loads: the shared ones first. */
export const NAMESPACES = ['common', 'error', ...APP_NAMESPACES] as const;

export const appResources = {
  en: { app: enApp, account: enAccount, admin: enAdmin, login: enLogin, rundown: enRundown, log: enLog, story: enStory, prompter: enPrompter, print: enPrint, devices: enDevices, items: enItems, assignments: enAssignments, reportage: enReportage, production: enProduction, report: enReport, scripts: enScripts, documents: enDocuments, search: enSearch, files: enFiles, teams: enTeams, round: enRound, reportageSection: enReportageSection, reportageGraphics: enReportageGraphics, proposals: enProposals },
  es: { app: esApp, account: esAccount, admin: esAdmin, login: esLogin, rundown: esRundown, log: esLog, story: esStory, prompter: esPrompter, print: esPrint, devices: esDevices, items: esItems, assignments: esAssignments, reportage: esReportage, production: esProduction, report: esReport, scripts: esScripts, documents: esDocuments, search: esSearch, files: esFiles, teams: esTeams, round: esRound, reportageSection: esReportageSection, reportageGraphics: esReportageGraphics, proposals: esProposals },
  'pt-BR': { app: ptApp, account: ptAccount, admin: ptAdmin, login: ptLogin, rundown: ptRundown, log: ptLog, story: ptStory, prompter: ptPrompter, print: ptPrint, devices: ptDevices, items: ptItems, assignments: ptAssignments, reportage: ptReportage, production: ptProduction, report: ptReport, scripts: ptScripts, documents: ptDocuments, search: ptSearch, files: ptFiles, teams: ptTeams, round: ptRound, reportageSection: ptReportageSection, reportageGraphics: ptReportageGraphics, proposals: ptProposals },
} as const;

export const resources = {
  en: { ...sharedResources.en, ...appResources.en },
  es: { ...sharedResources.es, ...appResources.es },
  'pt-BR': { ...sharedResources['pt-BR'], ...appResources['pt-BR'] },
} as const;
