import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chapterFor } from './chapterFor';

const chapterIds = (JSON.parse(readFileSync(new URL('../../../../../docs/manual/metadata.json', import.meta.url), 'utf8')) as Array<{ id: string }>).map((c) => c.id);

describe('the manual chapter of the current screen', () => {
  it('follows the screen, and the open tab on the simulation form', () => {
    expect(chapterFor('/simulaciones', null)).toBe('historico');
    expect(chapterFor('/resultado-simulacion/42', 'resultados')).toBe('resultados');
    expect(chapterFor('/resultado-simulacion/42', 'ro')).toBe('ro-simulacion');
    expect(chapterFor('/nueva-simulacion', null)).toBe('nueva-simulacion');
    expect(chapterFor('/sensibilidad/7', null)).toBe('comparar');
    expect(chapterFor('/ro', null)).toBe('maestro-ro');
    expect(chapterFor('/', null)).toBeNull();
  });

  it('names only chapters the manual has', () => {
    const paths = ['/simulaciones', '/precios', '/futuros', '/ro', '/datos-reales', '/plan-vs-real', '/comparar', '/nueva-simulacion'];
    const tabs = ['general', 'planta', 'electricidad', 'gas', 'ro', 'demanda', 'disponibilidad', 'acoplamiento', 'resultados', 'backup'];
    const named = [...paths.map((p) => chapterFor(p, null)), ...tabs.map((tab) => chapterFor('/resultado-simulacion/1', tab))];
    for (const id of named) expect(chapterIds).toContain(id);
  });
});
