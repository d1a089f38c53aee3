// Per engine and hour: the break-even pool price (PCEQ, the economic table's formula per engine)
// and the engine's gas and CO2 cost per MWhe, for the schedule view and the reasons.
import type { OptimizerInput } from '../input.ts';
import type { Prepared } from '../prepare.ts';
import { breakEvenPrices } from '../results/economic.ts';
import { at } from '../at.ts';

export interface EngineHourEconomics {
  /** [engine][hour] EUR/MWh. */
  pceq: number[][];
  fuel: number[][];
}

export function engineHourEconomics(input: OptimizerInput, prep: Prepared): EngineHourEconomics {
  const pceq: number[][] = input.engines.map(() => []);
  for (let t = 0; t < prep.T; t++) breakEvenPrices(input, prep, t).forEach((p, e) => at(pceq, e).push(p));
  return { pceq, fuel: prep.engineFuelPerMWhe.map((series) => [...series]) };
}
