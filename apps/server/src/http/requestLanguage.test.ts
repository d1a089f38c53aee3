import { describe, expect, it } from 'vitest';
import { languageOf } from './requestLanguage.ts';

describe('languageOf (Accept-Language)', () => {
  it('is Spanish by default and for anything unsupported', () => {
    expect(languageOf(undefined)).toBe('es');
    expect(languageOf('')).toBe('es');
    expect(languageOf('fr-FR, de;q=0.8')).toBe('es');
    expect(languageOf('*')).toBe('es');
    expect(languageOf(';;;,,q=')).toBe('es');
  });

  it('takes the first supported language by preference', () => {
    expect(languageOf('en')).toBe('en');
    expect(languageOf('en-GB,en;q=0.9')).toBe('en');
    expect(languageOf('es-ES,es;q=0.9,en;q=0.8')).toBe('es');
    expect(languageOf('fr;q=1, en;q=0.5, es;q=0.4')).toBe('en');
    expect(languageOf('es;q=0.2, EN;q=0.7')).toBe('en');
    expect(languageOf('en;q=0')).toBe('es');
    expect(languageOf(['en-US', 'es'])).toBe('en');
  });
});
