// The repair splits a window into parts once the engines' on/off is fixed. Splitting must not lose
// anything: on random plants its schedule costs what one MIP over the whole window costs with the
// same engine decisions fixed, and it gives up (undefined) exactly when those decisions break a row.
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { buildModel } from './model.ts';
import { runHighs } from './highsRunner.ts';
import { roundedStart } from './solveWindow.ts';
import { enginesFixedRepair, setEngineTransitions } from './enginesFixedRepair.ts';
import { randomInput } from './testing/randomPlant.ts';
import { at } from './at.ts';

describe('engines-fixed repair', () => {
  it('costs what the whole-window MIP with the same engine decisions costs, with or without a start (random plants)', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1_000_000 }), fc.integer({ min: 6, max: 30 }), fc.boolean(), async (seed, T, withStart) => {
        const input = randomInput(seed, T);
        const pm = buildModel(input);
        const lp = await runHighs(pm.m, { relax: true });
        const start = roundedStart(pm, lp.colValue);
        const initialOn = input.engines.map((e) => e.estado);
        // The best rounding's schedule as each part's start (as solveWindow passes it): the parts' MIPs then
        // run without HiGHS' feasibility jump, and must still reach the optimum.
        const fixed = withStart ? await runHighs(pm.m, { fixIntegers: start }) : undefined;
        const x = await enginesFixedRepair(pm, start, initialOn, { absGap: 1e-7, start: fixed?.feasible ? fixed.colValue : undefined });
        const engines = Float64Array.from(start);
        setEngineTransitions(pm, engines, initialOn);
        const isEngineOnOff = (j: number) => at(pm.m.colKeys, j).component === 'Engine' && at(pm.m.colKeys, j).attr === 'u';
        const whole = await runHighs(pm.m, { fixIntegers: engines, fixOnly: isEngineOnOff, mipRelGap: 0 });
        if (!whole.feasible) {
          expect(x).toBeUndefined();
          return;
        }
        expect(x).toBeDefined();
        const repaired = await runHighs(pm.m, { fixIntegers: x! });
        expect(repaired.status).toBe('optimal');
        expect(repaired.objective).toBeCloseTo(whole.objective, 4);
      }),
      { numRuns: 30, seed: 20261124 },
    );
  }, 120_000);
});
