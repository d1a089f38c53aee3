// Steadier schedules on tiny plants priced by hand. Engine: Pmax 10, Pmin 5, etaE 0.5, gas 20
// EUR/MWh, so each MWhe costs 40 EUR; no taxes. Gas boiler: efficiency 1, gas 20 EUR/MWh.
import { describe, expect, it } from 'vitest';
import { annualRulesSchema } from '@plantasim/domain';
import { solve } from '../solve.ts';
import { checkSolution } from '../testing/checker.ts';
import { engine, gasBoiler, tinyInput } from '../testing/plants.ts';
import { NO_ANNUAL_PRICES, type EngineParams, type OptimizerInput } from '../input.ts';
import { at } from '../at.ts';

function plant(prices: number[], eng: Partial<EngineParams>, over: Partial<OptimizerInput> = {}) {
  const T = prices.length;
  return tinyInput(T, { electricityPrice: prices, gasPrice: new Array(T).fill(20), engines: [engine(eng)], ...over });
}

async function run(input: OptimizerInput, noSteady = false) {
  const r = await solve(input, { noSteady });
  expect(r.stats.status).toBe('optimal');
  const check = checkSolution(input, r.solution!);
  expect(check.violations).toEqual([]);
  expect(check.cost).toBeCloseTo(r.stats.objective, 6);
  return r;
}

describe('steady tie-break', () => {
  it('an hour whose price equals the engine\'s cost (any load costs the same) keeps the load of its neighbours', async () => {
    // Prices 60, 40, 60: the middle hour earns 0 at any load in [5, 10]; -200 - 200 either way.
    const steady = await run(plant([60, 40, 60], { estado: true }));
    expect(at(steady.solution!.engines, 0).power).toEqual([10, 10, 10]);
    expect(steady.stats.objective).toBeCloseTo(-400, 6);
    // Without the pass HiGHS returns 10, 5, 10 here (a vertex of the same cost).
    const plain = await run(plant([60, 40, 60], { estado: true }), true);
    expect(plain.stats.objective).toBeCloseTo(-400, 6);
    expect(at(plain.solution!.engines, 0).power).toEqual([10, 5, 10]);
  });

  it('keeps the load steady also when some demand cannot be met (the second, limited solve)', async () => {
    // 1 MW of cold and no compressor: unmet whatever the plan, so the window is solved again with
    // its unmet demand limited to the least possible; the tie-break works on that model.
    // The windows of a year with annual limits see their prices: rows after the unmet limit's.
    const annual = { rules: annualRulesSchema.parse({ ree_minimo: 0.1 }), enforce: false, prices: { ...NO_ANNUAL_PRICES, ree: 0.01 } };
    const input = plant([60, 40, 60], { estado: true }, { coldDemand: [1, 1, 1], annual });
    const r = await solve(input);
    expect(r.solution!.slack.cold).toEqual([1, 1, 1]);
    expect(at(r.solution!.engines, 0).power).toEqual([10, 10, 10]);
    expect(checkSolution(input, r.solution!).violations).toEqual([]);
  });

  it('a gas boiler whose load is free to split keeps its hours level', async () => {
    // Steam 6, 6, 6 covered by the engine's steam (0.2*2 = 0.4 MW per MWe at full load 4 MW) and a
    // boiler: the engine at a price of exactly 40 + the boiler's saving is indifferent; the boiler
    // follows the engine, so a steady engine is a steady boiler.
    const input = plant([44, 44, 44], { estado: true, rendimiento_vapor_gas: 0.2 }, { steamDemand: [6, 6, 6], gasBoilers: [gasBoiler()] });
    // Each MWhe: sells 44, costs 40, and its 0.4 MW of steam saves 0.4*20 = 8 of boiler gas: +12.
    const r = await run(input);
    expect(at(r.solution!.engines, 0).power).toEqual([10, 10, 10]);
    expect(at(r.solution!.gasBoilers, 0).gas).toEqual([2, 2, 2]);
    expect(r.stats.objective).toBeCloseTo(3 * (2 * 20 - 10 * 4), 6);
  });
});

describe('engine ramp limit (rampa, MW/h)', () => {
  it('without a limit the engine drops to its minimum for a cheap hour: -200 + 5*20 - 200 = -300', async () => {
    const r = await run(plant([60, 20, 60], { estado: true, tiempo_minimo_parada: 3 }));
    expect(at(r.solution!.engines, 0).power).toEqual([10, 5, 10]);
    expect(r.stats.objective).toBeCloseTo(-300, 6);
  });

  it('at 2 MW/h it can only come down to 8: -200 + 8*20 - 200 = -240 (stopping for the 3-h minimum would earn only -200)', async () => {
    const r = await run(plant([60, 20, 60], { estado: true, tiempo_minimo_parada: 3, rampa: 2 }));
    expect(at(r.solution!.engines, 0).power).toEqual([10, 8, 10]);
    expect(r.stats.objective).toBeCloseTo(-240, 6);
  });

  it('a start is not a ramp: from off to full load in the start hour and the next, even at 1 MW/h', async () => {
    const r = await run(plant([20, 60, 60], { rampa: 1 }));
    expect(at(r.solution!.engines, 0).power).toEqual([0, 10, 10]);
    expect(r.stats.objective).toBeCloseTo(-400, 6);
  });
});

describe('boiler start cost (coste_arranque, EUR per start)', () => {
  // Steam 5, 0, 5; boiler minimum 2 MW gas: staying on in the idle hour burns 2 MW (40 EUR).
  const boilerPlant = (coste_arranque?: number) => tinyInput(3, {
    gasPrice: [20, 20, 20], steamDemand: [5, 0, 5], gasBoilers: [gasBoiler({ potencia_gas_minima: 2, coste_arranque })],
  });

  it('free starts: the boiler stops in the idle hour, 2*100 = 200', async () => {
    const r = await run(boilerPlant());
    expect(at(r.solution!.gasBoilers, 0).on).toEqual([1, 0, 1]);
    expect(r.stats.objective).toBeCloseTo(200, 6);
  });

  it('at 30 EUR per start stopping still pays: 200 + 2*30 = 260, in COST_ARRANQUE', async () => {
    const r = await run(boilerPlant(30));
    expect(at(r.solution!.gasBoilers, 0).on).toEqual([1, 0, 1]);
    expect(r.stats.objective).toBeCloseTo(260, 6);
    expect(r.economico!.totals.COST_ARRANQUE).toBeCloseTo(60, 9);
  });

  it('at 50 EUR per start it idles at its minimum: 200 + 40 + 50 = 290', async () => {
    const r = await run(boilerPlant(50));
    expect(at(r.solution!.gasBoilers, 0).on).toEqual([1, 1, 1]);
    expect(r.stats.objective).toBeCloseTo(290, 6);
    expect(r.economico!.totals.COST_ARRANQUE).toBeCloseTo(50, 9);
  });
});
