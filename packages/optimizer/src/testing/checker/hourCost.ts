// The hour's market and fixed costs: purchases in the closed block and on the open market at the
// tariff period's terms, minus the sales' pool price and Ro net of the IVPEE (never on the spill),
// the gas fixed toll, the capacity toll, and the penalised slacks (10,000 EUR/MWh), times the
// period's hours.
import type { OptimizerInput } from '../../input.ts';
import type { PlantSolution } from '../../solution.ts';
import { at } from '../../at.ts';
import type { CheckClock } from './clock.ts';
import { tariffRow } from './prices.ts';

const PENALTY = 10_000;

export function hourCost(inp: OptimizerInput, s: PlantSolution, t: number, capacityToll: number, clock: CheckClock): number {
  const m = s.market;
  const p = tariffRow(inp, t);
  const pc = p ? p.ai_fijo_cerrado * inp.precio_electricidad_cerrado + p.bi_fijo_cerrado : inp.precio_electricidad_cerrado;
  const po = p ? p.ai_omie_abierto * at(inp.electricityPrice, t) + p.bi_omie_abierto : at(inp.electricityPrice, t);
  return (at(m.buyClosed, t) * pc + at(m.buyOpen, t) * po - (1 - inp.impuesto_generacion) * (at(inp.electricityPrice, t) + at(inp.ro, t)) * at(m.sell, t)
    + inp.gas.peaje + capacityToll + PENALTY * (at(s.slack.steam, t) + at(s.slack.cold, t) + at(m.unserved, t) + at(m.spill, t))) * clock.hrs(t);
}
