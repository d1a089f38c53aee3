import { describe, expect, it } from 'vitest';
import { mustParseDate, type SimulationListItem } from '@plantasim/domain';
import { planOptions } from './planOptions';

const item = (id: number, created: string, fechaActual: string, horizonte: number, over: Partial<SimulationListItem> = {}): SimulationListItem => ({
  id, name: `Plan ${id}`, username: 'gestor', created, status: 4, VALID: 1, last_update: created, parent_id: null,
  tipo: 'operativa', fechaActual, horizonte, modo: null, ...over,
});

describe('the runs Plan vs real may compare a day with', () => {
  it('lists every executed run covering the day, the plan in force first, then the newest', () => {
    const friday = item(1, '2025-01-17T15:00:00Z', '18/01/2025', 3);
    const draft = item(2, '2025-01-18T08:00:00Z', '19/01/2025', 1, { VALID: 0 });
    const year = item(3, '2025-01-02T08:00:00Z', '02/01/2025', 365, { tipo: 'planificacion' });
    const others = [
      item(4, '2025-01-18T09:00:00Z', '20/01/2025', 1), // another day
      item(5, '2025-01-18T09:00:00Z', '19/01/2025', 1, { status: 5 }), // failed
      item(6, '2025-01-18T09:00:00Z', '19/01/2025', 1, { status: 7 }), // deleted
      item(7, '2025-01-18T09:00:00Z', '19/01/2025', 1, { parent_id: 2 }), // sensitivity child
    ];
    const options = planOptions([year, draft, friday, ...others], mustParseDate('19/01/2025'));
    expect(options.map((o) => [o.id, o.inForce, o.kind, o.from, o.to])).toEqual([
      [1, true, 'operativa', '18/01/2025', '20/01/2025'],
      [2, false, 'operativa', '19/01/2025', '19/01/2025'],
      [3, false, 'planificacion', '02/01/2025', '01/01/2026'],
    ]);
  });
});
