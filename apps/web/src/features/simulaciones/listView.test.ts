import { describe, expect, it } from 'vitest';
import type { SimulationListItem } from '@plantasim/domain';
import { applyStatusUpdate, localCreated, matchesSearch, resultLink, statusText, visibleSimulations } from './listView';

const item = (over: Partial<SimulationListItem>): SimulationListItem => ({
  id: 1, name: 'Caso base', username: 'gestor', created: '2026-03-01T10:05:00.000Z', status: 4, VALID: 0, last_update: '2026-03-02T08:00:00.000Z', ...over,
});

describe('history list view', () => {
  it('shows created in local time (TZ=UTC here)', () => {
    expect(localCreated('2026-03-01T10:05:00.000Z')).toBe('2026-03-01 10:05');
    expect(localCreated('2026-03-01 10:05:00')).toBe('2026-03-01 10:05');
    expect(localCreated('')).toBe('');
  });
  it('hides deleted simulations and, for operators, those of others', () => {
    const list = [item({ id: 1 }), item({ id: 2, status: 7 }), item({ id: 3, username: 'operador' })];
    expect(visibleSimulations(list, null).map((s) => s.id)).toEqual([1, 3]);
    expect(visibleSimulations(list, 'operador').map((s) => s.id)).toEqual([3]);
  });
  it('searches the columns and last_update, ignoring case and accents', () => {
    const s = item({ name: 'Simulación Marzo' });
    expect(matchesSearch(s, 'simulacion', 'es')).toBe(true);
    expect(matchesSearch(s, 'GESTOR marzo', 'es')).toBe(true);
    expect(matchesSearch(s, 'ejecutada ok', 'es')).toBe(true);
    expect(matchesSearch(s, '2026-03-02', 'es')).toBe(true);
    expect(matchesSearch(item({ last_update: null }), '2026-03-02', 'es')).toBe(false);
    expect(matchesSearch(s, 'operador', 'es')).toBe(false);
    expect(matchesSearch(s, '  ', 'es')).toBe(true);
  });
  it('builds the result link with id, created and valid', () => {
    expect(resultLink(item({ id: 12, VALID: 1 }))).toBe('/resultado-simulacion/12?id=12&created=2026-03-01T10%3A05%3A00.000Z&valid=1');
    expect(statusText(3, 'es')).toBe('En ejecución');
    expect(statusText(4, 'en')).toBe('Run OK');
  });
  it('applies live status updates', () => {
    const list = [item({ id: 1, status: 3 }), item({ id: 2 })];
    const r = applyStatusUpdate(list, { id: '1', status: 4, VALID: 1 });
    expect(r.known).toBe(true);
    expect(r.list[0]).toMatchObject({ status: 4, VALID: 1 });
    expect(r.list[1]).toBe(list[1]);
    expect(applyStatusUpdate(list, { id: 9, status: 3 }).known).toBe(false);
  });
});
