// LP-and-fix (solveWindow step 2) rounds the hour-by-hour units two ways. The minimal covering set is
// tried first: on the 2024 windows it was within the gap whenever rounding every fractional unit up
// was, and cheaper; here by hand, where rounding up pays a boiler's minimum load for nothing.
import { describe, expect, it } from 'vitest';
import { solveWindow } from './solveWindow.ts';
import { gasBoiler, tinyInput } from './testing/plants.ts';

describe('LP-and-fix roundings', () => {
  // 4 MW of steam, gas at 10 EUR/MWh. Boiler A: 20 MW of gas, efficiency 0.8, no minimum. Boiler B:
  // 20 MW, efficiency 1, minimum 8 MW of gas. The relaxation burns 4 MW in B with its on/off at 0.2:
  // 40 EUR. Rounding every fractional unit up runs B alone at its minimum: 8 MW, 80 EUR (gap 0.5). The
  // covering set (largest units first, index order among equal sizes, until the LP's 4 MW are
  // covered) is A alone: 5 MW, 50 EUR (gap 0.2), the optimum.
  const input = tinyInput(1, {
    steamDemand: [4], gasPrice: [10],
    gasBoilers: [
      gasBoiler({ nombre: 'A', potencia_gas_maxima: 20, potencia_gas_minima: 0, rendimiento_vapor_gas: 0.8 }),
      gasBoiler({ nombre: 'B', potencia_gas_maxima: 20, potencia_gas_minima: 8, rendimiento_vapor_gas: 1 }),
    ],
  });

  it('the optimum is A alone at 50 EUR, the relaxation 40', async () => {
    expect((await solveWindow(input, { relax: true })).run.objective).toBeCloseTo(40, 6);
    expect((await solveWindow(input, { mipRelGap: 0, noLpStart: true })).run.objective).toBeCloseTo(50, 6);
  });

  it('tries the covering set first: with a tolerance both roundings meet, its cheaper plan is the one returned', async () => {
    const r = await solveWindow(input, { mipRelGap: 0.55 });
    expect(r.run.status).toBe('optimal');
    expect(r.run.objective).toBeCloseTo(50, 6);
    expect(r.solution!.gasBoilers.map((b) => b.on[0])).toEqual([1, 0]);
  });
});
