import { afterEach, describe, expect, it, vi } from 'vitest';
import en from '../../i18n/en.json';
import es from '../../i18n/es.json';
import { interpolate, loadLoginTexts } from './loginTexts';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login texts', () => {
  it('are the catalogue’s Spanish texts by default', async () => {
    const texts = await loadLoginTexts('es');
    expect(texts.language).toBe('es');
    expect(texts.login).toEqual(es.login);
    expect(texts.app).toEqual(es.app);
    expect(texts.documentTitle).toBe('PlantaSim · Acceso');
  });

  it('are the catalogue’s English texts for English', async () => {
    const texts = await loadLoginTexts('en');
    expect(texts.language).toBe('en');
    expect(texts.login).toEqual(en.login);
    expect(texts.app.tagline).toBe(en.app.tagline);
    expect(texts.documentTitle).toBe(`PlantaSim${en.titles.separator}${en.titles.login}`);
  });

  it('follow the remembered language', async () => {
    vi.stubGlobal('localStorage', { getItem: (key: string) => (key === 'plantasim.language' ? 'en' : null) });
    expect((await loadLoginTexts()).login.submit).toBe(en.login.submit);
    vi.stubGlobal('localStorage', { getItem: () => 'fr' });
    expect((await loadLoginTexts()).login.submit).toBe('Entrar');
  });
});

describe('interpolate', () => {
  it('fills i18next placeholders and leaves unknown ones', () => {
    expect(interpolate(es.login.unexpectedError, { message: 'HTTP 500' })).toBe('Se produjo un problema al iniciar sesión (HTTP 500).');
    expect(interpolate('{{a}} y {{b}}', { a: 'uno' })).toBe('uno y {{b}}');
  });
});
