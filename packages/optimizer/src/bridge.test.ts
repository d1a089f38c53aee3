// The plan-vs-actual bridge on tiny plants whose days are worked out by hand. Engine: Pmax 10,
// Pmin 5, 2 MWh of gas per MWhe at 20 EUR/MWh (40 EUR/MWhe), 0.4 MW of steam per MWe; it earns the
// electricity price on every MWhe (no Ro, taxes or tolls). Gas boiler: 1 MW of steam per MW of gas.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bridgeOf, linesInCents, planKpis, toCents } from '@plantasim/domain';
import { solve } from './solve.ts';
import { actualSolution, bridgeDay, demandHours, outagesOf, type MeasuredDay } from './bridge.ts';
import { engine, gasBoiler, tinyInput } from './testing/plants.ts';
import type { OptimizerInput } from './input.ts';

const four = (x: number) => [x, x, x, x];

function measured(over: Partial<MeasuredDay> & Pick<MeasuredDay, 'engines'>): MeasuredDay {
  return { gasBoilers: [], electricBoilers: [], compressors: [], steam: four(0), cold: four(0), ...over };
}

async function planOf(input: OptimizerInput) {
  const r = await solve(input);
  return r.solution!;
}

describe('the bridge of a day', () => {
  it('puts a day differing only in prices wholly in price, and the hindsight off in the losing hour', async () => {
    // Plan at 60: the engine runs flat out (20 EUR/MWhe margin, -800). Realised 70/30/65/80: the
    // same operation earns 10·(10 − 30 + 5 + 20) = 50 more; at 30 the engine loses 100, which the
    // hindsight optimum avoids by stopping.
    const plan = tinyInput(4, { electricityPrice: four(60), gasPrice: four(20), engines: [engine()] });
    const planSolution = await planOf(plan);
    expect(planSolution.engines[0]!.power).toEqual(four(10));
    const day = await bridgeDay(plan, planSolution, { electricity: [70, 30, 65, 80], gas: four(20) }, measured({ engines: [four(10)] }));
    const b = bridgeOf(day.costs);
    expect(b.plan).toBe(-80000);
    expect(b).toMatchObject({ price: -5000, demand: 0, unavailability: 0, execution: 0, total: -5000, foresight: 10000 });
    expect(day.demandHours).toEqual([]);
    expect(day.outages).toEqual({});
    // No cause but prices: C and D are the plan itself, not solved again.
    expect(day.operations.demand).toBe(planSolution);
    expect(day.operations.outage).toBe(planSolution);
    expect(day.operations.hindsight!.engines[0]!.power).toEqual([10, 0, 10, 10]);
  });

  it('puts a day differing only in demand wholly in demand', async () => {
    // At 30 the engine loses 10 EUR/MWhe: the plan, with no steam to make, runs nothing (0 EUR).
    // 3 MW of steam were delivered in H3 and H4: the boiler's 3 MWh of gas (60 EUR/h) beats the
    // engine (7.5 MWe: 75 EUR; or Pmin 5 MWe with 1 MW from the boiler: 50 + 20). The plant did that.
    const plan = tinyInput(4, { electricityPrice: four(30), gasPrice: four(20), engines: [engine()], gasBoilers: [gasBoiler()] });
    const planSolution = await planOf(plan);
    const actual = measured({ engines: [four(0)], gasBoilers: [[0, 0, 3, 3]], steam: [0, 0, 3, 3] });
    const day = await bridgeDay(plan, planSolution, { electricity: four(30), gas: four(20) }, actual);
    const b = bridgeOf(day.costs);
    expect(b).toMatchObject({ plan: 0, price: 0, demand: 12000, unavailability: 0, execution: 0, total: 12000, foresight: 0 });
    expect(day.demandHours).toEqual([2, 3]);
    expect(day.operations.demand.gasBoilers[0]!.gas).toEqual([0, 0, 3, 3]);
  });

  it('puts a day differing only by a trip wholly in unavailability', async () => {
    // Two engines at 60 with 6 MW of steam: both run flat out (-1600, 8 MW of steam). Engine 1
    // trips for H3 and H4: each hour loses its 200 EUR margin and the boiler makes the 2 MW of
    // steam engine 2 cannot (40 EUR): 480 EUR, as the plant ran it.
    const plan = tinyInput(4, {
      electricityPrice: four(60), gasPrice: four(20), steamDemand: four(6),
      engines: [engine({ nombre: 'Motor cogeneración 1' }), engine({ nombre: 'Motor cogeneración 2' })], gasBoilers: [gasBoiler()],
    });
    const planSolution = await planOf(plan);
    expect(planSolution.engines.map((e) => e.power)).toEqual([four(10), four(10)]);
    const actual = measured({ engines: [[10, 10, 0, 0], four(10)], gasBoilers: [[0, 0, 2, 2]], steam: four(6) });
    const day = await bridgeDay(plan, planSolution, { electricity: four(60), gas: four(20) }, actual);
    const b = bridgeOf(day.costs);
    expect(b).toMatchObject({ plan: -160000, price: 0, demand: 0, unavailability: 48000, execution: 0, total: 48000, foresight: 0 });
    expect(day.outages).toEqual({ 'Motor cogeneración 1': [2, 3] });
    expect(day.operations.demand).toBe(planSolution);
  });

  it('puts a unit run differently with no outage in execution', async () => {
    // The engine ran at 8 instead of 10 MWe in H2: 2 MWe less at a 20 EUR margin.
    const plan = tinyInput(4, { electricityPrice: four(60), gasPrice: four(20), engines: [engine()] });
    const planSolution = await planOf(plan);
    const day = await bridgeDay(plan, planSolution, { electricity: four(60), gas: four(20) }, measured({ engines: [[10, 8, 10, 10]] }));
    expect(bridgeOf(day.costs)).toMatchObject({ price: 0, demand: 0, unavailability: 0, execution: 4000, total: 4000, foresight: 4000 });
    expect(day.outages).toEqual({});
  });

  it('reads an outage only where the unit was planned on and is available in the plan', () => {
    const plan = tinyInput(4, {
      engines: [engine({ nombre: 'M1' }), engine({ nombre: 'M2' })], availability: { M2: [1, 1, 0, 1] },
    });
    const planned = actualSolution(plan, measured({ engines: [[10, 0, 10, 10], four(10)] }));
    const actual = actualSolution(plan, measured({ engines: [[0, 0, 10, 10], [10, 10, 0, 0]] }));
    expect(outagesOf(plan, planned, actual)).toEqual({ M1: [0], M2: [3] });
  });

  it('prices the measured operation with the plan\'s cost model (generation sold, consumption bought)', () => {
    const input = tinyInput(2, { electricityPrice: [50, 50], gasPrice: [20, 20], engines: [engine()], electricityDemand: [1, 1] });
    const s = actualSolution(input, measured({ engines: [[10, 0]], steam: [], cold: [] }));
    expect(s.market.sell).toEqual([10, 0]);
    expect(s.market.buyOpen).toEqual([1, 1]);
    expect(s.engines[0]!.on).toEqual([1, 0]);
    expect(s.engines[0]!.stop).toEqual([0, 1]);
  });

  it('finds demand hours by the delivered steam and cold', () => {
    const input = tinyInput(3, { steamDemand: [1, 1, 1], coldDemand: [0, 2, 0] });
    expect(demandHours(input, { engines: [], gasBoilers: [], electricBoilers: [], compressors: [], steam: [1, 1, 1.5], cold: [0, 2.5, 0] })).toEqual([1, 2]);
  });

  it('adds up to the cent on random days', async () => {
    const hour = fc.record({
      forecast: fc.integer({ min: 0, max: 90 }), realised: fc.integer({ min: 0, max: 90 }),
      gas: fc.integer({ min: 10, max: 35 }), steamPlan: fc.integer({ min: 0, max: 6 }), steam: fc.integer({ min: 0, max: 6 }),
      e1: fc.double({ min: 0, max: 10, noNaN: true }), e2: fc.oneof(fc.constant(0), fc.double({ min: 5, max: 10, noNaN: true })),
      boiler: fc.double({ min: 0, max: 8, noNaN: true }),
    });
    const swap = fc.record({ cantidad: fc.integer({ min: 0, max: 240 }), precio: fc.integer({ min: 20, max: 90 }) });
    await fc.assert(fc.asyncProperty(fc.array(hour, { minLength: 3, maxLength: 4 }), fc.array(swap, { maxLength: 2 }), fc.array(swap, { maxLength: 1 }), async (hours, elecSwaps, gasSwaps) => {
      const col = <K extends keyof (typeof hours)[number]>(k: K) => hours.map((h) => h[k]);
      const plan = tinyInput(hours.length, {
        electricityPrice: col('forecast'), gasPrice: col('gas'), steamDemand: col('steamPlan'),
        engines: [engine({ nombre: 'M1' }), engine({ nombre: 'M2', tiempo_minimo_acoplamiento: 2 })], gasBoilers: [gasBoiler()],
        elecSwaps, gasSwaps,
      });
      const solved = await solve(plan);
      const day = await bridgeDay(plan, solved.solution!, { electricity: col('realised'), gas: col('gas') }, {
        engines: [col('e1'), col('e2')], gasBoilers: [col('boiler')], electricBoilers: [], compressors: [], steam: col('steam'), cold: [],
      });
      const b = bridgeOf(day.costs);
      expect(b.price + b.demand + b.unavailability + b.execution).toBe(b.total);
      expect(b.total).toBe(b.actual - b.plan);
      // The bridge's plan is the Results screen's net cost of the same run (swaps included), in cents
      // (two float sums of the same hours may land either side of a half cent).
      expect(Math.abs(b.plan - planKpis(solved.economico!, { motores: [] }).netCost! * 100)).toBeLessThanOrEqual(0.5 + 1e-6);
      expect(linesInCents(day.lines.plan).total).toBe(b.plan);
    }), { numRuns: 25 });
  });

  it('settles the electricity swap on the realised prices: its change is part of the price error', async () => {
    // 24 MWh/day swapped at 50 (1 MWh an hour): at 60 the swap pays 1·(50 − 60) = −10 an hour, at 80 −30.
    // The engine's operation is the same: the price error is the engine's extra margin and the swap's loss.
    const elecSwaps = [{ cantidad: 24, precio: 50 }];
    const plan = tinyInput(4, { electricityPrice: four(60), gasPrice: four(20), engines: [engine()], elecSwaps });
    const solved = await solve(plan);
    const day = await bridgeDay(plan, solved.solution!, { electricity: four(80), gas: four(20) }, measured({ engines: [four(10)] }));
    const b = bridgeOf(day.costs);
    const results = planKpis(solved.economico!, { motores: [] }).netCost!;
    expect(b.plan).toBe(toCents(results));
    expect(b.plan).toBe(-80000 + 4 * 1000);
    // engine: 10 MWh × 20 more × 4 h = −800; swap: 1 MWh × 20 less × 4 h = +80
    expect(b.price).toBe(-80000 + 8000);
    expect(b.total).toBe(b.actual - b.plan);
  });
});
