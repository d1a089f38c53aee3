// Quarter-hour plans on tiny plants whose optimum is computed by hand. The day-ahead market clears
// in 15-minute periods since 1 October 2025; the plant's time rules stay in real minutes and hours.
// Engine: Pmax 10, Pmin 5, etaE 0.5, gas 20 EUR/MWh, so each MWhe costs 40 EUR; it sells at the
// period's price (no taxes); a quarter of an hour at P MW is P/4 MWh.
import { describe, expect, it } from 'vitest';
import { solveWindow } from './solveWindow.ts';
import { engine, tinyInput } from './testing/plants.ts';
import { checkSolution } from './testing/checker.ts';
import type { EngineParams, OptimizerInput } from './input.ts';
import { at } from './at.ts';
import { prepare } from './prepare.ts';
import { totalCost } from './results/costs.ts';
import { economicTable } from './results/economic.ts';

function quarters(prices: number[], eng: Partial<EngineParams> = {}, over: Partial<OptimizerInput> = {}): OptimizerInput {
  const T = prices.length;
  return tinyInput(T, { electricityPrice: prices, gasPrice: new Array(T).fill(20), engines: [engine(eng)], periodMinutes: new Array(T).fill(15), ...over });
}

async function run(input: OptimizerInput) {
  const r = await solveWindow(input);
  expect(r.run.status).toBe('optimal');
  const check = checkSolution(input, r.solution!);
  expect(check.violations).toEqual([]);
  // The independent checker and the results' money flows price the schedule as the objective does.
  expect(check.cost).toBeCloseTo(r.run.objective, 6);
  expect(totalCost(input, prepare(input), r.solution!)).toBeCloseTo(r.run.objective, 6);
  return { objective: r.run.objective, e: at(r.solution!.engines, 0) };
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('quarter-hour periods', () => {
  it('prices a quarter at a quarter of an hour: four equal quarters earn what their hour earns', async () => {
    // Hourly [50, 30, 60] -> (50-40)*10 + (60-40)*10 = 300; the same prices per quarter, the same.
    const prices = [50, 30, 60].flatMap((p) => [p, p, p, p]);
    const { objective, e } = await run(quarters(prices));
    expect(objective).toBeCloseTo(-300, 6);
    expect(e.on).toEqual([1, 1, 1, 1, 0, 0, 0, 0, 1, 1, 1, 1]);
  });

  it('keeps a minimum up time of 45 minutes as three quarters', async () => {
    // Alone, quarter 2 earns (100-40)*10/4 = 150; a run of 3 quarters adds two at Pmin losing
    // (40-30)*5/4 = 12.5 each: 125 net.
    const { objective, e } = await run(quarters([30, 30, 100, 30, 30, 30], { tiempo_minimo_acoplamiento: 0.75 }));
    expect(objective).toBeCloseTo(-125, 6);
    expect(sum(e.on)).toBe(3);
    expect(at(e.on, 2)).toBe(1);
    expect(at(e.power, 2)).toBeCloseTo(10, 9);
  });

  it('keeps a minimum up time of 2 hours as eight quarters', async () => {
    // Quarter 2 earns (200-40)*10/4 = 400; a run of 8 quarters holding it (starting at quarter 0, 1
    // or 2) adds seven at Pmin losing (40-30)*5/4 = 12.5 each: 312.5 net. A run that reaches the
    // horizon's end would need 12 quarters.
    const prices = [30, 30, 200, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30];
    const { objective, e } = await run(quarters(prices, { tiempo_minimo_acoplamiento: 2 }));
    expect(objective).toBeCloseTo(-312.5, 6);
    expect(sum(e.on)).toBe(8);
    expect(at(e.on, 2)).toBe(1);
    expect(at(e.on, 13)).toBe(0);
  });

  it('spreads a start of 20 minutes over the first two quarters', async () => {
    // Started at quarter 0: it loses all of quarter 0 (15 of 15 min) and 5 of quarter 1's 15 min,
    // so it yields 0, 10*2/3, 10, 10 MW: (100-40)*(0 + 20/3 + 20)/4 = 400.
    const { objective, e } = await run(quarters([100, 100, 100, 100], { tiempo_arranque: 20 }));
    expect(objective).toBeCloseTo(-400, 6);
    expect(e.on).toEqual([1, 1, 1, 1]);
    expect(at(e.power, 0)).toBeCloseTo(0, 9);
    expect(at(e.power, 1)).toBeCloseTo(20 / 3, 9);
    expect(at(e.power, 2)).toBeCloseTo(10, 9);
  });

  it('runs down over the quarters before a planned stop', async () => {
    // On from before the horizon; price 100 for three quarters, then 0. A stop of 20 minutes takes
    // the whole quarter before it and 5 of the 15 minutes of the one before that. Stopping at
    // quarter 5: quarters 0-2 at 10 MW earn (100-40)*10/4*3 = 450, quarter 3 keeps 2/3 of Pmin,
    // 10/3 MW at price 0 (loses 40*(10/3)/4 = 33.33), quarter 4 yields nothing: 416.67 net.
    // Stopping at quarter 3 would give up quarter 2 and 5 minutes of quarter 1 (250 net); at 4,
    // quarter 2 keeps 2/3 (400 net).
    const { objective, e } = await run(quarters([100, 100, 100, 0, 0, 0, 0, 0], { estado: true, tiempo_parada: 20 }));
    expect(objective).toBeCloseTo(-(450 - 100 / 3), 6);
    expect(e.on).toEqual([1, 1, 1, 1, 1, 0, 0, 0]);
    expect(at(e.power, 2)).toBeCloseTo(10, 9);
    expect(at(e.power, 3)).toBeCloseTo(10 / 3, 9);
    expect(at(e.power, 4)).toBeCloseTo(0, 9);
  });

  it('beats the best hour-flat plan where the quarters of an hour straddle the break-even price', async () => {
    // Quarters 80, 80, 0, 0: their mean is 40, the break-even, so any hour-flat output P earns
    // (80-40)*P/4*2 + (0-40)*P/4*2 = 0. Per quarter it runs the first half: (80-40)*10/4*2 = 200.
    const prices = [80, 80, 0, 0];
    const quarter = await run(quarters(prices));
    expect(quarter.objective).toBeCloseTo(-200, 6);
    expect(quarter.e.on).toEqual([1, 1, 0, 0]);
    const hourly = await solveWindow(tinyInput(1, { electricityPrice: [40], gasPrice: [20], engines: [engine()] }));
    const flat = at(at(hourly.solution!.engines, 0).power, 0);
    const flatAtQuarterPrices = prices.reduce((a, p) => a + ((40 - p) * flat) / 4, 0);
    expect(flatAtQuarterPrices).toBeCloseTo(0, 9);
    expect(flatAtQuarterPrices - quarter.objective).toBeCloseTo(200, 6);
  });

  it('reports the energy of quarters in MWh in the economic table: a quarter at 10 MW sells 2.5 MWh', async () => {
    const input = quarters([80, 80, 0, 0]);
    const r = await solveWindow(input);
    const rows = economicTable(input, prepare(input), r.solution!).rows;
    expect(rows.map((row) => row.ING_ELEC)).toEqual([200, 200, 0, 0]); // 2.5 MWh x 80 EUR
    expect(at(rows, 0).COST_GAS_COG).toBeCloseTo(100, 9); // 5 MWh of gas x 20 EUR
  });

  // The hourly model of docs/rules/fields.md ("How the equipment fields act in the plan").
  it('an hourly clock written out as 60-minute periods is the spec model', async () => {
    const prices = [60, 30, 30, 30];
    const plain = await solveWindow(tinyInput(4, { electricityPrice: prices, gasPrice: new Array(4).fill(20), engines: [engine({ tiempo_minimo_acoplamiento: 3, tiempo_arranque: 10 })] }));
    const explicit = await solveWindow(tinyInput(4, { electricityPrice: prices, gasPrice: new Array(4).fill(20), engines: [engine({ tiempo_minimo_acoplamiento: 3, tiempo_arranque: 10 })], periodMinutes: [60, 60, 60, 60] }));
    expect(explicit.run.objective).toBeCloseTo(plain.run.objective, 9);
    expect(at(explicit.solution!.engines, 0).power).toEqual(at(plain.solution!.engines, 0).power);
  });
});
