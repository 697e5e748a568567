import { describe, expect, it } from 'vitest';
import { matchLanguage, pickLanguage } from './language';

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
