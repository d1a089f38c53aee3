// The hour's steam and cold balances: supply plus the penalised slack covers the demand (surplus
// steam is vented, surplus cold allowed). Engine steam and hot water come from the gas they burn.
import type { OptimizerInput } from '../../input.ts';
import type { PlantSolution } from '../../solution.ts';
import { at } from '../../at.ts';
import { exceeds } from './findings.ts';

/** Hour t's steam: engines (gas·etaV), gas boilers (gas·eta) and electric boilers (MWe·eta) against demandaCoef·demand. */
export function checkSteamBalanceHour(inp: OptimizerInput, s: PlantSolution, engineGas: number[][], t: number): string[] {
  const steam = inp.engines.reduce((a, e, k) => a + at(at(engineGas, k), t) * e.rendimiento_vapor_gas, 0)
    + inp.gasBoilers.reduce((a, b, k) => a + at(at(s.gasBoilers, k).gas, t) * b.rendimiento_vapor_gas, 0)
    + inp.electricBoilers.reduce((a, b, k) => a + at(at(s.electricBoilers, k).elec, t) * b.rendimiento_vapor_electricidad, 0);
  return exceeds(inp.demandaCoef * at(inp.steamDemand, t), steam + at(s.slack.steam, t), `h${t} steam balance`);
}

/** Hour t's cold: the engines' hot water through absorption, and the compressors (MWe·COP). */
export function checkColdBalanceHour(inp: OptimizerInput, s: PlantSolution, engineGas: number[][], t: number): string[] {
  const cold = inp.engines.reduce((a, e, k) => a + at(at(engineGas, k), t) * (e.porcentaje_agua_caliente / 100) * e.rendimiento_agua_fria_agua_caliente, 0)
    + inp.compressors.reduce((a, c, k) => a + at(at(s.compressors, k).elec, t) * c.rendimiento_frio_electricidad, 0);
  return exceeds(at(inp.coldDemand, t), cold + at(s.slack.cold, t), `h${t} cold balance`);
}
