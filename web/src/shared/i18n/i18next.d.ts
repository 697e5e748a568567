import 'i18next';
import type { resources } from './resources';

// Typed keys: `t('figures.fullDiff')` is checked against the English catalogues.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: (typeof resources)['en'];
  }
}
