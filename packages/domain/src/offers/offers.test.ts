import { describe, expect, it } from 'vitest';
import { buildOfferCurves, clearOffers, clearingStep, isMonotoneCurve } from './curves.ts';
import { blockClears, blocksFromEngineRun, engineRuns } from './blocks.ts';

describe('offer curves from a ladder of plans', () => {
  const forecast = [50, 80];
  const steps = [
    { delta: 0, netMW: [2, 4] },
    { delta: -10, netMW: [1, 4] },
    { delta: 10, netMW: [3, 5] },
  ];

  it('orders steps by price and keeps each step a solved plan', () => {
    const offers = buildOfferCurves(forecast, steps);
    expect(offers.deltas).toEqual([-10, 0, 10]);
    expect(offers.curves[0]!.map((c) => c.priceEurMWh)).toEqual([40, 50, 60]);
    expect(offers.curves[0]!.map((c) => c.netMW)).toEqual([1, 2, 3]);
    expect(offers.curves.every(isMonotoneCurve)).toBe(true);
  });

  it('rejects a ladder that sells less at a higher price', () => {
    expect(() => buildOfferCurves(forecast, [...steps.slice(0, 2), { delta: 10, netMW: [0.5, 5] }])).toThrow(/not monotone/);
  });

  it('rejects repeated deltas and period mismatches', () => {
    expect(() => buildOfferCurves(forecast, [steps[0]!, steps[0]!])).toThrow(/repeats/);
    expect(() => buildOfferCurves(forecast, [{ delta: 0, netMW: [1] }])).toThrow(/periods/);
  });

  it('clears the highest step at or below the price, the cheapest below the floor', () => {
    const offers = buildOfferCurves(forecast, steps);
    const curve = offers.curves[0]!;
    expect(clearingStep(curve, 55).netMW).toBe(2);
    expect(clearingStep(curve, 60).netMW).toBe(3);
    expect(clearingStep(curve, 500).netMW).toBe(3);
    expect(clearingStep(curve, -5).netMW).toBe(1);
    expect(clearOffers(offers, [45, 95]).map((c) => c.step)).toEqual([0, 2]);
  });
});

describe('block orders from engine runs', () => {
  const engine = {
    engineId: 'M1',
    minLoadMW: 2,
    minRunPeriods: 3,
    outputMW: [0, 2, 3, 4, 0, 0],
    variableCostEurMWh: 60,
    startCostEur: 120,
  };

  it('makes one block of minimum load per run and simple orders above it', () => {
    const { blocks, aboveBlocksMW } = blocksFromEngineRun(engine, 1);
    expect(blocks).toHaveLength(1);
    expect(blocks[0]).toMatchObject({ fromPeriod: 1, toPeriod: 3, quantityMW: 2 });
    // 60 €/MWh variable + 120 € start over 2 MW × 3 h = 6 MWh → 80 €/MWh.
    expect(blocks[0]!.minPriceEurMWh).toBeCloseTo(80, 9);
    expect(aboveBlocksMW).toEqual([0, 0, 1, 2, 0, 0]);
  });

  it('scales the minimum price with the quarter-hour clock', () => {
    const quarter = { ...engine, minRunPeriods: 12, outputMW: Array.from({ length: 16 }, (_, p) => (p >= 2 && p < 14 ? 2 : 0)) };
    const { blocks } = blocksFromEngineRun(quarter, 0.25);
    // 12 quarters × 0.25 h × 2 MW = 6 MWh, same 80 €/MWh.
    expect(blocks[0]!.minPriceEurMWh).toBeCloseTo(80, 9);
  });

  it('rejects a run shorter than the minimum run time and profiles ramps', () => {
    // A start-up ramp below the minimum load makes a profiled block.
    expect(blocksFromEngineRun({ ...engine, outputMW: [0, 1, 2, 2, 0, 0] }, 1).blocks[0]!.profileMW).toEqual([1, 2, 2]);
    expect(() => blocksFromEngineRun({ ...engine, outputMW: [0, 2, 2, 0, 0, 0] }, 1)).toThrow(/minimum is 3/);
    // A run touching the day's edge may continue across midnight.
    expect(engineRuns({ ...engine, outputMW: [2, 2, 0, 0, 0, 2] })).toEqual([{ from: 0, to: 1 }, { from: 5, to: 5 }]);
  });

  it('clears a block only when its average price reaches its minimum price', () => {
    const { blocks } = blocksFromEngineRun(engine, 1);
    expect(blockClears(blocks[0]!, [0, 70, 90, 80, 0, 0])).toBe(true);
    expect(blockClears(blocks[0]!, [0, 70, 90, 79, 0, 0])).toBe(false);
  });
});
