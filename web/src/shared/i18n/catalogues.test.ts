import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { checkCatalogues, LANGUAGES } from '@newsroom/i18n';
import { APP_NAMESPACES, appResources, resources } from './resources';

/** The desk app's own catalogues; the shared ones are checked in @newsroom/i18n. */
describe('text catalogues of the web app', () => {
  const dir = join(__dirname, 'locales');

  it('has the same files in every language, all of them loaded', () => {
    for (const lang of LANGUAGES) {
      expect(readdirSync(join(dir, lang)).sort(), lang).toEqual(APP_NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });

  it('has every key of English in every language, no empty text, the same placeholders', () => {
    expect(checkCatalogues(appResources)).toEqual([]);
  });

  it('loads the shared namespaces and its own, without a clash', () => {
    for (const lang of LANGUAGES) {
      expect(Object.keys(resources[lang]).sort()).toEqual(['common', 'error', ...APP_NAMESPACES].sort());
    }
  });

  it('keeps the fixed English messages of the spec', () => {
    expect(resources.en.error.codes.authentication_failed).toBe('Authentication failed. Check your credentials.');
    expect(resources.en.devices.integration.unreachable).toBe('Device unreachable: {{names}}');
  });
});
