import { describe, expect, it } from 'vitest';
import { cgActionValues, connectionStateValues, deviceTypeValues, mediaStatusValues, protocolValues } from '@newsroom/api';
import { LANGUAGES } from '@newsroom/i18n';
import { resources } from '../../shared/i18n/resources';
import { DEVICE_PLUGINS } from './deviceChoices';

/**
 * Every value of the device enums of docs/openapi.json (and of the lists the document still leaves to the
 * app) has words in every language: a value the gateway adds fails here once the contract is regenerated.
 */
describe('words for the device choices', () => {
  const lists = (lang: (typeof LANGUAGES)[number]) => {
    const { devices, items } = resources[lang];
    return [
      ['devices.types', deviceTypeValues, devices.types],
      ['devices.protocols', protocolValues, devices.protocols],
      ['devices.state', connectionStateValues, devices.state],
      ['devices.media.status', mediaStatusValues, devices.media.status],
      ['items.status', mediaStatusValues, items.status],
      ['items.cgCtrl', cgActionValues, items.cgCtrl],
      ['devices.plugins', DEVICE_PLUGINS, devices.plugins],
    ] as const;
  };

  it.each(LANGUAGES)('has a word for every value in %s', (lang) => {
    for (const [key, values, words] of lists(lang)) {
      const missing = values.filter((v) => !(words as Record<string, string>)[v]);
      expect(missing, `${lang} ${key}`).toEqual([]);
    }
  });
});
