// Start cost per engine (EUR per start, plant data, default 0). Engine: Pmax 10, Pmin 5, etaE 0.5,
// gas 20 EUR/MWh, so each MWhe costs 40 EUR; prices 60, 30, 60, 60; off before H1.
//   Stop at hour 1: (60-40)*10 * 3 = 600 earned, 2 starts.
//   Ride through hour 1 at Pmin: 600 - (40-30)*5 = 550 earned, 1 start.
// So with a start cost c the plan stops iff 600 - 2c > 550 - c, i.e. c < 50.
import { describe, expect, it } from 'vitest';
import { createBaseCase, parsePayload } from '@plantasim/domain';
import { solve } from '../solve.ts';
import { fromPayload } from '../fromPayload.ts';
import { engine, tinyInput } from '../testing/plants.ts';
import { at } from '../at.ts';

const plant = (coste_arranque?: number) => tinyInput(4, {
  electricityPrice: [60, 30, 60, 60], gasPrice: new Array(4).fill(20),
  engines: [engine({ coste_arranque })],
});

describe('engine start cost', () => {
  it('costs nothing by default: the engine stops for the cheap hour (2 starts)', async () => {
    const r = await solve(plant());
    expect(at(r.solution!.engines, 0).on).toEqual([1, 0, 1, 1]);
    expect(r.stats.objective).toBeCloseTo(-600, 6);
    expect(r.programa!.arranques_motores).toEqual([{ concepto: 'Motor cogeneración 1', valor: 2 }]);
    expect(r.economico!.totals.COST_ARRANQUE).toBe(0);
  });

  it('at 40 EUR per start stopping still pays: -600 + 2 * 40', async () => {
    const r = await solve(plant(40));
    expect(at(r.solution!.engines, 0).on).toEqual([1, 0, 1, 1]);
    expect(r.stats.objective).toBeCloseTo(-520, 6);
  });

  it('at 60 EUR per start the engine rides through at minimum load: -550 + 60, one start in the economics', async () => {
    const r = await solve(plant(60));
    const e = at(r.solution!.engines, 0);
    expect(e.on).toEqual([1, 1, 1, 1]);
    expect(e.power).toEqual([10, 5, 10, 10]);
    expect(r.stats.objective).toBeCloseTo(-490, 6);
    const totals = r.economico!.totals;
    expect(totals.COST_ARRANQUE).toBeCloseTo(60, 9);
    expect(totals.ARRANQUES).toBe(1);
    expect(r.programa!.arranques_motores).toEqual([{ concepto: 'Motor cogeneración 1', valor: 1 }]);
    // The objective is the economic table's cost (no capacity toll, no penalty here).
    expect(Number(totals.COST_TOTAL) - Number(totals.ING_ELEC) - Number(totals.ING_RO)).toBeCloseTo(-490, 6);
  });

  it('an engine already on before H1 pays no start for running at H1', async () => {
    const input = plant(60);
    at(input.engines, 0).estado = true;
    const r = await solve(input);
    expect(r.stats.objective).toBeCloseTo(-550, 6);
    expect(r.economico!.totals.ARRANQUES).toBe(0);
  });

  it('is plant data: absent in a payload it is 0 for every engine; given, it reaches each engine', () => {
    const payload = createBaseCase({ date: '15/01/2024' });
    const plain = fromPayload(payload);
    expect(plain.ok && plain.data.engines.map((e) => e.coste_arranque)).toEqual(new Array(8).fill(0));
    const costs = [100, 100, 100, 100, 150, 150, 250, 250];
    const withCosts = parsePayload({ ...payload, planta: { ...payload.planta, coste_arranque_motores: costs } });
    expect(withCosts.ok).toBe(true);
    const mapped = withCosts.ok ? fromPayload(withCosts.data) : undefined;
    expect(mapped?.ok && mapped.data.engines.map((e) => e.coste_arranque)).toEqual(costs);
    expect(parsePayload({ ...payload, planta: { ...payload.planta, coste_arranque_motores: [-1, 0, 0, 0, 0, 0, 0, 0] } }).ok).toBe(false);
    expect(parsePayload({ ...payload, planta: { ...payload.planta, coste_arranque_motores: [0, 0] } }).ok).toBe(false);
  });
});
