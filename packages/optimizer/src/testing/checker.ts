// An independent result checker: re-derives every limit, balance and the total cost from the
// input and the solution alone, using none of the model code (components/, prepare.ts, results/).
// Returns human-readable violations; an empty list means the schedule is valid.
// One module per family in checker/, along the model's seams; eslint.config.js keeps them to the
// input's and the solution's types, at() and the domain's mode predicates.
import type { OptimizerInput } from '../input.ts';
import type { PlantSolution } from '../solution.ts';
import { clockOf } from './checker/clock.ts';
import type { Findings } from './checker/findings.ts';
import { capacityTollPerHour } from './checker/prices.ts';
import { engineRunning } from './checker/engineRunning.ts';
import { engineGasSeries } from './checker/engineGas.ts';
import { checkEngines } from './checker/engines.ts';
import { boilerStartCosts, checkElectricBoilers, checkGasBoilers } from './checker/boilers.ts';
import { checkCompressors } from './checker/compressors.ts';
import { checkElectricityHour } from './checker/electricity.ts';
import { checkColdBalanceHour, checkSteamBalanceHour } from './checker/balances.ts';
import { hourCost } from './checker/hourCost.ts';

export interface CheckReport {
  violations: string[];
  cost: number;
}

export function checkSolution(inp: OptimizerInput, s: PlantSolution): CheckReport {
  const clock = clockOf(inp);
  const running = engineRunning(inp, s, clock);
  const engineGas = engineGasSeries(inp, s, running.fractions);
  const capacityToll = capacityTollPerHour(inp);
  const hours = Array.from({ length: clock.T }, (_, t) => t);
  const families: Findings[] = [
    { violations: running.violations, costs: [] },
    checkEngines(inp, s, clock, running.fractions, engineGas),
    { violations: [], costs: boilerStartCosts(inp, s) },
    checkGasBoilers(inp, s, clock),
    checkElectricBoilers(inp, s),
    checkCompressors(inp, s, clock),
    {
      violations: hours.flatMap((t) => [...checkElectricityHour(inp, s, t), ...checkSteamBalanceHour(inp, s, engineGas, t), ...checkColdBalanceHour(inp, s, engineGas, t)]),
      costs: hours.map((t) => hourCost(inp, s, t, capacityToll, clock)),
    },
  ];
  // The cost is one running total over every family's items, in this order.
  return { violations: families.flatMap((f) => f.violations), cost: families.flatMap((f) => f.costs).reduce((a, c) => a + c, 0) };
}
