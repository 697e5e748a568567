import { describe, expect, it } from 'vitest';
import { defaultLanguageOf, languageOfLocale, matchLanguage, pickLanguage } from './language';

describe('pickLanguage', () => {
  it('keeps a stored choice', () => {
    expect(pickLanguage('es', ['pt-BR'])).toBe('es');
    expect(pickLanguage('pt-BR', ['en-US'])).toBe('pt-BR');
  });
  it('ignores a stored value that is not a language of ours', () => {
    expect(pickLanguage('fr', ['es-MX'])).toBe('es');
  });
  it('takes the first browser language we have', () => {
    expect(pickLanguage(null, ['fr-FR', 'pt-BR', 'en'])).toBe('pt-BR');
    expect(pickLanguage(null, ['en-GB'])).toBe('en');
  });
  it('falls back to English', () => {
    expect(pickLanguage(null, ['de-DE', 'fr'])).toBe('en');
    expect(pickLanguage(null, [])).toBe('en');
  });
});

describe('matchLanguage', () => {
  it.each([
    ['es-AR', 'es'],
    ['pt', 'pt-BR'],
    ['pt-br', 'pt-BR'],
    ['pt-PT', null],
    ['EN-us', 'en'],
    ['de', null],
  ])('%s -> %s', (tag, lang) => {
    expect(matchLanguage(tag)).toBe(lang);
  });
});

describe('languageOfLocale', () => {
  it.each([
    ['en_US', 'en'],
    ['es_ES', 'es'],
    ['pt_BR', 'pt-BR'],
    ['fr_FR', null],
    ['toString', null],
  ])('%s -> %s', (locale, lang) => {
    expect(languageOfLocale(locale)).toBe(lang);
  });
});

describe('defaultLanguageOf', () => {
  it("replaces English as the default: a browser in a language we do not speak gets the installation's", () => {
    expect(defaultLanguageOf(null, ['de-DE', 'fr'], 'es_ES')).toBe('es');
    expect(defaultLanguageOf('xx', [], 'pt_BR')).toBe('pt-BR');
  });
  it("keeps the user's choice, and a browser language we speak", () => {
    expect(defaultLanguageOf('en', [], 'es_ES')).toBeNull();
    expect(defaultLanguageOf(null, ['de-DE', 'pt-BR'], 'es_ES')).toBeNull();
  });
  it('changes nothing without a locale we speak', () => {
    expect(defaultLanguageOf(null, [], undefined)).toBeNull();
    expect(defaultLanguageOf(null, [], 'de_DE')).toBeNull();
  });
});
