/**
 * The desk app's i18next: @newsroom/i18n's set-up (language choice, shared catalogues) with the app's
 * namespaces and the React binding.
 */
import { initI18n as initShared } from '@newsroom/i18n';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES, resources } from './resources';

export { changeLanguage, LANGUAGES, type Language } from '@newsroom/i18n';

export function initI18n() {
  return initShared({ resources, namespaces: NAMESPACES, defaultNS: 'common', plugins: [initReactI18next] });
}
