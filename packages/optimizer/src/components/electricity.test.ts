import { describe, expect, it } from 'vitest';
import { solveWindow } from '../solveWindow.ts';
import { engine, flatTolls, tinyInput } from '../testing/plants.ts';
import { at } from '../at.ts';

describe('electricity market', () => {
  it('fills the closed-price block before buying at the open price', async () => {
    const r = await solveWindow(tinyInput(1, {
      electricityDemand: [5], electricityPrice: [100], precio_electricidad_cerrado: 50, potencia_precio_electricidad_cerrado: 3,
    }));
    expect(r.run.objective).toBeCloseTo(3 * 50 + 2 * 100, 6);
    expect(r.solution!.market.buyClosed).toEqual([3]);
    expect(r.solution!.market.buyOpen).toEqual([2]);
  });

  it('applies ai/bi of the closed block and a per-period block size', async () => {
    const tolls = flatTolls({ ai_fijo_cerrado: 1, bi_fijo_cerrado: 10, pot_elec_precio_cerrado: 4 });
    const r = await solveWindow(tinyInput(1, {
      electricityDemand: [5], electricityPrice: [100], precio_electricidad_cerrado: 50, potencia_precio_electricidad_cerrado: 3, tolls,
    }));
    expect(r.run.objective).toBeCloseTo(4 * 60 + 1 * 100, 6);
  });

  it('prices open purchases with ai/bi of the hour tariff period', async () => {
    const tolls = flatTolls();
    tolls[0] = { ...at(tolls, 0), ai_omie_abierto: 1.1, bi_omie_abierto: 20 };
    const r = await solveWindow(tinyInput(2, { electricityDemand: [1, 1], electricityPrice: [50, 50], tariffPeriod: [1, 6], tolls }));
    expect(r.run.objective).toBeCloseTo(1.1 * 50 + 20 + 50, 6);
  });

  it('never buys cheap closed-price power to sell it at the pool price', async () => {
    // Engine costs 80 EUR/MWhe (gas 40, etaE 0.5); pool 100; closed block 3 MW at 50.
    // Honest: run 10 MW and sell 10 -> gain 200. Buying 3 to sell 3 more would give 290.
    const r = await solveWindow(tinyInput(1, {
      electricityPrice: [100], gasPrice: [40], engines: [engine()], precio_electricidad_cerrado: 50, potencia_precio_electricidad_cerrado: 3,
    }));
    expect(r.run.objective).toBeCloseTo(-200, 6);
    expect(r.solution!.market.buyClosed).toEqual([0]);
  });

  it('reports unserved electricity beyond the contracted power as a penalised slack', async () => {
    const r = await solveWindow(tinyInput(1, { electricityDemand: [5], electricityPrice: [10], tolls: flatTolls({ pot_contratada: 3 }) }));
    expect(r.solution!.market.buyOpen).toEqual([3]);
    expect(r.solution!.market.unserved).toEqual([2]);
    expect(r.run.objective).toBeCloseTo(30 + 2 * 10_000, 6);
  });
});
