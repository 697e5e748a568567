import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { LANGUAGES, NAMESPACES, resources } from './resources';

/** Every key path of a nested catalogue, e.g. `figures.fullDiff`. */
function keys(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
  }
  return [prefix];
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

function leaf(catalogue: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown>)[k], catalogue);
}

describe('text catalogues', () => {
  const dir = join(__dirname, 'locales');

  it('has the same files in every language, all of them loaded', () => {
    const files = (lang: string) => readdirSync(join(dir, lang)).sort();
    for (const lang of LANGUAGES) {
      expect(files(lang)).toEqual(files('en'));
      expect(files(lang)).toEqual(NAMESPACES.map((ns) => `${ns}.json`).sort());
    }
  });

  for (const ns of NAMESPACES) {
    it(`${ns}: every language has the keys of every other`, () => {
      const en = keys(resources.en[ns]).sort();
      for (const lang of LANGUAGES) {
        const onDisk = JSON.parse(readFileSync(join(dir, lang, `${ns}.json`), 'utf8'));
        expect(keys(onDisk).sort(), `${lang}/${ns}.json`).toEqual(en);
      }
    });

    it(`${ns}: no empty texts and the same placeholders`, () => {
      for (const path of keys(resources.en[ns])) {
        const base = placeholders(String(leaf(resources.en[ns], path)));
        for (const lang of LANGUAGES) {
          const text = leaf(resources[lang][ns], path);
          expect(typeof text, `${lang}:${ns}.${path}`).toBe('string');
          expect((text as string).trim(), `${lang}:${ns}.${path}`).not.toBe('');
          expect(placeholders(text as string), `${lang}:${ns}.${path}`).toEqual(base);
        }
      }
    });
  }

  it('has a message for every API error code', async () => {
    const { API_ERROR_CODES } = await import('../api/errors');
    for (const lang of LANGUAGES) {
      for (const code of API_ERROR_CODES) expect(resources[lang].error.codes[code], `${lang} ${code}`).toBeTruthy();
    }
  });

  it('keeps the fixed English messages of the spec', () => {
    expect(resources.en.error.codes.authentication_failed).toBe('Authentication failed. Check your credentials.');
    expect(resources.en.error.deviceUnreachable).toBe('Device unreachable.');
    expect(resources.en.devices.integration.unreachable).toBe('Device unreachable: {{names}}');
  });
});
