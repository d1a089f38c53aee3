// The engines' families run per engine, their violations joined hour by hour (output limits,
// minimum times, ramps), then the engine's costs.
import type { OptimizerInput } from '../../input.ts';
import type { PlantSolution } from '../../solution.ts';
import { at } from '../../at.ts';
import type { CheckClock } from './clock.ts';
import { byHour, type Findings } from './findings.ts';
import { engineOutputLimits } from './engineLimits.ts';
import { engineMinUpDown } from './engineMinUpDown.ts';
import { engineRamps } from './engineRamps.ts';
import { engineCosts } from './engineCosts.ts';

export function checkEngines(inp: OptimizerInput, s: PlantSolution, clock: CheckClock, fractions: number[][], gas: number[][]): Findings {
  const violations: string[] = [];
  const costs: number[] = [];
  inp.engines.forEach((_, k) => {
    violations.push(...byHour(clock.T, engineOutputLimits(inp, s, k, at(fractions, k)), engineMinUpDown(inp, s, k, clock), engineRamps(inp, s, k, clock)));
    costs.push(...engineCosts(inp, s, k, at(gas, k), clock));
  });
  return { violations, costs };
}
