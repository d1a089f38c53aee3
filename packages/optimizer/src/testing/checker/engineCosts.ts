// An engine's costs: per hour its gas (counted on PCI, billed per MWh PCS), the CO2 of that gas
// and the fee per MWh produced, times the period's hours; and each start's cost.
import type { OptimizerInput } from '../../input.ts';
import type { PlantSolution } from '../../solution.ts';
import { at } from '../../at.ts';
import type { CheckClock } from './clock.ts';
import { gasPricePerBurnt } from './prices.ts';

/** Engine k's cost items, hour by hour (the hour's energy, then its start if it starts there). */
export function engineCosts(inp: OptimizerInput, s: PlantSolution, k: number, gas: number[], clock: CheckClock): number[] {
  const e = at(inp.engines, k);
  const { on, power } = at(s.engines, k);
  const costs: number[] = [];
  for (let t = 0; t < clock.T; t++) {
    const g = at(gas, t);
    costs.push((g * gasPricePerBurnt(inp, t) + g * e.coeficiente_emisiones_CO2 * inp.precio_CO2 + at(power, t) * e.fee) * clock.hrs(t));
    const prev = t === 0 ? (e.estado ? 1 : 0) : at(on, t - 1);
    if (at(on, t) && !prev) costs.push(e.coste_arranque ?? 0);
  }
  return costs;
}
