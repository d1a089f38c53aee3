// Steam cover rows must only cut fractional points: on random plants the relaxation with them stays
// below the proven optimum; on a hand case they make the relaxation pay for a boiler's minimum load.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { solveWindow, withSteamCovers } from './solveWindow.ts';
import { buildModel } from './model.ts';
import { runHighs } from './highsRunner.ts';
import { gasBoiler, tinyInput } from './testing/plants.ts';
import { randomInput } from './testing/randomPlant.ts';

describe('steam cover rows', () => {
  it('make the relaxation run a boiler at its minimum when the others cannot cover the steam', async () => {
    // 32 MW of steam, gas at 10 EUR/MWh. Boiler A: 30 MW of gas, efficiency 1. Boiler B: 22 MW,
    // minimum 4.4, efficiency 0.5. A schedule runs A at 29.8 and B at its minimum 4.4 (steam
    // 29.8 + 2.2): 34.2 MWh of gas, 342 EUR. The relaxation runs A flat out and B at 4 MW of gas with
    // its on/off at 4/22: 340 EUR. The row b_B + sV/2 >= 1 (A at full load leaves 2 MW) closes it.
    const input = tinyInput(1, {
      steamDemand: [32], gasPrice: [10],
      gasBoilers: [
        gasBoiler({ nombre: 'A', potencia_gas_maxima: 30, potencia_gas_minima: 0, rendimiento_vapor_gas: 1 }),
        gasBoiler({ nombre: 'B', potencia_gas_maxima: 22, potencia_gas_minima: 4.4, rendimiento_vapor_gas: 0.5 }),
      ],
    });
    const plain = await solveWindow(input, { relax: true });
    expect(plain.run.objective).toBeCloseTo(340, 6);
    const covered = await solveWindow(input, { relax: true, steamCoverBound: true });
    expect(covered.run.objective).toBeCloseTo(342, 6);
    const milp = await solveWindow(input, { mipRelGap: 0 });
    expect(milp.run.objective).toBeCloseTo(342, 6);
    // In a MILP solve the higher bound is what proves the rounded schedule (no branch and bound).
    expect(milp.run.bound).toBeCloseTo(342, 6);
  });

  it('never cut a schedule off: relaxation with them <= proven optimum (random plants)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 2, max: 10 }), async (seed, T) => {
        const input = randomInput(seed, T);
        const proven = await solveWindow(input, { mipRelGap: 0, noLpStart: true, noSteady: true });
        expect(proven.run.status).toBe('optimal');
        const covered = await solveWindow(input, { relax: true, steamCoverBound: true });
        expect(covered.run.objective).toBeLessThanOrEqual(proven.run.objective + 1e-6 * Math.max(1, Math.abs(proven.run.objective)));
      }),
      { numRuns: 30, seed: 20261124 },
    );
  }, 120_000);

  it('from the relaxation\'s basis: the same bound as a cold start, in fewer simplex iterations (random plants)', async () => {
    let warmIterations = 0;
    let coldIterations = 0;
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 2, max: 24 }), async (seed, T) => {
        const pm = buildModel(randomInput(seed, T));
        const lp = await runHighs(pm.m, { relax: true, keepBasis: true });
        expect(lp.basis?.rowStatus.length).toBe(pm.m.numRows);
        const warm = await withSteamCovers(pm, lp);
        const cold = await withSteamCovers(pm, { ...lp, basis: undefined });
        expect(pm.m.numRows).toBe(lp.basis!.rowStatus.length);
        expect(warm.objective).toBeCloseTo(cold.objective, 6);
        if (warm === lp) return;
        warmIterations += warm.iterations!;
        coldIterations += cold.iterations!;
      }),
      { numRuns: 30, seed: 20261124 },
    );
    expect(coldIterations).toBeGreaterThan(0);
    expect(warmIterations).toBeLessThan(coldIterations);
  }, 120_000);
});
