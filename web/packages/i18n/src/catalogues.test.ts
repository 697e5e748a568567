import { describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { API_ERROR_CODES, fieldCodeValues } from '@newsroom/api';
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

  it('has a message for every API error code in every language', () => {
    for (const lang of LANGUAGES) {
      const codes: Record<string, string> = sharedResources[lang].error.codes;
      const missing = API_ERROR_CODES.filter((code) => !codes[code]?.trim());
      expect(missing, `${lang}: error:codes.<code> missing`).toEqual([]);
    }
  });

  it('has words for every field error code of docs/openapi.json (FieldCode) in every language', () => {
    expect(fieldCodeValues.length).toBeGreaterThan(10);
    for (const lang of LANGUAGES) {
      const words: Record<string, string> = sharedResources[lang].error.fieldCodes;
      const missing = fieldCodeValues.filter((code) => !words[code]?.trim());
      expect(missing, `${lang}: error:fieldCodes.<code> missing`).toEqual([]);
    }
  });

  it('knows no field error code the document does not list', () => {
    const known: readonly string[] = fieldCodeValues;
    expect(Object.keys(sharedResources.en.error.fieldCodes).filter((code) => !known.includes(code))).toEqual([]);
  });

  it('keeps the fixed English messages of the spec', () => {
    expect(sharedResources.en.error.codes.authentication_failed).toBe('Authentication failed. Check your credentials.');
    expect(sharedResources.en.error.deviceUnreachable).toBe('Device unreachable.');
    expect(sharedResources.en.error.codes.proposal_answered).toBe('This proposal has already been answered.');
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
