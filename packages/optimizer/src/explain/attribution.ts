// Splits the cost difference of a counterfactual into the economic table's lines: both column
// vectors are read back as plant solutions and priced with the objective's own hourly formulas
// (results/costs.ts), so the lines add up to the objective difference.
import { EXPLAIN_LINES, type ExplainLine } from '@plantasim/domain';
import type { OptimizerInput } from '../input.ts';
import type { PlantModel } from '../model.ts';
import { extractSolution } from '../solution.ts';
import { hourlyFlows, type HourFlows } from '../results/costs.ts';
import { at } from '../at.ts';

const FLOW: Record<ExplainLine, keyof HourFlows> = {
  COST_GAS_COG: 'costGasCog', COST_GAS_CALD: 'costGasBoiler', COST_CO2: 'costCO2', COST_FEE: 'costFee',
  COST_ELEC_CERRADO: 'costElecClosed', COST_ELEC_ABIERTO: 'costElecOpen', COST_COMPRESORES: 'costCompressors',
  COST_ARRANQUE: 'costStarts',
  COST_IVPEE: 'costIVPEE', COST_PENALIZACION: 'costPenalty', ING_ELEC: 'incomeElec', ING_RO: 'incomeRo',
};

function lineTotals(input: OptimizerInput, pm: PlantModel, x: ArrayLike<number>, from: number, to: number): Record<ExplainLine, number> {
  const flows = hourlyFlows(input, pm.prep, extractSolution(pm, x));
  const out = {} as Record<ExplainLine, number>;
  for (const line of EXPLAIN_LINES) {
    let sum = 0;
    for (let t = from; t < to; t++) sum += at(flows, t)[FLOW[line]];
    out[line] = sum;
  }
  return out;
}

/** Effect per line on the total cost (EUR): costs as they change, income with the opposite sign.
 *  Lines that do not move (|effect| < 1e-6 EUR) are left out. */
export function attribute(input: OptimizerInput, pm: PlantModel, xBase: ArrayLike<number>, xFlip: ArrayLike<number>): Partial<Record<ExplainLine, number>> {
  // Rental days are billed on their first hour on, which may lie anywhere in the day: all hours.
  const a = lineTotals(input, pm, xBase, 0, pm.prep.T);
  const b = lineTotals(input, pm, xFlip, 0, pm.prep.T);
  const out: Partial<Record<ExplainLine, number>> = {};
  for (const line of EXPLAIN_LINES) {
    const d = (b[line] - a[line]) * (line.startsWith('ING_') ? -1 : 1);
    if (Math.abs(d) >= 1e-6) out[line] = d;
  }
  return out;
}
