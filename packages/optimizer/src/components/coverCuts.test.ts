// Cover cuts must only cut fractional points: on random plants the LP relaxation with them stays
// below the proven optimum, and the optimum is the same with and without them. On a hand case
// they raise the relaxation to the integer cost of whole compressors.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { solveWindow } from '../solveWindow.ts';
import { compressor, tinyInput } from '../testing/plants.ts';
import { randomInput } from '../testing/randomPlant.ts';
import { mirCoverCoefficient } from './coverCuts.ts';
import type { OptimizerInput } from '../input.ts';

describe('cover cuts on the cold balance', () => {
  it('rounds a unit covering coefficient by the demand fraction', () => {
    // f = 0.7037: a unit of the divisor's size counts 1; one of 0.711 of it counts 1 too (its
    // fractional deficit 0.289 is below 1 - f = 0.2963); one of half the size counts 1 - 0.2037/0.7037.
    expect(mirCoverCoefficient(1, 0.7037)).toBe(1);
    expect(mirCoverCoefficient(2, 0.7037)).toBe(2);
    expect(mirCoverCoefficient(0.711, 0.7037)).toBe(1);
    expect(mirCoverCoefficient(0.5, 0.7037)).toBeCloseTo(1 - 0.2037 / 0.7037, 12);
  });

  it('makes the relaxation pay for whole compressors (2.5 MW of cold, 0.675 MW units at 2 EUR/h)', async () => {
    // Four identical compressors of 150 kWe, COP 4.5 (0.675 MW of cold each), coste_uso 2 EUR/h,
    // electricity free. Any schedule runs four of them (3 give 2.025 MW): 8 EUR. The relaxation
    // without the cut runs 2.5/0.675 = 3.7037 of them: 7.41 EUR.
    const input = tinyInput(1, {
      coldDemand: [2.5],
      compressors: [1, 2, 3, 4].map((k) => compressor({ nombre: `C${k}`, potencia_maxima: 150, potencia_minima: 40, rendimiento_frio_electricidad: 4.5, coste_uso: 2 })),
    });
    const without = await solveWindow(input, { relax: true, noCuts: true });
    expect(without.run.objective).toBeCloseTo((2 * 2.5) / 0.675, 9);
    const relaxed = await solveWindow(input, { relax: true });
    expect(relaxed.run.objective).toBeCloseTo(8, 9);
    const milp = await solveWindow(input, { mipRelGap: 0 });
    expect(milp.run.objective).toBeCloseTo(8, 9);
  });

  it('never cuts a schedule off: relaxation <= optimum, same optimum with and without (random plants)', async () => {
    const proven = async (input: OptimizerInput, noCuts: boolean) => {
      const r = await solveWindow(input, { mipRelGap: 0, noLpStart: true, noSteady: true, noCuts });
      expect(r.run.status).toBe('optimal');
      return r.run.objective;
    };
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 2, max: 10 }), async (seed, T) => {
        const input = randomInput(seed, T);
        const optimum = await proven(input, true);
        const relaxed = await solveWindow(input, { relax: true });
        const tol = 1e-6 * Math.max(1, Math.abs(optimum));
        expect(relaxed.run.objective).toBeLessThanOrEqual(optimum + tol);
        expect(await proven(input, false)).toBeCloseTo(optimum, 4);
      }),
      { numRuns: 30, seed: 20261124 },
    );
  }, 120_000);
});
