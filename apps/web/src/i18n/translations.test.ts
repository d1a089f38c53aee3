import { describe, expect, it } from 'vitest';
import es from './es.json';
import en from './en.json';
import { initialLanguage } from './languages';

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keys(child, prefix ? `${prefix}.${key}` : key));
}

describe('translation files', () => {
  it('have the same keys in Spanish and English', () => {
    expect(keys(en).sort()).toEqual(keys(es).sort());
  });

  it('have no empty texts', () => {
    const empty = (value: unknown, path: string): string[] =>
      typeof value === 'string' ? (value.trim() ? [] : [path]) : Object.entries(value as object).flatMap(([k, v]) => empty(v, `${path}.${k}`));
    expect([...empty(es, 'es'), ...empty(en, 'en')]).toEqual([]);
  });

  // The texts of docs/rules/validation.md ("Generic field messages") and docs/rules/screens.md ("Header").
  it('keep the spec texts of the login', () => {
    expect(es.login.required).toBe('Este campo es obligatorio');
    expect(es.header.downloaders).toBe('Descargadores');
  });
});

describe('initialLanguage', () => {
  it('uses the remembered language, else Spanish', () => {
    expect(initialLanguage('en')).toBe('en');
    expect(initialLanguage('fr')).toBe('es');
    expect(initialLanguage(null)).toBe('es');
  });
});

describe('units in the headers', () => {
  it('every toll column but the period states the unit of its numbers, the power term per MW and year', () => {
    for (const lang of [es, en]) {
      for (const [key, text] of Object.entries(lang.simulacion.peajes)) {
        if (key !== 'periodo') expect(text, key).toMatch(/\((€\/MW·(año|year)|€\/MWh|MWe|MW|× [^)]+)\)$/);
      }
    }
    expect(es.simulacion.peajes.peaje_pot).toBe('Peaje potencia (€/MW·año)');
    expect(en.simulacion.peajes.peaje_pot).toBe('Power toll (€/MW·year)');
  });
});
