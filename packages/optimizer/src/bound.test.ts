// The lower bound of a long horizon must be a true relaxation: whatever the plant and however the
// horizon is cut into blocks, bound <= the proven optimum of the whole horizon.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { lowerBound } from './rolling.ts';
import { solveWindow } from './solveWindow.ts';
import { baseCaseInput } from './testing/baseCase.ts';
import { randomInput } from './testing/randomPlant.ts';
import { engine, tinyInput } from './testing/plants.ts';
import type { OptimizerInput } from './input.ts';

async function provenOptimum(input: OptimizerInput): Promise<number> {
  const r = await solveWindow(input, { mipRelGap: 0, noLpStart: true });
  expect(r.run.status).toBe('optimal');
  return r.run.objective;
}

const tol = (x: number) => 1e-7 * Math.max(1, Math.abs(x));

describe('lower bound of decomposed horizons', () => {
  it('a coupled engine stopping right after a block is derated in that block (48 h, 24-h blocks)', async () => {
    // Every engine coupled: on 0-23, off 24-29, on 30-47; low April-like prices, so each MWh
    // the engines make costs money. The true schedule loses tiempo_parada minutes at hour 23.
    const T = 48;
    const input = baseCaseInput({ hours: T, start: new Date(Date.UTC(2024, 3, 14)), mode: 2, electricityPrice: new Array(T).fill(5) });
    input.couplingFixed = input.engines.map(() => true);
    input.coupling = Object.fromEntries(input.engines.map((e) => [e.nombre, Array.from({ length: T }, (_, t) => (t < 24 || t >= 30 ? 1 : 0))]));
    input.engines = input.engines.map((e) => ({ ...e, estado: true }));
    const optimum = await provenOptimum(input);
    const b = await lowerBound(input, { fullBoundMaxHours: 0, boundBlockHours: 24 });
    expect(b.kind).toBe('lp-blocks');
    expect(b.bound).toBeLessThanOrEqual(optimum + tol(optimum));
  });

  it('an optimised engine may stop right after a block (its last hour relaxes, never tightens)', async () => {
    // One engine (Pmax 10, Pmin 5, tiempo_parada 30 min, running cost 40 EUR/MWhe: gas 20 at
    // eta 0.5), on before H1, prices 100, 20, 0, 0. Best: full at hour 0 (+600), stop at hour 2 so
    // hour 1 is derated to [2.5, 5] MWe and runs at 2.5 (-50): -550. Stopping at hour 1 instead
    // derates hour 0 to 5 MWe (-300). A 2-hour block blind to the stop at hour 2 would force
    // P[1] >= 5 (its LP: -500), a "bound" above the optimum.
    const input = tinyInput(4, {
      electricityPrice: [100, 20, 0, 0], gasPrice: new Array(4).fill(20),
      engines: [engine({ estado: true, tiempo_parada: 30, potencia_minima: 5 })],
    });
    const optimum = await provenOptimum(input);
    expect(optimum).toBeCloseTo(-550, 6);
    const b = await lowerBound(input, { fullBoundMaxHours: 0, boundBlockHours: 2 });
    expect(b.bound).toBeLessThanOrEqual(optimum + tol(optimum));
    expect(b.bound).toBeCloseTo(-550, 6);
  });

  it('bound <= proven optimum on random tiny plants, horizons and block lengths', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 4, max: 14 }), fc.integer({ min: 1, max: 7 }), fc.constantFrom(0, 2, 2, 3),
        async (seed, T, block, mode) => {
          const input = { ...randomInput(seed, T), mode: mode as OptimizerInput['mode'] };
          const optimum = await provenOptimum(input);
          const b = await lowerBound(input, { fullBoundMaxHours: 0, boundBlockHours: Math.min(block, T - 1) });
          return b.bound <= optimum + tol(optimum);
        },
      ),
      { numRuns: 40, seed: 20261123 },
    );
  }, 120_000);
});
