import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { API_ERROR_CODES } from '@newsroom/api';
import { checkCatalogues } from './parity';
import { LANGUAGES, SHARED_NAMESPACES, sharedResources } from './resources';

describe('the shared catalogues', () => {
  const dir = fileURLToPath(new URL('./locales', import.meta.url));

  it('has the same files in every language, all of them loaded', () => {
    for (const lang of LANGUAGES) {
      expect(readdirSync(`${dir}/${lang}`).sort(), lang).toEqual(SHARED_NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });

  it('has every key of English in every language, no empty text, the same placeholders', () => {
    expect(checkCatalogues(sharedResources)).toEqual([]);
  });

  it('has a message for every API error code', () => {
    for (const lang of LANGUAGES) {
      const codes: Record<string, string> = sharedResources[lang].error.codes;
      for (const code of API_ERROR_CODES) expect(codes[code], `${lang} ${code}`).toBeTruthy();
    }
  });

  it('keeps the fixed English messages of the spec', () => {
    expect(sharedResources.en.error.codes.authentication_failed).toBe('Authentication failed. Check your credentials.');
    expect(sharedResources.en.error.deviceUnreachable).toBe('Device unreachable.');
  });
});

describe('checkCatalogues', () => {
  it('finds a missing key, an empty text and a lost placeholder', () => {
    const problems = checkCatalogues({
      en: { ns: { a: 'A', b: 'Hi {{name}}', c: 'C' } },
      es: { ns: { a: '', b: 'Hola', d: 'D' } },
    });
    expect(problems).toEqual([
      { language: 'es', namespace: 'ns', key: 'a', problem: 'empty' },
      { language: 'es', namespace: 'ns', key: 'b', problem: 'placeholders' },
      { language: 'es', namespace: 'ns', key: 'c', problem: 'missing' },
      { language: 'es', namespace: 'ns', key: 'd', problem: 'extra' },
    ]);
  });
});
