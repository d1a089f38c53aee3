// Tiny plants whose optimum is computed by hand. Engine: Pmax 10, Pmin 5, etaE 0.5, so with a
// gas price of 20 EUR/MWh each MWhe costs 40 EUR; it sells at the hour's price (no taxes).
import { describe, expect, it } from 'vitest';
import { solveWindow } from '../solveWindow.ts';
import { engine, tinyInput } from '../testing/plants.ts';
import type { EngineParams, OptimizerInput } from '../input.ts';
import { at } from '../at.ts';

function plant(prices: number[], eng: Partial<EngineParams>, over: Partial<OptimizerInput> = {}) {
  const T = prices.length;
  return tinyInput(T, { electricityPrice: prices, gasPrice: new Array(T).fill(20), engines: [engine(eng)], ...over });
}

async function run(input: OptimizerInput) {
  const r = await solveWindow(input);
  expect(r.run.status).toBe('optimal');
  return { objective: r.run.objective, e: at(r.solution!.engines, 0) };
}

describe('engines', () => {
  it('runs at full load exactly in the hours whose price beats 40 EUR/MWhe', async () => {
    const { objective, e } = await run(plant([50, 30, 60], {}));
    expect(objective).toBeCloseTo(-300, 6); // (50-40)*10 + (60-40)*10
    expect(e.on).toEqual([1, 0, 1]);
    expect(e.power).toEqual([10, 0, 10]);
  });

  it('keeps an engine on for the remaining minimum up time of its initial state', async () => {
    // On for 1 h of UT = 3: hours 0 and 1 forced on at Pmin (loss 2*5*10), then off, on at 60.
    const { objective, e } = await run(plant([30, 30, 30, 60], { estado: true, tiempo_minimo_acoplamiento: 3 }, { engineInitial: [{ hoursInState: 1 }] }));
    expect(e.on).toEqual([1, 1, 0, 1]);
    expect(objective).toBeCloseTo(100 - 200, 6);
  });

  it('frees the engine when the initial state already covers the minimum up time', async () => {
    const { objective, e } = await run(plant([30, 30, 30, 60], { estado: true, tiempo_minimo_acoplamiento: 3 }, { engineInitial: [{ hoursInState: 3 }] }));
    expect(e.on).toEqual([0, 0, 0, 1]);
    expect(objective).toBeCloseTo(-200, 6);
  });

  it('keeps a started engine on for the minimum up time inside the horizon', async () => {
    // Start at 60 (gain 200) then two hours at Pmin with price 30 (loss 50 each): net 100.
    const { objective, e } = await run(plant([60, 30, 30, 30], { tiempo_minimo_acoplamiento: 3 }));
    expect(e.on).toEqual([1, 1, 1, 0]);
    expect(e.power).toEqual([10, 5, 5, 0]);
    expect(objective).toBeCloseTo(-100, 6);
  });

  it('rides through a cheap hour at minimum load rather than stopping for the minimum down time', async () => {
    // Stopping at hour 1 would keep it off for 3 hours (gain 200); staying on gives 200-50+200+200.
    const { objective, e } = await run(plant([60, 30, 60, 60], { estado: true, tiempo_minimo_parada: 3 }));
    expect(e.on).toEqual([1, 1, 1, 1]);
    expect(e.power).toEqual([10, 5, 10, 10]);
    expect(objective).toBeCloseTo(-550, 6);
  });

  it('stops for one hour when there is no minimum down time', async () => {
    const { objective, e } = await run(plant([60, 30, 60, 60], { estado: true }));
    expect(e.on).toEqual([1, 0, 1, 1]);
    expect(objective).toBeCloseTo(-600, 6);
  });

  it('keeps an engine off for the remaining minimum down time of its initial state', async () => {
    const { objective, e } = await run(plant([60, 60, 60, 60], { estado: false, tiempo_minimo_parada: 3 }, { engineInitial: [{ hoursInState: 1 }] }));
    expect(e.on).toEqual([0, 0, 1, 1]);
    expect(objective).toBeCloseTo(-400, 6);
  });

  it('derates the start hour by tiempo_arranque', async () => {
    // 30 min start: the first hour yields at most 5 MWh.
    const { objective, e } = await run(plant([60, 60], { tiempo_arranque: 30 }));
    expect(e.power).toEqual([5, 10]);
    expect(e.start).toEqual([1, 0]);
    expect(objective).toBeCloseTo(-300, 6);
  });

  it('derates the last hour before a stop by tiempo_parada', async () => {
    // Stopping at hour 1 caps hour 0 at 5 MW (gain 100); staying on through hour 1 and stopping
    // at hour 2 derates hour 1 to [2.5, 5] MW: 200 - 2.5*10 = 175, the optimum; staying on to
    // the end costs 3*50 (gain 50).
    const { objective, e } = await run(plant([60, 30, 30, 30], { estado: true, tiempo_parada: 30 }));
    expect(e.on).toEqual([1, 1, 0, 0]);
    expect(e.power).toEqual([10, 2.5, 0, 0]);
    expect(objective).toBeCloseTo(-175, 6);
  });

  it('pays Ro on engine electricity and the generation tax on market and Ro income', async () => {
    // margin per MWhe = (1-0.1)*(50 + 10) - 40 = 14.
    const { objective } = await run(plant([50], {}, { ro: [10], impuesto_generacion: 0.1 }));
    expect(objective).toBeCloseTo(-140, 6);
  });

  it('limits sales to potencia_exportacion', async () => {
    const { objective, e } = await run(plant([60], { potencia_exportacion: 6 }));
    expect(e.power).toEqual([6]);
    expect(objective).toBeCloseTo(-120, 6);
  });

  it('charges CO2 and the fee per MWhe', async () => {
    // gas 2 MWh per MWhe * 0.2 t * 50 EUR/t = 20 EUR/MWhe, fee 5: cost 65 at price 70 -> 5*10.
    const { objective } = await run(plant([70], { coeficiente_emisiones_CO2: 0.2, fee: 5 }, { precio_CO2: 50 }));
    expect(objective).toBeCloseTo(-50, 6);
  });

  it('breaks symmetry of identical engines without changing the optimum', async () => {
    const input = plant([50, 60], {}, {});
    input.engines = [engine({ nombre: 'A', potencia_exportacion: 5 }), engine({ nombre: 'B', potencia_exportacion: 5 })];
    input.electricityDemand = [0, 0];
    const r = await solveWindow(input);
    expect(r.run.objective).toBeCloseTo(-(10 * 10 + 20 * 10), 6);
    expect(at(r.solution!.engines, 0).on).toEqual([1, 1]);
    expect(at(r.solution!.engines, 1).on).toEqual([1, 1]);
  });
});
